/// UIKit's semantic colors, which follow the color scheme: each is a CSS
/// variable (`--lv-label`, …) that liveui.css defines for light and dark
/// ("Color scheme" section), so a page switches scheme without a render.
/// The components kept here are the light values (for `description` and
/// where CSS needs a plain color); alpha lives in the variable.
extension UIColor {
    public static let label = UIColor(0, 0, 0, variable: "label")
    public static let secondaryLabel = UIColor(60, 60, 67, variable: "secondary-label")
    public static let tertiaryLabel = UIColor(60, 60, 67, variable: "tertiary-label")
    public static let quaternaryLabel = UIColor(60, 60, 67, variable: "quaternary-label")
    public static let placeholderText = UIColor(60, 60, 67, variable: "placeholder")
    public static let link = UIColor(0, 122, 255, variable: "link")
    public static let separator = UIColor(60, 60, 67, variable: "separator")
    public static let opaqueSeparator = UIColor(198, 198, 200, variable: "opaque-separator")
    public static let systemBackground = UIColor(255, 255, 255, variable: "background")
    public static let secondarySystemBackground = UIColor(242, 242, 247, variable: "background-2")
    public static let tertiarySystemBackground = UIColor(255, 255, 255, variable: "background-3")
    public static let systemGroupedBackground = UIColor(242, 242, 247, variable: "grouped")
    public static let secondarySystemGroupedBackground = UIColor(255, 255, 255, variable: "grouped-2")
    public static let tertiarySystemGroupedBackground = UIColor(242, 242, 247, variable: "grouped-3")
    public static let systemFill = UIColor(120, 120, 128, variable: "fill")
    public static let secondarySystemFill = UIColor(120, 120, 128, variable: "fill-2")
    public static let tertiarySystemFill = UIColor(118, 118, 128, variable: "fill-3")
    public static let quaternarySystemFill = UIColor(116, 116, 128, variable: "fill-4")
    public static let systemGray2 = UIColor(174, 174, 178, variable: "gray-2")
    public static let systemGray3 = UIColor(199, 199, 204, variable: "gray-3")
    public static let systemGray4 = UIColor(209, 209, 214, variable: "gray-4")
    public static let systemGray5 = UIColor(229, 229, 234, variable: "gray-5")
    public static let systemGray6 = UIColor(242, 242, 247, variable: "gray-6")

    /// Every semantic color's variable, for the test that checks liveui.css defines each for both schemes.
    package static let schemeVariables = [
        "label", "secondary-label", "tertiary-label", "quaternary-label", "placeholder", "link", "separator", "opaque-separator",
        "background", "background-2", "background-3", "grouped", "grouped-2", "grouped-3", "fill", "fill-2", "fill-3", "fill-4",
        "gray-2", "gray-3", "gray-4", "gray-5", "gray-6",
    ]
}

extension Color {
    /// `Color(uiColor: .secondarySystemBackground)` (iOS 15), the same as `Color(_:)`.
    nonisolated public init(uiColor: UIColor) { self.init(uiColor) }

    /// A semantic color's CSS: its variable, mixed with transparency when made more transparent.
    nonisolated static func dynamicCSS(_ variable: String, alpha: Double) -> String {
        if alpha >= 1 { return "var(--lv-" + variable + ")" }
        let percent = Layout.number((max(alpha, 0) * 1000).rounded() / 10)
        return "color-mix(in srgb,var(--lv-" + variable + ") " + percent + "%,transparent)"
    }
}
