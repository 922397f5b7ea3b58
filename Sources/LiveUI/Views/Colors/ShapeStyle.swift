import LiveHTML

/// Something that can paint a shape or text: a color, a gradient, or one of
/// the hierarchical styles (`.primary`, `.secondary`, …, `.tint`, `.background`).
public protocol ShapeStyle: Sendable {}

/// A `ShapeStyle` LiveUI knows how to express in CSS.
@MainActor
protocol CSSPaint {
    /// A CSS `<color>`, or for gradients a CSS `<image>` (valid only as a background).
    var css: String { get }
    /// Whether `css` is an image (a gradient) rather than a color.
    var isImage: Bool { get }
    /// A color standing in for an image where CSS takes only colors (an outline).
    var solidCSS: String { get }
}

extension CSSPaint {
    var isImage: Bool { false }
    var solidCSS: String { css }
}

extension ShapeStyle {
    @MainActor
    /// CSS for this style; styles LiveUI can't express fall back to the text color.
    var cssPaint: String { (self as? CSSPaint)?.css ?? "currentColor" }

    @MainActor
    var paint: any CSSPaint { (self as? CSSPaint) ?? HierarchicalShapeStyle.primary }
}

/// The levels of the current foreground style. Their colors come from CSS
/// variables in `liveui.css` (`--lv-2` … `--lv-5`), mixed with the inherited
/// text color, so a `.secondary` under `.foregroundStyle(.red)` is a paler red,
/// as in SwiftUI; `.foregroundStyle(_:_:)` names the second and third levels
/// explicitly (`--lv-fg2`, `--lv-fg3`).
public struct HierarchicalShapeStyle: ShapeStyle, CSSPaint, Hashable {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 1)
    public static let secondary = HierarchicalShapeStyle(level: 2)
    public static let tertiary = HierarchicalShapeStyle(level: 3)
    public static let quaternary = HierarchicalShapeStyle(level: 4)
    public static let quinary = HierarchicalShapeStyle(level: 5)

    var css: String {
        switch level {
        case 1: return "currentColor"
        case 2: return "var(--lv-fg2,var(--lv-2))"
        case 3: return "var(--lv-fg3,var(--lv-3))"
        default: return "var(--lv-\(level))"
        }
    }
}

/// The accent of controls and links: `.tint(_:)` sets it for a subtree.
public struct TintShapeStyle: ShapeStyle, CSSPaint, Hashable {
    public init() {}
    var css: String { "var(--lv-tint)" }
}

/// The page's background color.
public struct BackgroundStyle: ShapeStyle, CSSPaint, Hashable {
    public init() {}
    var css: String { "var(--lv-bg)" }
}

/// The current foreground style itself.
public struct ForegroundStyle: ShapeStyle, CSSPaint, Hashable {
    public init() {}
    var css: String { "currentColor" }
}

@MainActor
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

@MainActor
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

@MainActor
extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

@MainActor
extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// Colors where a style is expected: `.foregroundStyle(.red)`, `.fill(.blue)`.
@MainActor
extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
}

/// Any shape style, its type erased (`AnyShapeStyle(condition ? .red : .blue.gradient)`
/// lets two kinds of style share one variable): paints as the style it holds.
public struct AnyShapeStyle: ShapeStyle, CSSPaint {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = style }
    var css: String { base.paint.css }
    var isImage: Bool { base.paint.isImage }
    var solidCSS: String { base.paint.solidCSS }
}
