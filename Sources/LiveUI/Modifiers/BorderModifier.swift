import LiveHTML

/// SwiftUI's border is a rectangle stroked inside the view's frame, over its
/// content, that takes no space. A color border is a CSS outline pulled
/// inside by its width (outlines neither take space nor follow a clip); a
/// gradient border is a box laid over the view, since outlines take colors only.
/// Controls are wrapped rather than merged, so their focus ring keeps the outline.
struct BorderModifier: PrimitiveModifier {
    let paint: any CSSPaint
    let width: CGFloat

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let nodes = content(path.modified, env)
        let w = Layout.px(max(0, width))
        guard paint.isImage else {
            return Layout.modify(nodes, path, env, canMerge: Self.canTakeOutline) { e in
                e.addStyle("outline", "\(w) solid \(paint.css)")
                e.addStyle("outline-offset", "-" + w)
            }
        }
        let expansion = Layout.expansion(of: nodes)
        var line = Element(env.inPhrasing ? "span" : "div", id: path.child("border").raw, attributes: [Attribute("class", "bo")])
        line.addStyle("border", "\(w) solid transparent")
        line.addStyle("border-image", paint.css + " 1")
        return [.element(Layout.container(path, env, classes: "zs", children: nodes + [.element(line)]) { _ in expansion })]
    }

    static func canTakeOutline(_ e: Element) -> Bool {
        switch e.tag {
        case "button", "input", "a", "textarea", "select": return false
        default:
            for p in ["outline", "border-radius", "clip-path", "transform", "mask"] where e.hasStyle(p) { return false }
            return true
        }
    }
}

extension View {
    @inlinable public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(ModifierFactory.border(content, width: width))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func border<S: ShapeStyle>(_ content: S, width: CGFloat) -> some ViewModifier {
        BorderModifier(paint: content.paint, width: width)
    }
}
