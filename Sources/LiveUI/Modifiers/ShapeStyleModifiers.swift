import LiveHTML

/// A shape style filling the space it is given: the layer of `.background(.blue)`
/// and `.overlay(.red.opacity(0.2))`. As a `fill` it merges into the element it
/// backs as a CSS background, like `Color`.
struct _StyleFill: View, PrimitiveView {
    let paint: any CSSPaint
    /// The rounding of the shape it is drawn in (`.background(.blue, in: Capsule())`).
    var borderRadius: String? = nil
    typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var e = Element(env.inPhrasing ? "span" : "div", id: path.raw, attributes: [Attribute("class", "fill lx ly")])
        e.addStyle("background", paint.css)
        if let borderRadius { e.addStyle("border-radius", borderRadius) }
        if let material = paint as? Material { e.addStyle("backdrop-filter", material.backdrop) }
        return [.element(e)]
    }
}

extension View {
    /// The view's background painted with a style: `.background(.blue)`, `.background(.ultraThinMaterial)`.
    @_disfavoredOverload
    @inlinable public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(ModifierFactory.background(style, ignoresSafeAreaEdges: edges))
    }

    /// The default background style (the page's background color).
    @inlinable public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle())
    }

    /// A shape filled with a style behind the view: `.background(.blue, in: RoundedRectangle(cornerRadius: 8))`.
    @inlinable public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(ModifierFactory.background(style, in: shape, fillStyle: fillStyle))
    }

    @inlinable public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    @_disfavoredOverload
    @inlinable public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(ModifierFactory.overlay(style, ignoresSafeAreaEdges: edges))
    }

    @inlinable public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(ModifierFactory.overlay(style, in: shape, fillStyle: fillStyle))
    }

    /// The accent of controls and links below (`--lv-tint`, read by `liveui.css`).
    @inlinable public func tint(_ tint: Color?) -> some View {
        modifier(ModifierFactory.tint(tint))
    }

    @_disfavoredOverload
    @inlinable public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(ModifierFactory.tint(tint))
    }

    /// What `.background` (the style) paints below: `--lv-bg`.
    @inlinable public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ModifierFactory.backgroundStyle(style))
    }

    /// The older name of `tint(_:)`.
    @inlinable public func accentColor(_ accentColor: Color?) -> some View {
        modifier(ModifierFactory.accentColor(accentColor))
    }

    /// How the view's colors mix with what is behind it (CSS `mix-blend-mode`).
    @inlinable public func blendMode(_ mode: BlendMode) -> some View {
        modifier(ModifierFactory.blendMode(mode))
    }

    /// Accepted for source compatibility: the browser composites each element already.
    @inlinable public func compositingGroup() -> some View {
        modifier(ModifierFactory.compositingGroup())
    }

    /// Accepted for source compatibility: the browser decides how to rasterize.
    @inlinable public func drawingGroup(opaque: Bool = false) -> some View {
        modifier(ModifierFactory.drawingGroup(opaque: opaque))
    }

    /// Two levels of foreground: the second is what `.secondary` paints below.
    @inlinable public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(ModifierFactory.foregroundStyle(primary, secondary))
    }

    /// Three levels of foreground: `.secondary` and `.tertiary` below paint with the second and third.
    @inlinable public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    )
        -> some View
    {
        modifier(ModifierFactory.foregroundStyle(primary, secondary, tertiary))
    }
}

extension Element {
    /// Whether the element's style is only paint a background can carry (fill,
    /// rounding, backdrop blur): a shadowed, clipped or moved fill stays a layer.
    /// Over the style's UTF-8 (`firstToken`): `Substring.hasPrefix` compared
    /// Characters, ≈ 21k instructions a call on the seed's login page (callgrind).
    var isPlainFill: Bool {
        guard let style = self[attribute: "style"] else { return true }
        return !Self.firstToken(in: style, separator: UInt8(ascii: ";")) { l, r in
            guard !r.isEmpty else { return false }
            let declaration = UnsafeBufferPointer(rebasing: l[r])
            return !Self.plainFillPrefixes.contains { declaration.starts(with: $0) }
        }
    }

    private static let plainFillPrefixes = ["background:", "border-radius:", "backdrop-filter:"].map { Array($0.utf8) }
}

struct TintModifier: PrimitiveModifier {
    let css: String?
    /// The CSS variable set: the tint, or the background style.
    var variable = "--lv-tint"

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        guard let css else { return content(path.modified, env) }
        return Layout.modify(content(path.modified, env), path, env, canMerge: { !$0.hasStyle(variable) }) { e in
            e.addStyle(variable, css)
        }
    }
}

/// The foreground style, at one to three levels. Like `foregroundColor`, the
/// innermost setting wins and CSS inheritance carries it down, so no wrapper.
/// A gradient paints text through `background-clip: text`, and fills a bare
/// shape (a shape drawn in the foreground color) directly.
struct ForegroundPaintModifier: PrimitiveModifier {
    let levels: [any CSSPaint]

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        content(path, env).map { node in
            guard case .element(var e) = node, !e.hasStyle("color"), let primary = levels.first else { return node }
            if primary.isImage {
                if e.hasClass("sh") {
                    // A shape drawn as SVG: its outline takes the gradient (ShapeSVG.repaint), else the first color.
                    if let style = primary as? any ShapeStyle, let painted = ShapeSVG.repaint(e, with: ShapePaint(style)) {
                        e = painted
                    } else {
                        e.addStyle("color", primary.solidCSS)
                    }
                } else if e.hasClass("fill"), e.style("background") == "currentColor" {
                    e.replaceStyle("background", primary.css)
                } else if !e.hasStyle("background") {
                    e.paintText(with: primary.css)
                } else {
                    e.addStyle("color", primary.solidCSS)
                }
            } else {
                e.addStyle("color", primary.css)
            }
            for (index, level) in levels.enumerated().dropFirst() where !e.hasStyle("--lv-fg\(index + 1)") {
                e.addStyle("--lv-fg\(index + 1)", level.solidCSS)
            }
            return .element(e)
        }
    }
}

/// Ways to blend a view with what is behind it; each is a CSS `mix-blend-mode`.
public enum BlendMode: Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, plusLighter

    var css: String {
        switch self {
        case .normal: return "normal"
        case .multiply: return "multiply"
        case .screen: return "screen"
        case .overlay: return "overlay"
        case .darken: return "darken"
        case .lighten: return "lighten"
        case .colorDodge: return "color-dodge"
        case .colorBurn: return "color-burn"
        case .softLight: return "soft-light"
        case .hardLight: return "hard-light"
        case .difference: return "difference"
        case .exclusion: return "exclusion"
        case .hue: return "hue"
        case .saturation: return "saturation"
        case .color: return "color"
        case .luminosity: return "luminosity"
        case .plusLighter: return "plus-lighter"
        }
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set) -> some ViewModifier {
        LayerModifier(layer: _StyleFill(paint: style.paint), alignment: .center, inFront: false)
    }

    @usableFromInline static func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle) -> some ViewModifier {
        LayerModifier(
            layer: _ShapeStyleFill(shape: shape, paint: style.paint, shapePaint: ShapePaint(style), eoFill: fillStyle.isEOFilled),
            alignment: .center, inFront: false)
    }

    @usableFromInline static func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set) -> some ViewModifier {
        LayerModifier(layer: _StyleFill(paint: style.paint), alignment: .center, inFront: true)
    }

    @usableFromInline static func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle) -> some ViewModifier {
        LayerModifier(
            layer: _ShapeStyleFill(shape: shape, paint: style.paint, shapePaint: ShapePaint(style), eoFill: fillStyle.isEOFilled),
            alignment: .center, inFront: true)
    }

    @usableFromInline static func tint(_ tint: Color?) -> some ViewModifier {
        TintModifier(css: tint?.css)
    }

    @usableFromInline static func tint<S: ShapeStyle>(_ tint: S?) -> some ViewModifier {
        TintModifier(css: tint.map { $0.paint.solidCSS })
    }

    @usableFromInline static func backgroundStyle<S: ShapeStyle>(_ style: S) -> some ViewModifier {
        TintModifier(css: style.paint.solidCSS, variable: "--lv-bg")
    }

    @usableFromInline static func accentColor(_ accentColor: Color?) -> some ViewModifier {
        TintModifier(css: accentColor?.css)
    }

    @usableFromInline static func blendMode(_ mode: BlendMode) -> some ViewModifier {
        EffectModifier(property: "mix-blend-mode", value: mode.css)
    }

    @usableFromInline static func compositingGroup() -> some ViewModifier {
        EnvironmentModifier { _ in }
    }

    @usableFromInline static func drawingGroup(opaque: Bool) -> some ViewModifier {
        EnvironmentModifier { _ in }
    }

    @usableFromInline static func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some ViewModifier {
        ForegroundPaintModifier(levels: [primary.paint, secondary.paint])
    }

    @usableFromInline static func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some ViewModifier {
        ForegroundPaintModifier(levels: [primary.paint, secondary.paint, tertiary.paint])
    }
}
