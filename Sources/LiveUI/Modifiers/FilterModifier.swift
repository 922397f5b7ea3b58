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
    @inlinable public func shadow(
        color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    )
        -> some View
    {
        modifier(ModifierFactory.shadow(color: color, radius: radius, x: x, y: y))
    }

    /// A Gaussian blur. `opaque` (keep edges sharp) is not expressible in CSS and ignored.
    @inlinable public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(ModifierFactory.blur(radius: radius, opaque: opaque))
    }

    /// Removes `amount` (0 to 1) of the color saturation.
    @inlinable public func grayscale(_ amount: Double) -> some View {
        modifier(ModifierFactory.grayscale(amount))
    }

    /// Adds `amount` to the brightness: 0 keeps the view as it is, 1 is white.
    @inlinable public func brightness(_ amount: Double) -> some View {
        modifier(ModifierFactory.brightness(amount))
    }

    /// 1 keeps the contrast, 0 is gray, more is stronger.
    @inlinable public func contrast(_ amount: Double) -> some View {
        modifier(ModifierFactory.contrast(amount))
    }

    /// 1 keeps the saturation, 0 is gray, more is more vivid.
    @inlinable public func saturation(_ amount: Double) -> some View {
        modifier(ModifierFactory.saturation(amount))
    }

    @inlinable public func hueRotation(_ angle: Angle) -> some View {
        modifier(ModifierFactory.hueRotation(angle))
    }

    @inlinable public func colorInvert() -> some View {
        modifier(ModifierFactory.colorInvert())
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) -> some ViewModifier {
        FilterModifier(function: "drop-shadow(\(color.css) \(Layout.px(x)) \(Layout.px(y)) \(Layout.px(max(0, radius))))")
    }

    @usableFromInline static func blur(radius: CGFloat, opaque: Bool) -> some ViewModifier {
        FilterModifier(function: "blur(\(Layout.px(max(0, radius))))")
    }

    @usableFromInline static func grayscale(_ amount: Double) -> some ViewModifier {
        FilterModifier(function: "grayscale(\(Layout.number(min(max(amount, 0), 1))))")
    }

    @usableFromInline static func brightness(_ amount: Double) -> some ViewModifier {
        FilterModifier(function: "brightness(\(Layout.number(max(0, 1 + amount))))")
    }

    @usableFromInline static func contrast(_ amount: Double) -> some ViewModifier {
        FilterModifier(function: "contrast(\(Layout.number(max(0, amount))))")
    }

    @usableFromInline static func saturation(_ amount: Double) -> some ViewModifier {
        FilterModifier(function: "saturate(\(Layout.number(max(0, amount))))")
    }

    @usableFromInline static func hueRotation(_ angle: Angle) -> some ViewModifier {
        FilterModifier(function: "hue-rotate(\(angle.css))")
    }

    @usableFromInline static func colorInvert() -> some ViewModifier {
        FilterModifier(function: "invert(1)")
    }
}
