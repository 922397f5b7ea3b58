import LiveHTML

/// Effects drawn with CSS `filter`: shadow, blur and color adjustments. They
/// follow the content's own shape (a shadow of text follows the letters), as
/// in SwiftUI. Several effects on one view are one `filter` list, applied in
/// the order the modifiers were written. A view clipped with `clip-path` is
/// wrapped first, since CSS clips after filtering and would cut the shadow off.
struct FilterModifier: PrimitiveModifier {
    let function: String

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        Layout.modify(
            content(path.modified, env), path, env,
            canMerge: { !$0.hasStyle("clip-path") && !$0.hasStyle("mask") && !$0.hasStyle("overflow") && !$0.hasStyle("opacity") }
        ) { e in
            if let existing = e.style("filter") {
                e.replaceStyle("filter", existing + " " + function)
            } else {
                e.addStyle("filter", function)
            }
        }
    }
}

extension Element {
    /// Sets one declaration of the `style` attribute, replacing its value if present.
    mutating func replaceStyle(_ property: String, _ value: String) {
        guard hasStyle(property), let style = self[attribute: "style"] else {
            addStyle(property, value)
            return
        }
        let prefix = property + ":"
        self[attribute: "style"] = style.split(separator: ";", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(prefix) ? prefix + value : String($0) }
            .joined(separator: ";")
    }

    /// Removes one declaration of the `style` attribute.
    mutating func removeStyle(_ property: String) {
        guard hasStyle(property), let style = self[attribute: "style"] else { return }
        let prefix = property + ":"
        let kept = style.split(separator: ";").filter { !$0.hasPrefix(prefix) }.joined(separator: ";")
        self[attribute: "style"] = kept.isEmpty ? nil : kept
    }
}

extension View {
    /// A shadow of the view's shape. SwiftUI's default color is black at 33 %.
    public func shadow(
        color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    )
        -> some View
    {
        modifier(FilterModifier(function: "drop-shadow(\(color.css) \(Layout.px(x)) \(Layout.px(y)) \(Layout.px(max(0, radius))))"))
    }

    /// A Gaussian blur. `opaque` (keep edges sharp) is not expressible in CSS and ignored.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(FilterModifier(function: "blur(\(Layout.px(max(0, radius))))"))
    }

    /// Removes `amount` (0 to 1) of the color saturation.
    public func grayscale(_ amount: Double) -> some View {
        modifier(FilterModifier(function: "grayscale(\(Layout.number(min(max(amount, 0), 1))))"))
    }

    /// Adds `amount` to the brightness: 0 keeps the view as it is, 1 is white.
    public func brightness(_ amount: Double) -> some View {
        modifier(FilterModifier(function: "brightness(\(Layout.number(max(0, 1 + amount))))"))
    }

    /// 1 keeps the contrast, 0 is gray, more is stronger.
    public func contrast(_ amount: Double) -> some View {
        modifier(FilterModifier(function: "contrast(\(Layout.number(max(0, amount))))"))
    }

    /// 1 keeps the saturation, 0 is gray, more is more vivid.
    public func saturation(_ amount: Double) -> some View {
        modifier(FilterModifier(function: "saturate(\(Layout.number(max(0, amount))))"))
    }

    public func hueRotation(_ angle: Angle) -> some View {
        modifier(FilterModifier(function: "hue-rotate(\(angle.css))"))
    }

    public func colorInvert() -> some View {
        modifier(FilterModifier(function: "invert(1)"))
    }
}
