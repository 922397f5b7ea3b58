// The browser client as it is served: the parts under `Public/liveui/`,
// joined in name order inside one function scope, as `/liveui.js`. Parts are
// small files of plain function declarations (the client had grown to 878
// lines in one file); pages still load one script, so first loads cost one
// request, as before. Pure, so the build tool (AssetEmbedder), the server's
// `LIVEUI_PUBLIC` overlay and the tests all assemble it the same way.
//
// Tests/JS/liveui.js joins the parts the same way for node: keep
// `prologue` and `epilogue` in step with it.

/// Turns the files of a `Public/` folder into the files served.
public enum ClientBundle {
    /// Where the parts live, under `Public/`.
    public static let partsFolder = "/liveui/"
    /// The one script pages load.
    public static let scriptPath = "/liveui.js"

    static let prologue = """
        // LiveUI browser client: joins the page's session over a WebSocket, sends
        // clicks and keystrokes, applies the server's patches. No dependencies;
        // the wire protocol is docs/protocol.md. Built from Public/liveui/*.js.
        (function (global) {
        'use strict';

        """
    static let epilogue = "})(typeof globalThis !== 'undefined' ? globalThis : this);\n"

    /// `files` (path with a leading slash → bytes) as served: the parts under
    /// `partsFolder` replaced by the one script joining the `.js` ones (when
    /// there are any), and every script compacted when `compacting`.
    public static func assemble(_ files: [String: [UInt8]], compacting: Bool) -> [String: [UInt8]] {
        var served = files.filter { !$0.key.hasPrefix(partsFolder) }
        let parts = files.filter { $0.key.hasPrefix(partsFolder) && $0.key.hasSuffix(".js") }
            .sorted { $0.key < $1.key }
            .map { String(decoding: $0.value, as: UTF8.self) }
        if !parts.isEmpty { served[scriptPath] = Array(join(parts).utf8) }
        guard compacting else { return served }
        for (path, bytes) in served where path.hasSuffix(".js") {
            served[path] = Array(compact(String(decoding: bytes, as: UTF8.self)).utf8)
        }
        return served
    }

    /// The parts inside one function scope, each ending with a newline.
    public static func join(_ parts: [String]) -> String {
        prologue + parts.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined() + epilogue
    }

    /// A script as browsers get it: without its comment lines, indentation and
    /// blank lines, which make a third of the client (12.3 → 8.8 KB gzipped)
    /// and none of its behaviour. Only whole comment lines go: a `//` after
    /// code may be inside a string (`'wss://'`). The client uses no template
    /// literals, whose lines could start with `//`; a test checks the rule.
    public static func compact(_ text: String) -> String {
        var out: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            out.append(trimmed)
        }
        return out.joined(separator: "\n") + "\n"
    }
}
