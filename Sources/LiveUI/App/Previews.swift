/// Xcode previews, accepted so files that declare them compile unchanged.
/// Nothing shows them: a server has no canvas. (The `#Preview` macro cannot
/// be offered without a macro plugin; see the README.)
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// The size a preview is drawn at (accepted, no effect).
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device a preview simulates (accepted, no effect).
public struct PreviewDevice: Sendable, Hashable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

extension View {
    /// Accepted for previews; no effect on a served page.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// Accepted for previews; no effect on a served page.
    public func previewDisplayName(_ value: String?) -> some View { self }

    /// Accepted for previews; no effect on a served page.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}
