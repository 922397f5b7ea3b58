import LiveHTML

/// Modifiers about how text lays out; like SwiftUI's, they apply to every
/// text below the view they are set on.
extension View {
    /// At most `number` lines, the rest cut with an ellipsis (CSS line clamp); nil for no limit.
    public func lineLimit(_ number: Int?) -> some View {
        modifier(EnvironmentModifier { $0.lineLimit = number.map { max(1, $0) } })
    }

    /// Between `limits.lowerBound` and `limits.upperBound` lines: LiveUI clamps at the upper bound.
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View { lineLimit(limits.upperBound) }

    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { lineLimit(limit) }

    /// Shows text in upper or lower case (CSS text-transform), as SwiftUI's `textCase`.
    public func textCase(_ textCase: Text.Case?) -> some View {
        modifier(TextStyleModifier(change: .declarations(textCase.map { [("text-transform", $0.css)] } ?? [])))
    }

    /// Extra space between lines, in points.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifier(TextStyleModifier(change: .declarations([("line-height", "calc(1.25em + " + Layout.px(lineSpacing) + ")")])))
    }

    /// Where text is cut when it does not fit. Browsers cut at the end only:
    /// `.head` and `.middle` are accepted and cut at the end.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// Accepted: browser text does not shrink to fit, it wraps or is cut by `lineLimit`.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// Accepted: browsers tighten nothing.
    public func allowsTightening(_ flag: Bool) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// Text in a browser is always selectable; `.disabled` makes it unselectable (CSS user-select).
    public func textSelection(_ selectability: TextSelectability) -> some View {
        modifier(TextStyleModifier(change: .declarations(selectability.isEnabled ? [] : [("user-select", "none")])))
    }
}

extension Text {
    /// A case for `textCase(_:)`.
    public enum Case: Sendable, Hashable {
        case uppercase, lowercase
        var css: String { self == .uppercase ? "uppercase" : "lowercase" }
    }

    public enum TruncationMode: Sendable, Hashable {
        case head, tail, middle
    }
}

/// Whether text can be selected (`.textSelection(.enabled)`).
public struct TextSelectability: Sendable {
    let isEnabled: Bool
    public static let enabled = TextSelectability(isEnabled: true)
    public static let disabled = TextSelectability(isEnabled: false)
}

extension Element {
    /// Clamps a text element to `lines` lines with an ellipsis.
    mutating func clampLines(_ lines: Int) {
        addClass("lc")
        addStyle("-webkit-line-clamp", String(lines))
    }
}
