import LiveHTML

/// `.colorMultiply(_:)`: every pixel of the view multiplied by the color, channel by
/// channel (white leaves it as it is, black makes it black, transparency stays). CSS has
/// no such filter, so the view is wrapped and filtered through an SVG color matrix,
/// drawn by the page from a hidden `<svg>` inside the wrapper (positioned out of the
/// layout, so a stack's spacing ignores it).
struct ColorMultiplyModifier: PrimitiveModifier {
    let color: Color

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let filterID = path.raw + "cm"
        func channel(_ v: Double) -> String { Layout.number(v.isFinite ? min(max(v, 0), 1) : 1) }
        let (r, g, b, a) = (channel(color.red), channel(color.green), channel(color.blue), channel(color.alpha))
        let matrix = "\(r) 0 0 0 0 0 \(g) 0 0 0 0 0 \(b) 0 0 0 0 0 \(a) 0"
        let svg = Element(
            "svg", id: path.raw + "cs",
            attributes: [Attribute("class", "fx"), Attribute("aria-hidden", "true"), Attribute("width", "0"), Attribute("height", "0")],
            children: [
                .element(
                    Element(
                        "filter", id: filterID, attributes: [Attribute("color-interpolation-filters", "sRGB")],
                        children: [
                            .element(
                                Element(
                                    "feColorMatrix", id: path.raw + "cx",
                                    attributes: [Attribute("type", "matrix"), Attribute("values", matrix)]))
                        ]))
            ])
        return Layout.modify(content(path.modified, env), path, env, canMerge: { _ in false }) { box in
            box.children.insert(.element(svg), at: 0)
            box.addStyle("filter", "url(#" + filterID + ")")
        }
    }
}

extension View {
    /// Multiplies the view's colors by `color` (a tint: `.colorMultiply(.red)` keeps only the red).
    @inlinable public func colorMultiply(_ color: Color) -> some View {
        modifier(ModifierFactory.colorMultiply(color))
    }
}

extension ModifierFactory {
    @usableFromInline static func colorMultiply(_ color: Color) -> some ViewModifier { ColorMultiplyModifier(color: color) }
}
