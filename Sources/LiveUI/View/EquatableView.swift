/// A view that renders again only when `==` says its content changed
/// (issue #16): `.equatable()`. Its body is its content, so the render cache
/// compares it with its `Equatable` conformance (see `ViewComparison`).
public struct EquatableView<Content: View & Equatable>: View, @MainActor Equatable {
    public var content: Content

    public init(content: Content) { self.content = content }

    public var body: Content { content }
}

extension View where Self: Equatable {
    /// Evaluates `body` again only when the new view is not `==` to the last one.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
