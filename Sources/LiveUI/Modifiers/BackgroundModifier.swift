import LiveHTML

/// A view behind (or, as overlay, in front of) another, sized to it.
struct LayerModifier<Layer: View>: PrimitiveModifier {
    let layer: Layer
    let alignment: Alignment
    let inFront: Bool

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let front = content(path.modified, env)
        var layerEnv = env
        layerEnv.stackAxis = nil
        let layerNodes = ctx.render(layer, path.child("bg"), layerEnv)
        // A plain fill behind one element becomes that element's own CSS background.
        if !inFront, front.count == 1, case .element(var e) = front[0], Self.canTakeBackground(e),
            layerNodes.count == 1, case .element(let fill) = layerNodes[0], fill.hasClass("fill"), !fill.hasClass("ar"),
            !fill.hasStyle("border"), fill.isPlainFill, let background = fill.style("background")
        {
            e.addStyle("background", background)
            if let radius = fill.style("border-radius") { e.addStyle("border-radius", radius) }
            if let backdrop = fill.style("backdrop-filter") { e.addStyle("backdrop-filter", backdrop) }
            return [.element(e)]
        }
        // The layer takes the content's size; only the content decides flexibility.
        let contentExpansion = Layout.expansion(of: front)
        var box = Layout.container(path, env, classes: "zs", children: inFront ? front + layerNodes : layerNodes + front) { _ in
            contentExpansion
        }
        alignment.apply(to: &box)
        return [.element(box)]
    }

    static func canTakeBackground(_ e: Element) -> Bool {
        guard !e.isVoid else { return false }
        for p in ["background", "border-radius", "opacity", "transform", "border", "clip-path", "mask", "filter"] where e.hasStyle(p) {
            return false
        }
        return true
    }
}

extension Element {
    /// The value of one declaration of the `style` attribute.
    func style(_ property: String) -> String? {
        guard let style = self[attribute: "style"] else { return nil }
        // Over UTF-8 views: Substring.hasPrefix went through generic casts on every render.
        let utf8 = style.utf8
        let name = property.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: ";")) ?? utf8.endIndex
            let declaration = utf8[start..<end]
            if declaration.count > name.count, declaration.starts(with: name),
                declaration[declaration.index(declaration.startIndex, offsetBy: name.count)] == UInt8(ascii: ":")
            {
                return String(style[utf8.index(declaration.startIndex, offsetBy: name.count + 1)..<end])
            }
            start = end == utf8.endIndex ? end : utf8.index(after: end)
        }
        return nil
    }
}

extension View {
    @inlinable public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(ModifierFactory.background(background, alignment: alignment))
    }

    @inlinable public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(ModifierFactory.background(alignment: alignment, content: content))
    }

    @inlinable public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(ModifierFactory.overlay(overlay, alignment: alignment))
    }

    @inlinable public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(ModifierFactory.overlay(alignment: alignment, content: content))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func background<V: View>(_ background: V, alignment: Alignment) -> some ViewModifier {
        LayerModifier(layer: background, alignment: alignment, inFront: false)
    }

    @usableFromInline static func background<V: View>(alignment: Alignment, content: () -> V) -> some ViewModifier {
        LayerModifier(layer: content(), alignment: alignment, inFront: false)
    }

    @usableFromInline static func overlay<V: View>(_ overlay: V, alignment: Alignment) -> some ViewModifier {
        LayerModifier(layer: overlay, alignment: alignment, inFront: true)
    }

    @usableFromInline static func overlay<V: View>(alignment: Alignment, content: () -> V) -> some ViewModifier {
        LayerModifier(layer: content(), alignment: alignment, inFront: true)
    }
}
