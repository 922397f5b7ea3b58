/// Something that can paint a shape or text. LiveUI supports colors.
public protocol ShapeStyle: Sendable {}

/// A `ShapeStyle` LiveUI knows how to express in CSS.
@MainActor
protocol CSSPaint {
    var css: String { get }
}

extension ShapeStyle {
    @MainActor
    /// CSS for this style; styles LiveUI can't express fall back to the text color.
    var cssPaint: String { (self as? CSSPaint)?.css ?? "currentColor" }
}
