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
