import LiveHTML

/// A navigation stack with a bar showing each view's title. The first view
/// is the root; a second one is the placeholder shown in the detail column
/// until a link is chosen. Wide windows show a sidebar and a detail column
/// (like SwiftUI on iPad and Mac); narrow ones one column with a back button.
public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        NavigationColumns(style: .view, statics: Self.split(content), path: nil).render(ctx, path, env)
    }

    /// The root view and the optional placeholder: the first two views of the content.
    private static func split(_ content: Content) -> [any View] {
        if let tuple = content as? TupleViewMarker {
            let children = tuple.childViews
            if children.count >= 2 { return [children[0], children[1]] }
        }
        return [content]
    }
}
