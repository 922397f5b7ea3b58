// The browser client as it is served: the script parts under
// `Public/liveui/`, joined in name order inside one function scope, as
// `/liveui.js`, and the style parts, joined in name order (the cascade's
// order), as `/liveui.css`. Parts are small files (the script had grown to
// 878 lines in one file, the style sheet to 507); pages still load one script
// and one style sheet, so first loads cost the same requests as before. Pure, so the build tool (AssetEmbedder), the server's
// `LIVEUI_PUBLIC` overlay and the tests all assemble it the same way.
//
// Parts under `Public/liveui/areas/` are areas (issue 16): each is served
// alone, as `/liveui-<name>.js`, inside a scope of its own, and the one
// script starts with their versions (`AREA_VERSIONS`); the page fetches an
// area when it first shows what the area handles (15-areas.js).
//
// Tests/JS/liveui.js joins the parts the same way for node (areas last, in
// the one scope): keep `prologue` and `epilogue` in step with it.

/// Turns the files of a `Public/` folder into the files served.
public enum ClientBundle {
    /// Where the parts live, under `Public/`.
    public static let partsFolder = "/liveui/"
    /// The one script pages load.
    public static let scriptPath = "/liveui.js"
    /// The one style sheet pages load.
    public static let stylePath = "/liveui.css"
    /// Where the areas' parts live, under `Public/`.
    public static let areasFolder = "/liveui/areas/"

    /// Where the area `name` is served.
    public static func areaPath(_ name: String) -> String { "/liveui-" + name + ".js" }

    static let prologue = """
        // LiveUI browser client: joins the page's session over a WebSocket, sends
        // clicks and keystrokes, applies the server's patches. No dependencies;
        // the wire protocol is docs/protocol.md. Built from Public/liveui/*.js.
        (function (global) {
        'use strict';

        """
    static let epilogue = "})(typeof globalThis !== 'undefined' ? globalThis : this);\n"
    /// An area runs after the one script, which gave it `LiveUI.area` to register with.
    static let areaPrologue = "(function (global) {\n'use strict';\nvar area = global.LiveUI.area;\n"

    /// `files` (path with a leading slash → bytes) as served: the parts under
    /// `partsFolder` replaced by the one script joining the `.js` ones and the
    /// one style sheet joining the `.css` ones (when there are any), and every
    /// script compacted when `compacting`.
    public static func assemble(_ files: [String: [UInt8]], compacting: Bool) -> [String: [UInt8]] {
        var served = files.filter { !$0.key.hasPrefix(partsFolder) }
        func parts(_ suffix: String, in folder: String = partsFolder) -> [(path: String, text: String)] {
            files.filter { $0.key.hasPrefix(folder) && $0.key.hasSuffix(suffix) && (folder == areasFolder || !$0.key.hasPrefix(areasFolder)) }
                .sorted { $0.key < $1.key }
                .map { ($0.key, String(decoding: $0.value, as: UTF8.self)) }
        }
        var areas: [(name: String, url: String)] = []
        for (path, text) in parts(".js", in: areasFolder) {
            let name = String(path.dropFirst(areasFolder.count).dropLast(3))
            let wrapped = areaPrologue + (text.hasSuffix("\n") ? text : text + "\n") + epilogue
            let bytes = Array((compacting ? compact(wrapped) : wrapped).utf8)
            served[areaPath(name)] = bytes
            areas.append((name, areaURL(name, bytes)))
        }
        let scripts = parts(".js").map(\.text)
        if !scripts.isEmpty { served[scriptPath] = Array(join(scripts, areas: areas).utf8) }
        let styles = parts(".css").map(\.text)
        if !styles.isEmpty { served[stylePath] = Array(styles.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined().utf8) }
        guard compacting else { return served }
        for (path, bytes) in served where path.hasSuffix(".js") || path.hasSuffix(".css") {
            let text = String(decoding: bytes, as: UTF8.self)
            served[path] = Array((path.hasSuffix(".js") ? compact(text) : compactStyles(text)).utf8)
        }
        return served
    }

    /// The parts inside one function scope, each ending with a newline,
    /// after the areas' versions (`AREA_VERSIONS`, only when there are areas).
    public static func join(_ parts: [String], areas: [(name: String, url: String)] = []) -> String {
        var table = ""
        if !areas.isEmpty {
            // Names are file names and URLs our own paths: nothing to escape in them but to be sure.
            func quoted(_ s: String) -> String { "'" + s.filter { $0 != "'" && $0 != "\\" && $0 != "\n" } + "'" }
            // Each area's version only: the page makes `/liveui-NAME.js?v=VERSION` of it (15-areas.js).
            // Whole URLs were 47 of the core's gzipped bytes more (eleven areas, 2026-12-07).
            func version(_ url: String) -> String { String(url.split(separator: "=").last ?? "") }
            func key(_ name: String) -> String { name.filter { $0.isASCII && ($0.isLetter || $0.isNumber) } }
            table = "var AREA_VERSIONS = {" + areas.map { key($0.name) + ":" + quoted(version($0.url)) }.joined(separator: ",") + "};\n"
        }
        return prologue + table + parts.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined() + epilogue
    }

    /// An area's URL as the one script names it: its path, versioned by its bytes with 8 hex
    /// digits (the first half of `version(of:)`). Every area's URL is in the core script
    /// the login page loads: 8 digits fewer each was 90 of its gzipped bytes (eleven areas,
    /// 2026-12-07), and 32 bits still tell one version of a file from the next.
    public static func areaURL(_ name: String, _ bytes: [UInt8]) -> String {
        areaPath(name) + "?v=" + version(of: bytes).prefix(8)
    }

    /// A file's version, as its URL carries it (`?v=`): FNV-1a over the bytes, 16 hex digits.
    public static func version(of bytes: [UInt8]) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// A style sheet as browsers get it: without its comments, indentation and
    /// blank lines (liveui.css gzipped: 8.9 → 6.3 KB, 2026-12-01), which
    /// change nothing a browser reads. A `/*` inside a quoted string is kept.
    public static func compactStyles(_ text: String) -> String {
        var out = ""
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if let q = quote {
                out.append(c)
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
                out.append(c)
            } else if c == "/", text[text.index(after: index)...].hasPrefix("*") {
                // Skip to the end of the comment (an unclosed one runs to the end, as in CSS).
                var end = text.index(index, offsetBy: 2)
                while end < text.endIndex, !text[end...].hasPrefix("*/") { end = text.index(after: end) }
                index = end < text.endIndex ? text.index(end, offsetBy: 2) : end
                continue
            } else {
                out.append(c)
            }
            index = text.index(after: index)
        }
        let lines = out.split(separator: "\n").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A script as browsers get it: without its comment lines, indentation and
    /// blank lines, which make a third of the client (12.3 → 8.8 KB gzipped)
    /// and none of its behaviour, and without the comments after code on a
    /// line (`withoutComments`: 171 B of the core's 10.3 KB gzipped,
    /// 2026-12-05). The client uses no template literals, whose lines could
    /// start with `//`; a test checks the rule.
    public static func compact(_ text: String) -> String {
        var out: [Substring] = []
        // Inside a `/* … */` left open on an earlier line: lines go as they are
        // until it closes (a `//` in such a comment, a URL say, is no comment).
        var open = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if open {
                out.append(trimmed)
                open = leavesCommentOpen(trimmed, inside: true)
                continue
            }
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            let code = withoutComments(trimmed)
            if !code.isEmpty { out.append(code) }
            open = leavesCommentOpen(code, inside: false)
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// Whether a `/*` on this line (or the one it continues, `inside`) is not closed by its end.
    /// It may overcount (a `/*` in a string or a regular expression), which only keeps lines whole.
    static func leavesCommentOpen(_ line: Substring, inside: Bool) -> Bool {
        let bytes = Array(line.utf8)
        var open = inside
        var i = 0
        while i + 1 < bytes.count {
            if !open, bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "*") {
                open = true
                i += 2
            } else if open, bytes[i] == UInt8(ascii: "*"), bytes[i + 1] == UInt8(ascii: "/") {
                open = false
                i += 2
            } else {
                i += 1
            }
        }
        return open
    }

    /// One line of script without the comments after its code (`// …` to the
    /// end, `/* … */` closed on the line), read left to right through quoted
    /// strings (`'wss://'` holds no comment). Any other `/` outside a string
    /// is a division or a regular expression, which a reader of one line
    /// cannot tell apart (`/'/g` holds a quote): the line is kept as it is
    /// from there. A string or comment left open keeps the whole line.
    static func withoutComments(_ line: Substring) -> Substring {
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let backslash = UInt8(ascii: "\\")
        let bytes = Array(line.utf8)
        guard bytes.contains(slash) else { return line }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var quote: UInt8?
        var i = 0
        scan: while i < bytes.count {
            let c = bytes[i]
            if let q = quote {
                out.append(c)
                if c == backslash, i + 1 < bytes.count {
                    out.append(bytes[i + 1])
                    i += 2
                    continue
                }
                if c == q { quote = nil }
                i += 1
                continue
            }
            switch c {
            case UInt8(ascii: "'"), UInt8(ascii: "\""):
                quote = c
                out.append(c)
                i += 1
            case slash where i + 1 < bytes.count && bytes[i + 1] == slash:
                break scan
            case slash where i + 1 < bytes.count && bytes[i + 1] == star:
                var end = i + 2
                while end + 1 < bytes.count, !(bytes[end] == star && bytes[end + 1] == slash) { end += 1 }
                guard end + 1 < bytes.count else { return line }
                i = end + 2
                // `a/*x*/b` is two tokens: a space stands where the comment stood.
                if let last = out.last, last != UInt8(ascii: " "), i < bytes.count, bytes[i] != UInt8(ascii: " ") {
                    out.append(UInt8(ascii: " "))
                }
            case slash:
                out.append(contentsOf: bytes[i...])
                break scan
            default:
                out.append(c)
                i += 1
            }
        }
        if quote != nil { return line }
        while let last = out.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { out.removeLast() }
        return Substring(String(decoding: out, as: UTF8.self))
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        var line = self.drop { $0 == " " || $0 == "\t" }
        while let last = line.last, last == " " || last == "\t" { line = line.dropLast() }
        return line
    }
}
