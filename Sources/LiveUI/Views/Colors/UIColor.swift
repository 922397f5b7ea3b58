/// UIKit's color type, so code written against UIKit colors compiles.
public final class UIColor: Sendable, CustomStringConvertible {
    let red: Double, green: Double, blue: Double, alpha: Double
    /// For the semantic colors that follow the color scheme (SystemColors.swift): their CSS variable.
    let variable: String?

    /// As UIKit prints it. Made once: `Color(UIColor.cyan)` in a body asks for it at every
    /// render, and printing four doubles cost ≈ 4.3k instructions (callgrind, the seed's page).
    public let description: String

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.variable = nil
        description = Self.printed(red, green, blue, alpha)
    }

    init(_ r: Int, _ g: Int, _ b: Int, variable: String) {
        red = Double(r) / 255
        green = Double(g) / 255
        blue = Double(b) / 255
        alpha = 1
        self.variable = variable
        description = Self.printed(red, green, blue, alpha)
    }

    public convenience init(white: Double, alpha: Double) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    private static func printed(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> String {
        func f(_ v: Double) -> String { v.rounded() == v ? String(Int(v)) : String(v) }
        return "UIExtendedSRGBColorSpace \(f(red)) \(f(green)) \(f(blue)) \(f(alpha))"
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    private static func rgb(_ r: Int, _ g: Int, _ b: Int) -> UIColor {
        UIColor(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: 1)
    }
    public static let systemRed = rgb(255, 59, 48)
    public static let systemOrange = rgb(255, 149, 0)
    public static let systemYellow = rgb(255, 204, 0)
    public static let systemGreen = rgb(52, 199, 89)
    public static let systemTeal = rgb(48, 176, 199)
    public static let systemBlue = rgb(0, 122, 255)
    public static let systemIndigo = rgb(88, 86, 214)
    public static let systemPurple = rgb(175, 82, 222)
    public static let systemPink = rgb(255, 45, 85)
    public static let systemGray = rgb(142, 142, 147)
}
