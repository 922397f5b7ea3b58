import LiveHTML

/// A color, and a view that fills its space with it.
public struct Color: View, PrimitiveView, ShapeStyle, CSSPaint, Hashable, Sendable, CustomStringConvertible {
    let red: Double, green: Double, blue: Double, alpha: Double
    /// What SwiftUI prints for the color (`purple`, `50% red`, `#FF8000FF`).
    public let description: String
    /// For system colors that follow the color scheme: the CSS variable
    /// (`label` → `--lv-label`, see SystemColors.swift) whose light value the components hold.
    let variable: String?

    nonisolated init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1, name: String, variable: String? = nil) {
        red = r
        green = g
        blue = b
        alpha = a
        description = name
        self.variable = variable
    }

    nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let hex = [red, green, blue, opacity].map { c -> String in
            let v = Int((min(max(c, 0), 1) * 255).rounded())
            return (v < 16 ? "0" : "") + String(v, radix: 16, uppercase: true)
        }.joined()
        self.init(red, green, blue, opacity, name: "#" + hex)
    }

    nonisolated public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

    nonisolated public init(_ uiColor: UIColor) {
        self.init(uiColor.red, uiColor.green, uiColor.blue, uiColor.alpha, name: uiColor.description, variable: uiColor.variable)
    }

    nonisolated private static func system(_ r: Int, _ g: Int, _ b: Int, _ name: String, alpha a: Double = 1) -> Color {
        Color(Double(r) / 255, Double(g) / 255, Double(b) / 255, a, name: name)
    }

    // iOS light-mode system colors.
    nonisolated public static let red = system(255, 59, 48, "red")
    nonisolated public static let orange = system(255, 149, 0, "orange")
    nonisolated public static let yellow = system(255, 204, 0, "yellow")
    nonisolated public static let green = system(52, 199, 89, "green")
    nonisolated public static let mint = system(0, 199, 190, "mint")
    nonisolated public static let teal = system(48, 176, 199, "teal")
    nonisolated public static let cyan = system(50, 173, 230, "cyan")
    nonisolated public static let blue = system(0, 122, 255, "blue")
    nonisolated public static let indigo = system(88, 86, 214, "indigo")
    nonisolated public static let purple = system(175, 82, 222, "purple")
    nonisolated public static let pink = system(255, 45, 85, "pink")
    nonisolated public static let brown = system(162, 132, 94, "brown")
    nonisolated public static let white = system(255, 255, 255, "white")
    nonisolated public static let gray = system(142, 142, 147, "gray")
    nonisolated public static let black = system(0, 0, 0, "black")
    nonisolated public static let clear = system(0, 0, 0, "clear", alpha: 0)
    nonisolated public static let primary = Color(0, 0, 0, name: "primary", variable: "label")
    nonisolated public static let secondary = Color(60 / 255, 60 / 255, 67 / 255, name: "secondary", variable: "secondary-label")
    nonisolated public static let accentColor = system(0, 122, 255, "accentColor")

    /// The same color, more transparent. Prints as SwiftUI does: `60% blue`.
    nonisolated public func opacity(_ opacity: Double) -> Color {
        Color(
            red, green, blue, alpha * min(max(opacity, 0), 1), name: "\(Int((opacity * 100).rounded()))% \(description)",
            variable: variable)
    }

    /// Nonisolated: `String(unsafeUninitializedCapacity:)` would otherwise take a
    /// main-actor closure, checked at run time on every call.
    nonisolated var css: String {
        if let variable { return Self.dynamicCSS(variable, alpha: alpha) }
        func c(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        let opaque = alpha >= 1
        let thousandths = (alpha * 1000).rounded()
        guard opaque || (thousandths >= 0 && thousandths < 1000) else {
            return "rgba(\(c(red)),\(c(green)),\(c(blue)),\(thousandths / 1000))"
        }
        // Colors are formatted on every render; printing a Double was most of
        // it. Three decimals, trailing zeros dropped, as Double prints them.
        // An opaque color too: its interpolated `rgb(…)` cost ≈ 1,300
        // instructions, 12.1k a login cycle (callgrind, `LiveBench N flow`).
        return String(unsafeUninitializedCapacity: 32) { out in
            var n = 0
            func put(_ byte: UInt8) {
                out[n] = byte
                n += 1
            }
            func digits(_ v: Int) {
                if v >= 100 { put(UInt8(ascii: "0") + UInt8(v / 100)) }
                if v >= 10 { put(UInt8(ascii: "0") + UInt8(v / 10 % 10)) }
                put(UInt8(ascii: "0") + UInt8(v % 10))
            }
            for byte in (opaque ? "rgb(" : "rgba(").utf8 { put(byte) }
            digits(c(red))
            put(UInt8(ascii: ","))
            digits(c(green))
            put(UInt8(ascii: ","))
            digits(c(blue))
            guard !opaque else {
                put(UInt8(ascii: ")"))
                return n
            }
            put(UInt8(ascii: ","))
            put(UInt8(ascii: "0"))
            put(UInt8(ascii: "."))
            var m = Int(thousandths)
            if m == 0 {
                put(UInt8(ascii: "0"))
            } else {
                var width = 3
                while m % 10 == 0 {
                    m /= 10
                    width -= 1
                }
                let scale = width == 3 ? 100 : width == 2 ? 10 : 1
                var unit = scale
                while unit > 0 {
                    put(UInt8(ascii: "0") + UInt8(m / unit % 10))
                    unit /= 10
                }
            }
            put(UInt8(ascii: ")"))
            return n
        }
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var e = Element(env.inPhrasing ? "span" : "div", id: path.raw, attributes: [Attribute("class", "fill lx ly")])
        e.addStyle("background", css)
        return [.element(e)]
    }
}
