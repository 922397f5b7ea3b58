import LiveHTML

/// One stretch of a `Text` with its own look: what `+` keeps apart and a
/// Markdown key splits into. A modifier applied to a `Text` sets a property
/// on every run that has not set it yet, so the innermost setting wins, as
/// in SwiftUI (`(Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue)`:
/// "a" red, "b" blue).
struct TextRun: Equatable, Sendable {
    enum Content: Equatable, Sendable {
        case string(String)
        /// An `Image(systemName:)` interpolated into the text, drawn at the text's size.
        case symbol(String)
        /// A date in a style that changes with time (relative, offset, timer): worked
        /// out at each render, and kept current between renders by liveui.js.
        case liveDate(Date, Text.DateStyle)
    }

    var content: Content
    var style = TextRunStyle()

    init(_ string: String, style: TextRunStyle = TextRunStyle()) {
        content = .string(string)
        self.style = style
    }

    init(symbol name: String) { content = .symbol(name) }

    var plainText: String {
        switch content {
        case .string(let s): return s
        case .symbol: return ""
        case .liveDate(let date, let style): return style.string(for: date, now: Date())
        }
    }
}

/// The look of a run. Every property is optional: nil means "inherit".
struct TextRunStyle: Equatable, Sendable {
    var font: Font?
    var weight: Font.Weight?
    var italic: Bool?
    /// A CSS color, or a CSS gradient (painted through the letters).
    var color: String?
    var underline: Decoration?
    var strikethrough: Decoration?
    var monospaced: Bool?
    var monospacedDigit: Bool?
    /// Extra space between letters, in points (`kerning` and `tracking` both map to letter-spacing).
    var letterSpacing: Double?
    var baselineOffset: Double?
    /// A safe `href` (see `TextRunStyle.safeHref`): the run renders as a link.
    var link: String?
    /// Markdown code span: the run renders as `<code>`.
    var code: Bool?

    struct Decoration: Equatable, Sendable {
        var isActive: Bool
        var color: String?
    }

    var isEmpty: Bool { self == TextRunStyle() }

    /// Copies each property of `inner` that is set over this style: `inner` wins.
    func overlaid(with inner: TextRunStyle) -> TextRunStyle {
        var out = self
        out.font = inner.font ?? font
        out.weight = inner.weight ?? weight
        out.italic = inner.italic ?? italic
        out.color = inner.color ?? color
        out.underline = inner.underline ?? underline
        out.strikethrough = inner.strikethrough ?? strikethrough
        out.monospaced = inner.monospaced ?? monospaced
        out.monospacedDigit = inner.monospacedDigit ?? monospacedDigit
        out.letterSpacing = inner.letterSpacing ?? letterSpacing
        out.baselineOffset = inner.baselineOffset ?? baselineOffset
        out.link = inner.link ?? link
        out.code = inner.code ?? code
        return out
    }

    /// Writes the style's CSS onto `e`, leaving properties `e` already has
    /// (set by something more inner) alone.
    func apply(to e: inout Element) {
        func add(_ property: String, _ value: String) { if !e.hasStyle(property) { e.addStyle(property, value) } }
        if let font {
            let classes = e[attribute: "class"] ?? ""
            if !Element.containsToken(classes, "f-", separator: UInt8(ascii: " "), prefixOnly: true), !e.hasStyle("font-size") {
                if let c = font.cssClass { e.addClass(c) }
                for (p, v) in font.cssDeclarations { add(p, v) }
            }
        }
        if let weight { add("font-weight", String(weight.css)) }
        if let italic { add("font-style", italic ? "italic" : "normal") }
        if let color {
            // A gradient (`.foregroundStyle(LinearGradient(…))`) is a CSS <image>: it paints the
            // letters through background-clip, as the View-level foregroundStyle does.
            if color.hasSuffix(")"),
                ["linear-gradient(", "radial-gradient(", "conic-gradient(", "repeating-"].contains(where: color.hasPrefix)
            {
                add("background", color)
                add("-webkit-background-clip", "text")
                add("background-clip", "text")
                add("color", "transparent")
            } else {
                add("color", color)
            }
        }
        var lines: [String] = []
        var decorationColor: String?
        if let underline, underline.isActive {
            lines.append("underline")
            decorationColor = underline.color
        }
        if let strikethrough, strikethrough.isActive {
            lines.append("line-through")
            decorationColor = decorationColor ?? strikethrough.color
        }
        if !lines.isEmpty { add("text-decoration-line", lines.joined(separator: " ")) }
        if let decorationColor { add("text-decoration-color", decorationColor) }
        if monospaced == true { add("font-family", "ui-monospace,monospace") }
        if monospacedDigit == true { add("font-variant-numeric", "tabular-nums") }
        if let letterSpacing { add("letter-spacing", Layout.px(letterSpacing)) }
        if let baselineOffset, baselineOffset != 0 { add("vertical-align", Layout.px(baselineOffset)) }
    }

    /// Only web, mail and relative links: a `javascript:` (or any other
    /// scheme) URL must never reach an href. Nil when `url` is not allowed.
    static func safeHref(_ url: String) -> String? {
        let trimmed = url.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        // A scheme is letters, digits, + - . before the first colon, and before any / ? #.
        if let colon = trimmed.firstIndex(of: ":") {
            let head = trimmed[..<colon]
            if !head.contains(where: { $0 == "/" || $0 == "?" || $0 == "#" }) {
                let scheme = head.lowercased()
                return ["http", "https", "mailto"].contains(scheme) ? trimmed : nil
            }
        }
        // No scheme: a relative link, unless a control character could make a browser see one.
        guard !trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return nil }
        return trimmed
    }
}
