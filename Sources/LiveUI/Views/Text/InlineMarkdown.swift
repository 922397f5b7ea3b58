/// The inline Markdown SwiftUI renders in `Text` keys: `**bold**`,
/// `__bold__`, `*italic*`, `_italic_`, `***both***`, `~~strikethrough~~`,
/// `` `code` ``, `[links](https://…)` and backslash escapes. Block syntax
/// (headings, lists, quotes) stays as typed, as in SwiftUI's `Text`.
///
/// Interpolated values are opaque: they take the style of the Markdown
/// around them but are never parsed, so a user's `*` stays a `*`.
/// Links keep only http, https, mailto and relative URLs (anything else
/// renders as its text alone): no `javascript:` href can come out.
enum InlineMarkdown {
    enum Atom {
        case char(Character)
        case value(String)
        case runs([TextRun])

        var character: Character? {
            if case .char(let c) = self { return c }
            return nil
        }
    }

    static func runs(of segments: [LocalizedStringKey.Segment]) -> [TextRun] {
        var atoms: [Atom] = []
        for segment in segments {
            switch segment {
            case .literal(let s): atoms += s.map { Atom.char($0) }
            case .value(let s): atoms.append(.value(s))
            case .runs(let r): atoms.append(.runs(r))
            }
        }
        return merged(parse(atoms, 0..<atoms.count, TextRunStyle()))
    }

    /// Plain Markdown text (no interpolations), as `AttributedString(markdown:)` reads it.
    static func runs(of markdown: String) -> [TextRun] { runs(of: [.literal(markdown)]) }

    private static func parse(_ atoms: [Atom], _ range: Range<Int>, _ style: TextRunStyle) -> [TextRun] {
        var out: [TextRun] = []
        var buffer = ""
        func flush() {
            if !buffer.isEmpty { out.append(TextRun(buffer, style: style)) }
            buffer = ""
        }
        var i = range.lowerBound
        while i < range.upperBound {
            switch atoms[i] {
            case .value(let s):
                buffer += s
                i += 1
                continue
            case .runs(let runs):
                flush()
                // The interpolated text's own styling wins over the Markdown around it.
                out += runs.map { run in
                    var r = run
                    r.style = style.overlaid(with: run.style)
                    return r
                }
                i += 1
                continue
            case .char(let c):
                if c == "\\", i + 1 < range.upperBound, let next = atoms[i + 1].character, next.isASCII, next.isPunctuation || next.isSymbol
                {
                    buffer.append(next)
                    i += 2
                    continue
                }
                if c == "`", let close = find("`", count: 1, in: atoms, (i + 1)..<range.upperBound, flanking: false) {
                    flush()
                    var code = style
                    code.code = true
                    out.append(TextRun(text(atoms, (i + 1)..<close), style: code))
                    i = close + 1
                    continue
                }
                if c == "[", let (textEnd, urlEnd) = link(atoms, i, range.upperBound) {
                    flush()
                    var inner = style
                    inner.link = TextRunStyle.safeHref(text(atoms, (textEnd + 2)..<urlEnd))
                    out += parse(atoms, (i + 1)..<textEnd, inner)
                    i = urlEnd + 1
                    continue
                }
                if c == "*" || c == "_" || c == "~" {
                    let n = runLength(atoms, i, range.upperBound, c)
                    if let (count, close) = emphasis(atoms, i, n, range, c) {
                        flush()
                        var inner = style
                        if c == "~" {
                            inner.strikethrough = .init(isActive: true, color: nil)
                        } else {
                            if count >= 2 { inner.weight = .bold }
                            if count != 2 { inner.italic = true }
                        }
                        // Delimiters beyond what closes stay as text (`****` alone is four stars).
                        out += parse(atoms, (i + count)..<close, inner)
                        i = close + count
                        continue
                    }
                    buffer += String(repeating: c, count: n)
                    i += n
                    continue
                }
                buffer.append(c)
                i += 1
            }
        }
        flush()
        return out
    }

    /// The characters of `range` as text (interpolated values included, unparsed).
    private static func text(_ atoms: [Atom], _ range: Range<Int>) -> String {
        var s = ""
        for atom in atoms[range] {
            switch atom {
            case .char(let c): s.append(c)
            case .value(let v): s += v
            case .runs(let r): s += r.map(\.plainText).joined()
            }
        }
        return s
    }

    private static func runLength(_ atoms: [Atom], _ i: Int, _ end: Int, _ c: Character) -> Int {
        var n = 0
        while i + n < end, atoms[i + n].character == c { n += 1 }
        return n
    }

    private static func isSpace(_ atom: Atom?) -> Bool {
        guard let atom else { return true }
        return atom.character?.isWhitespace ?? false
    }

    private static func isWordCharacter(_ atom: Atom?) -> Bool {
        guard let atom else { return false }
        guard let c = atom.character else { return true }
        return c.isLetter || c.isNumber
    }

    /// For an opening run of `n` delimiters at `i`: how many it uses (1–3,
    /// or 2 for `~~`) and where the matching closing run starts.
    private static func emphasis(_ atoms: [Atom], _ i: Int, _ n: Int, _ range: Range<Int>, _ c: Character) -> (Int, Int)? {
        let count = c == "~" ? 2 : min(n, 3)
        guard n == count || (c != "~" && n > 3) else { return nil }
        guard n <= 3 else { return nil }
        let after = i + n < range.upperBound ? atoms[i + n] : nil
        guard !isSpace(after) else { return nil }
        // `snake_case`: an underscore inside a word is not emphasis.
        if c == "_", i > range.lowerBound, isWordCharacter(atoms[i - 1]) { return nil }
        guard let close = find(c, count: count, in: atoms, (i + n)..<range.upperBound, flanking: true) else { return nil }
        if c == "_", close + count < range.upperBound, isWordCharacter(atoms[close + count]) { return nil }
        return (count, close)
    }

    /// The start of the first run of exactly `count` `c`s in `range`, skipping
    /// escapes and code spans; with `flanking`, one not preceded by a space.
    private static func find(_ c: Character, count: Int, in atoms: [Atom], _ range: Range<Int>, flanking: Bool) -> Int? {
        var j = range.lowerBound
        while j < range.upperBound {
            guard let ch = atoms[j].character else {
                j += 1
                continue
            }
            if ch == "\\" && c != "`" {
                j += 2
                continue
            }
            if ch == "`" && c != "`" {
                if let end = find("`", count: 1, in: atoms, (j + 1)..<range.upperBound, flanking: false) {
                    j = end + 1
                    continue
                }
            }
            if ch == c {
                let n = runLength(atoms, j, range.upperBound, c)
                if n == count, !flanking || !isSpace(atoms[j - 1]) { return j }
                j += n
                continue
            }
            j += 1
        }
        return nil
    }

    /// For `[` at `i`: the index of the matching `]` and of the `)` closing the URL after it.
    private static func link(_ atoms: [Atom], _ i: Int, _ end: Int) -> (Int, Int)? {
        var depth = 0
        var j = i
        while j < end {
            if let ch = atoms[j].character {
                if ch == "\\" {
                    j += 2
                    continue
                }
                if ch == "[" { depth += 1 }
                if ch == "]" {
                    depth -= 1
                    if depth == 0 { break }
                }
            }
            j += 1
        }
        guard j < end, j + 1 < end, atoms[j + 1].character == "(" else { return nil }
        // The URL runs to the `)` that balances its `(`: `(https://x.y/a_(b))`.
        var k = j + 2
        var parens = 0
        while k < end {
            if let ch = atoms[k].character {
                if ch.isWhitespace { return nil }
                if ch == "(" { parens += 1 }
                if ch == ")" {
                    if parens == 0 { break }
                    parens -= 1
                }
            }
            k += 1
        }
        guard k < end else { return nil }
        return (j, k)
    }

    /// Joins neighbouring runs of the same style.
    private static func merged(_ runs: [TextRun]) -> [TextRun] {
        var out: [TextRun] = []
        for run in runs {
            if let last = out.last, last.style == run.style, case .string(let a) = last.content, case .string(let b) = run.content {
                out[out.count - 1].content = .string(a + b)
            } else {
                out.append(run)
            }
        }
        return out
    }
}
