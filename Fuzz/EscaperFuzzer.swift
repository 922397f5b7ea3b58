// libFuzzer target: the two writers that read eight bytes at a time through
// pointers (issue #16). Any text, at any length and alignment: each writer's
// bytes must equal its `String` output and a scalar-by-scalar reference (the
// oracles JSONWriterTests and EscaperTests use; this target is built from
// LiveHTML's sources alone, so it keeps its own), and under ASan no write may
// leave its buffer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEscapers(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var json = ""
    JSONWriter.string(text, into: &json)
    var bytes = JSONBytes(headroom: 3)
    JSONWriter.string(text, into: &bytes)
    var jsonReference = "\""
    for c in text.unicodeScalars {
        switch c {
        case "\"": jsonReference += "\\\""
        case "\\": jsonReference += "\\\\"
        case "\n": jsonReference += "\\n"
        case "\r": jsonReference += "\\r"
        case "\t": jsonReference += "\\t"
        case "\u{2028}": jsonReference += "\\u2028"
        case "\u{2029}": jsonReference += "\\u2029"
        case "\u{0}"..."\u{1f}":
            let hex = String(c.value, radix: 16)
            jsonReference += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: jsonReference.unicodeScalars.append(c)
        }
    }
    jsonReference += "\""
    guard json == jsonReference, bytes.bytes == [0, 0, 0] + Array(json.utf8) else { fatalError("JSON differs for \(text.debugDescription)") }
    var html: [UInt8] = []
    HTMLEscaper.escape(text, into: &html)
    var reference = ""
    for c in text.unicodeScalars {
        switch c {
        case "&": reference += "&amp;"
        case "<": reference += "&lt;"
        case ">": reference += "&gt;"
        case "\"": reference += "&quot;"
        case "'": reference += "&#39;"
        case "\u{0}": reference += "\u{FFFD}"
        default: reference.unicodeScalars.append(c)
        }
    }
    guard html == Array(reference.utf8), HTMLEscaper.escape(text) == reference else { fatalError("HTML differs for \(text.debugDescription)") }
    let element = Element("p", id: text, attributes: [Attribute("title", text)], children: [.text(text)])
    guard HTMLRenderer.html(element) == "<p id=\"\(reference)\" title=\"\(reference)\">\(reference)</p>" else {
        fatalError("rendered HTML differs for \(text.debugDescription)")
    }
    return 0
}
