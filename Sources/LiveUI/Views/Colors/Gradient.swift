import LiveHTML

/// Colors at locations from 0 to 1, shared by the linear, radial and angular gradients.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colors spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }

    /// The CSS color-stop list, each location mapped into `from...to` of `unit`.
    /// CSS wants two stops at least: one color is given twice, none is transparent.
    @MainActor func cssStops(from: Double = 0, to: Double = 100, unit: String = "%") -> String {
        let sorted = stops.sorted { $0.location < $1.location }
        guard let first = sorted.first else { return "transparent,transparent" }
        let list = sorted.count == 1 ? [first, Stop(color: first.color, location: 1)] : sorted
        return list.map { stop in
            stop.color.css + " " + Layout.number(from + Double(stop.location) * (to - from)) + unit
        }.joined(separator: ",")
    }

    @MainActor var firstCSS: String { stops.min { $0.location < $1.location }?.color.css ?? "transparent" }
}

/// The body shared by gradients: as a view, a gradient fills the space offered, like `Color`.
@MainActor
protocol GradientPaint: CSSPaint {
    var gradient: Gradient { get }
}

extension GradientPaint {
    var isImage: Bool { true }
    var solidCSS: String { gradient.firstCSS }

    func renderFill(_ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var e = Element(env.inPhrasing ? "span" : "div", id: path.raw, attributes: [Attribute("class", "fill lx ly")])
        e.addStyle("background", css)
        return [.element(e)]
    }
}

/// A gradient along the line from `startPoint` to `endPoint` (unit points of the view's bounds).
public struct LinearGradient: ShapeStyle, View, PrimitiveView, GradientPaint {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] { renderFill(path, env) }

    /// Between opposite edges or corners, CSS's `to <side>` keywords match SwiftUI
    /// on boxes of any shape. Other lines are worked out in a square box: the CSS
    /// angle of the line, and the start and end projected onto CSS's gradient line.
    var css: String {
        let dx = endPoint.x - startPoint.x
        let dy = endPoint.y - startPoint.y
        let coordinates: [Double] = [startPoint.x, startPoint.y, endPoint.x, endPoint.y]
        let onGrid = coordinates.allSatisfy { (v: Double) -> Bool in v == 0 || v == 0.5 || v == 1 }
        if onGrid, startPoint.x + endPoint.x == 1, startPoint.y + endPoint.y == 1, dx != 0 || dy != 0 {
            let vertical = dy > 0 ? "bottom" : dy < 0 ? "top" : ""
            let horizontal = dx > 0 ? "right" : dx < 0 ? "left" : ""
            let side = [vertical, horizontal].filter { !$0.isEmpty }.joined(separator: " ")
            let direction = side == "bottom" ? "" : "to " + side + ","
            return "linear-gradient(" + direction + gradient.cssStops() + ")"
        }
        guard dx != 0 || dy != 0 else { return "linear-gradient(" + gradient.cssStops(from: 0, to: 0) + ")" }
        let angle = atan2(dx, -dy)
        let length = abs(sin(angle)) + abs(cos(angle))
        func project(_ p: UnitPoint) -> Double { ((p.x - 0.5) * sin(angle) - (p.y - 0.5) * cos(angle)) / length * 100 + 50 }
        let degrees = Angle(radians: angle).degrees
        return "linear-gradient(" + Layout.number(degrees < 0 ? degrees + 360 : degrees) + "deg,"
            + gradient.cssStops(from: project(startPoint), to: project(endPoint)) + ")"
    }
}

/// A gradient in circles around `center`, from `startRadius` to `endRadius` points.
public struct RadialGradient: ShapeStyle, View, PrimitiveView, GradientPaint {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] { renderFill(path, env) }

    var css: String {
        let at = center == .center ? "" : " at " + center.css
        return "radial-gradient(circle" + at + ","
            + gradient.cssStops(from: Double(startRadius), to: Double(endRadius), unit: "px") + ")"
    }
}

/// A gradient swept around `center`: SwiftUI's 0° points to the trailing edge and
/// turns clockwise, CSS's conic 0° points up, hence the quarter turn. Equal start
/// and end angles sweep the whole circle.
public struct AngularGradient: ShapeStyle, View, PrimitiveView, GradientPaint {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] { renderFill(path, env) }

    var css: String {
        let sweep = endAngle == startAngle ? 360 : endAngle.degrees - startAngle.degrees
        let at = center == .center ? "" : " at " + center.css
        return "conic-gradient(from " + Layout.number(startAngle.degrees + 90) + "deg" + at + ","
            + gradient.cssStops(from: 0, to: sweep, unit: "deg") + ")"
    }
}

/// `Color.blue.gradient`: the color, lighter at the top and a little darker at the bottom.
public struct AnyGradient: ShapeStyle, GradientPaint, Hashable {
    let base: Color

    var gradient: Gradient {
        func mixed(_ with: Double, _ t: Double) -> Color {
            Color(
                base.red + (with - base.red) * t, base.green + (with - base.green) * t, base.blue + (with - base.blue) * t,
                base.alpha, name: base.description)
        }
        return Gradient(colors: [mixed(1, 0.15), mixed(0, 0.08)])
    }

    var css: String { "linear-gradient(" + gradient.cssStops() + ")" }
}

extension Color {
    /// A gentle top-to-bottom gradient of this color.
    public var gradient: AnyGradient { AnyGradient(base: self) }
}

@MainActor
extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

@MainActor
extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    )
        -> RadialGradient
    {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    )
        -> RadialGradient
    {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

@MainActor
extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    )
        -> AngularGradient
    {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    )
        -> AngularGradient
    {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
