import LiveHTML

/// How a built-in shape clips, as a CSS `clip-path` basic shape. `circle()` and
/// `ellipse()` default to the closest side, which is SwiftUI's inscribed circle
/// and ellipse; a capsule is a rectangle with radii CSS scales down to half the
/// shorter side.
@MainActor
protocol ClipPathShape {
    var clipPath: String? { get }
}

extension Rectangle: ClipPathShape { var clipPath: String? { "inset(0)" } }
extension RoundedRectangle: ClipPathShape { var clipPath: String? { "inset(0 round \(Layout.px(cornerRadius)))" } }
extension Circle: ClipPathShape { var clipPath: String? { "circle()" } }
extension Ellipse: ClipPathShape { var clipPath: String? { "ellipse()" } }
extension Capsule: ClipPathShape { var clipPath: String? { "inset(0 round 9999px)" } }
extension _ShapeView: ClipPathShape { var clipPath: String? { (shape as? ClipPathShape)?.clipPath } }

/// Clips a view to a shape (`clipShape`, `clipped`, and `mask` with a shape).
/// Merged into the view's element unless it is transformed (CSS would move
/// the clip with it, SwiftUI clips the frame it had) or already clipped.
struct ClipModifier: PrimitiveModifier {
    let clipPath: String?
    /// What to name in the render warning when the shape cannot be expressed.
    let unsupported: String

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let nodes = content(path.modified, env)
        guard let clipPath else {
            ctx.warn("\(unsupported) cannot be drawn in a browser yet; the view is shown unclipped")
            return nodes
        }
        return Layout.modify(
            nodes, path, env,
            canMerge: { !$0.hasStyle("clip-path") && !$0.hasStyle("transform") && !$0.hasStyle("mask") }
        ) { e in e.addStyle("clip-path", clipPath) }
    }
}

/// Masks a view with another: a shape clips it, a gradient or color becomes
/// a CSS `mask-image` (its alpha hides, as in SwiftUI). A color or gradient
/// masked by text becomes that text painted with the gradient, the usual way
/// SwiftUI code draws gradient text. Other masks are not drawn (a render warning).
struct MaskModifier<Mask: View>: PrimitiveModifier {
    let mask: Mask

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        if let shape = mask as? ClipPathShape {
            return ClipModifier(clipPath: shape.clipPath, unsupported: "mask(\(Mask.self))").apply(content, ctx, path, env)
        }
        // Any other shape clips as `clipShape` does.
        if let shape = mask as? any Shape {
            func clip<T: Shape>(_ shape: T) -> [Node] { ShapeClipModifier(shape: shape, eoFill: false).apply(content, ctx, path, env) }
            return clip(shape)
        }
        let nodes = content(path.modified, env)
        if let paint = mask as? CSSPaint {
            let image = paint.isImage ? paint.css : "linear-gradient(\(paint.css),\(paint.css))"
            return Layout.modify(nodes, path, env, canMerge: { !$0.hasStyle("mask") && !$0.hasStyle("transform") }) { e in
                e.addStyle("mask", image)
            }
        }
        let maskNodes = ctx.render(mask, path.child("mask"), env)
        if nodes.count == 1, case .element(let fill) = nodes[0], fill.hasClass("fill"), let paint = fill.style("background"),
            maskNodes.count == 1, case .element(var text) = maskNodes[0], !text.hasStyle("background")
        {
            text.paintText(with: paint)
            return [.element(text)]
        }
        ctx.warn("mask(\(Mask.self)) cannot be drawn in a browser yet; the view is shown unmasked")
        return nodes
    }
}

extension Element {
    /// Paints the element's text with a CSS image (a gradient) instead of a color.
    mutating func paintText(with image: String) {
        addStyle("background", image)
        addStyle("-webkit-background-clip", "text")
        addStyle("background-clip", "text")
        replaceStyle("color", "transparent")
    }
}

/// How overlapping parts of a path are filled (source compatibility: built-in shapes have none).
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension View {
    @inlinable public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ModifierFactory.clipShape(shape, style: style))
    }

    /// Clips to the view's frame.
    @inlinable public func clipped(antialiased: Bool = false) -> some View {
        modifier(ModifierFactory.clipped(antialiased: antialiased))
    }

    @inlinable public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(ModifierFactory.mask(mask))
    }

    /// The mask is centered (alignment is accepted; CSS masks cover the whole view).
    @inlinable public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(ModifierFactory.mask(alignment: alignment, mask))
    }

}

// SwiftUI's shorthand shapes: `.clipShape(.rect(cornerRadius: 8))`, `.background(.blue, in: .capsule)`.
extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func clipped(antialiased: Bool) -> some ViewModifier {
        ClipModifier(clipPath: "inset(0)", unsupported: "clipped()")
    }

    @usableFromInline static func mask<Mask: View>(_ mask: Mask) -> some ViewModifier {
        MaskModifier(mask: mask)
    }

    @usableFromInline static func mask<Mask: View>(alignment: Alignment, _ mask: () -> Mask) -> some ViewModifier {
        MaskModifier(mask: mask())
    }

    @usableFromInline static func clipShape<S: Shape>(_ shape: S, style: FillStyle) -> some ViewModifier {
        ShapeClipModifier(shape: shape, eoFill: style.isEOFilled)
    }
}
