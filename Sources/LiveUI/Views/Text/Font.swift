/// A text style. The built-in styles map to CSS classes sized like iOS's
/// Dynamic Type defaults; the title styles also choose heading elements.
public struct Font: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case style(String)
        case system(size: Double)
    }
    let kind: Kind
    var weight: Weight?
    var isItalic = false
    var design: Design?
    var tabularDigits = false
    /// A named font family (`Font.custom`), with the system font as fallback.
    var family: String?

    init(_ kind: Kind) { self.kind = kind }

    public static let largeTitle = Font(.style("lt"))
    public static let title = Font(.style("t1"))
    public static let title2 = Font(.style("t2"))
    public static let title3 = Font(.style("t3"))
    public static let headline = Font(.style("hl"))
    public static let subheadline = Font(.style("sh"))
    public static let body = Font(.style("bd"))
    public static let callout = Font(.style("co"))
    public static let footnote = Font(.style("fn"))
    public static let caption = Font(.style("c1"))
    public static let caption2 = Font(.style("c2"))

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        var f = Font(.system(size: Double(size)))
        f.weight = weight
        f.design = design
        return f
    }

    /// A text style in a design and weight: `.system(.largeTitle, design: .rounded)`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var f = style.font
        f.design = design
        f.weight = weight
        return f
    }

    /// A font by family name; the browser falls back to the system font when it lacks it.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        var f = Font(.system(size: Double(size)))
        f.family = name
        return f
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        custom(name, size: size)
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

    /// The Dynamic Type text styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var font: Font {
            switch self {
            case .largeTitle: return .largeTitle
            case .title: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .body: return .body
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption: return .caption
            case .caption2: return .caption2
            }
        }
    }

    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weight = weight
        return f
    }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }

    /// The heading level a `Text` with this font stands for, if any.
    var headingTag: String? {
        switch kind {
        case .style("lt"): return "h1"
        case .style("t1"): return "h2"
        case .style("t2"): return "h3"
        case .style("t3"): return "h4"
        default: return nil
        }
    }

    var cssClass: String? {
        if case .style(let name) = kind { return "f-" + name }
        return nil
    }

    var cssDeclarations: [(String, String)] {
        var out: [(String, String)] = []
        if case .system(let size) = kind { out.append(("font-size", Layout.px(size))) }
        if let weight { out.append(("font-weight", String(weight.css))) }
        if isItalic { out.append(("font-style", "italic")) }
        if design == .monospaced { out.append(("font-family", "ui-monospace,monospace")) }
        if design == .serif { out.append(("font-family", "ui-serif,serif")) }
        if design == .rounded { out.append(("font-family", "ui-rounded,system-ui,sans-serif")) }
        if let family {
            // Quoted as a CSS string; quotes and backslashes in the name are dropped, not escaped.
            let name = family.filter { $0 != "\"" && $0 != "\\" && $0 != ";" }
            out.append(("font-family", "\"" + name + "\",system-ui,sans-serif"))
        }
        if tabularDigits { out.append(("font-variant-numeric", "tabular-nums")) }
        return out
    }

    public struct Weight: Hashable, Sendable {
        let css: Int
        public static let ultraLight = Weight(css: 100)
        public static let thin = Weight(css: 200)
        public static let light = Weight(css: 300)
        public static let regular = Weight(css: 400)
        public static let medium = Weight(css: 500)
        public static let semibold = Weight(css: 600)
        public static let bold = Weight(css: 700)
        public static let heavy = Weight(css: 800)
        public static let black = Weight(css: 900)
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }
}

extension Font {
    /// How wide the letters are (iOS 16's `.fontWidth`): a CSS `font-stretch` percentage.
    public struct Width: Hashable, Sendable {
        /// SwiftUI's scale: -1 is narrowest, 0 standard, 1 widest (`.compressed` … `.expanded`).
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)

        /// 100 % is standard; CSS allows 50 %–200 %.
        var css: String {
            let v = value.isFinite ? value : 0
            return Layout.number(Double(min(max(100 + v * 125, 50), 200))) + "%"
        }
    }
}
