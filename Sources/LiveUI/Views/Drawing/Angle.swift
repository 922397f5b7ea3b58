import LiveHTML

/// A geometric angle, stored in radians, as SwiftUI's `Angle`.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double

    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()

    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    public static func += (a: inout Angle, b: Angle) { a.radians += b.radians }
    public static func -= (a: inout Angle, b: Angle) { a.radians -= b.radians }
    public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
    public static func * (k: Double, a: Angle) -> Angle { Angle(radians: a.radians * k) }
    public static func / (a: Angle, k: Double) -> Angle { Angle(radians: a.radians / k) }

    /// Degrees for CSS (`45deg`), rounded to hundredths so output is stable.
    var css: String { Layout.number(degrees) + "deg" }
}

extension UnitPoint {
    /// As a CSS position (`transform-origin`, gradient centers): `25% 100%`.
    var css: String { Layout.number(x * 100) + "% " + Layout.number(y * 100) + "%" }
}

extension Layout {
    /// A CSS number: an integer when whole, else rounded to hundredths.
    static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e9 { return String(Int(value)) }
        let r = (value * 100).rounded() / 100
        if r.rounded() == r, abs(r) < 1e9 { return String(Int(r)) }
        return String(r)
    }
}
