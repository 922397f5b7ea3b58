import LiveHTML

/// Text: one or more runs, each with its own look (see `TextRun`). Always
/// escaped on the way to HTML.
///
/// As in SwiftUI, a string literal is a `LocalizedStringKey`: its
/// interpolations may carry `specifier:` or `format:` and its Markdown is
/// rendered (`Text("**Hi** \(name)")`), while a `String` value is shown
/// verbatim (`Text(name)`, `Text(verbatim:)`).
public struct Text: View, PrimitiveView, Equatable {
    var runs: [TextRun]

    init(runs: [TextRun]) { self.runs = runs }

    /// A literal (or a `LocalizedStringKey`): Markdown and interpolations.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = key.resolvedRuns()
    }

    /// A string value, shown as it is. Disfavored, as in SwiftUI, so that a
    /// literal is a `LocalizedStringKey`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [TextRun(String(content))] }
    public init(verbatim content: String) { runs = [TextRun(content)] }

    /// A symbol as text: it takes the text's font and color.
    public init(_ image: Image) {
        runs = image.textRuns
    }

    /// The characters of the text, without styling (for labels and tests).
    var content: String { runs.map(\.plainText).joined() }

    public typealias Body = Never

    /// Concatenation keeps each side's own styling.
    public static func + (a: Text, b: Text) -> Text { Text(runs: a.runs + b.runs) }

    /// Sets `value` at `keyPath` in every run that has not set it.
    func setting<T>(_ keyPath: WritableKeyPath<TextRunStyle, T?>, _ value: T?) -> Text {
        guard let value else { return self }
        var out = self
        for i in out.runs.indices where out.runs[i].style[keyPath: keyPath] == nil {
            out.runs[i].style[keyPath: keyPath] = value
        }
        return out
    }

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        // Most texts are one unstyled run: no hoisting, one text node.
        if runs.count == 1, case .string(let s) = runs[0].content, runs[0].style.isEmpty {
            // An empty string is no text node at all, as in the browser's DOM, which parses `<span></span>`
            // with no child: a `.text("")` kept the page a test driver rebuilds from HTML apart from the server's tree.
            var e = Element("span", id: path.raw, attributes: [Attribute("class", "tx")], children: s.isEmpty ? [] : [.text(s)])
            if let lines = env.lineLimit { e.clampLines(lines) }
            return [.element(e)]
        }
        var runs = self.runs
        // A property every run shares goes on the outer element (a whole title is a heading).
        var outer = TextRunStyle()
        // A loop, not `allSatisfy { }`: a closure here trips the release build's region
        // isolation check (the key path "sent" into a main-actor closure).
        func hoist<T: Equatable>(_ keyPath: WritableKeyPath<TextRunStyle, T?>) {
            guard let first = runs.first?.style[keyPath: keyPath] else { return }
            for run in runs where run.style[keyPath: keyPath] != first { return }
            outer[keyPath: keyPath] = first
            for i in runs.indices { runs[i].style[keyPath: keyPath] = nil }
        }
        if runs.count == 1 {
            // One run (`Text("Login").font(.title)`): all it has but a link or a code span
            // goes on the outer element. Key paths are generic at run time here: the ten
            // `hoist` calls below cost ≈ 3.5k instructions a styled text (callgrind, the
            // seed's login cycle: `Text.render` 64.0k → 29.2k).
            outer = runs[0].style
            outer.link = nil
            outer.code = nil
            runs[0].style = TextRunStyle(link: runs[0].style.link, code: runs[0].style.code)
        } else if !runs.isEmpty {
            hoist(\.font)
            hoist(\.weight)
            hoist(\.italic)
            hoist(\.color)
            hoist(\.underline)
            hoist(\.strikethrough)
            hoist(\.monospaced)
            hoist(\.monospacedDigit)
            hoist(\.letterSpacing)
            hoist(\.baselineOffset)
        }
        var children: [Node] = []
        for (i, run) in runs.enumerated() {
            let id = path.raw + ".r" + String(i)
            switch run.content {
            case .liveDate(let date, let style):
                // The browser ticks it (data-tick: style and the date in ms since 1970); the server's text is the first value.
                let ms = Int64((date.timeIntervalSince1970 * 1000).rounded())
                var e = Element(
                    "span", id: id, attributes: [Attribute("data-tick", style.tickName + ":" + String(ms))],
                    children: [.text(style.string(for: date, now: Date()))])
                run.style.apply(to: &e)
                children.append(.element(e))
            case .symbol(let name):
                var icon = SymbolIcons.icon(named: name, id: id, ctx)
                icon.addClass("sy")
                run.style.apply(to: &icon)
                children.append(.element(icon))
            case .string(let s):
                if s.isEmpty { continue }  // no text node, as in the browser's DOM (see the fast path above)
                if run.style.isEmpty {
                    // Adjacent plain runs are one text node, as the browser would merge them anyway.
                    if case .text(let previous)? = children.last {
                        children[children.count - 1] = .text(previous + s)
                    } else {
                        children.append(.text(s))
                    }
                    continue
                }
                let tag = run.style.link != nil ? "a" : run.style.code == true ? "code" : "span"
                var e = Element(tag, id: id, children: [.text(s)])
                if let href = run.style.link {
                    e[attribute: "href"] = href
                    e[attribute: "class"] = "lk"
                }
                run.style.apply(to: &e)
                children.append(.element(e))
            }
        }
        var e = Element("span", id: path.raw, attributes: [Attribute("class", "tx")], children: children)
        outer.apply(to: &e)
        if let lines = env.lineLimit { e.clampLines(lines) }
        // A titled Text outside a control is a heading, for screen readers too (an empty one is none:
        // screen readers announce an empty heading).
        if !env.inPhrasing, !children.isEmpty, let h = outer.font?.headingTag { e.tag = h }
        // An error or validation message is announced (Accessibility/AccessibilityLiveRegion.swift).
        LiveRegionDefaults.apply(to: &e, color: outer.color, env)
        return [.element(e)]
    }
}
