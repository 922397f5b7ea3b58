import LiveHTML

/// The radius of each corner of a rectangle (`UnevenRoundedRectangle`).
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners are rounded each by its own radius: a CSS box with four
/// `border-radius` values (a radius that is negative or not a number is 0; CSS shrinks
/// radii that together exceed a side, as SwiftUI does).
public struct UnevenRoundedRectangle: Shape, PrimitiveView, CSSShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius),
            style: style)
    }

    private static func clean(_ r: CGFloat) -> CGFloat { r.isFinite && r > 0 ? min(r, 100_000) : 0 }

    /// CSS's order: top-left, top-right, bottom-right, bottom-left (leading is left: LiveUI lays out left to right).
    var borderRadius: String? {
        let r = cornerRadii
        return [r.topLeading, r.topTrailing, r.bottomTrailing, r.bottomLeading].map { Layout.px(Self.clean($0)) }.joined(separator: " ")
    }

    public func path(in rect: CGRect) -> Path {
        let half = min(rect.width, rect.height) / 2
        let r = cornerRadii
        let (tl, tr, br, bl) = (
            min(Self.clean(r.topLeading), half), min(Self.clean(r.topTrailing), half), min(Self.clean(r.bottomTrailing), half),
            min(Self.clean(r.bottomLeading), half)
        )
        var p = Path()
        p.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        p.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY), radius: tr)
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        p.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY), radius: br)
        p.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        p.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY), radius: bl)
        p.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        p.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY), radius: tl)
        p.closeSubpath()
        return p
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        [.element(shapeElement(path, env, fill: "currentColor", stroke: nil))]
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// `.clipShape(.rect(topLeadingRadius: 12, topTrailingRadius: 12))`: only the named corners rounded.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius, bottomTrailingRadius: bottomTrailingRadius,
            topTrailingRadius: topTrailingRadius, style: style)
    }

    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}
