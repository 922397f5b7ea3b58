import LiveHTML

/// A gradient in ellipses around `center` that fit the shape's frame: at
/// `endRadiusFraction` 0.5 the ellipse touches the frame's sides. A CSS
/// `radial-gradient` with radii of half the box each way.
public struct EllipticalGradient: ShapeStyle, View, PrimitiveView, GradientPaint {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] { renderFill(path, env) }

    /// Fractions of the frame (0.5: the sides) as percentages of the 50 % radii; a fraction that
    /// is not finite is 0, and none goes beyond 1,000 frames.
    var css: String {
        func percent(_ f: CGFloat) -> Double { f.isFinite ? Double(min(max(f, 0), 1000)) * 200 : 0 }
        return "radial-gradient(50% 50% at " + center.css + ","
            + gradient.cssStops(from: percent(startRadiusFraction), to: percent(endRadiusFraction)) + ")"
    }
}

@MainActor
extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
