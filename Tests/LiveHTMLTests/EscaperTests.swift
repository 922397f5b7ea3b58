import Testing

@testable import LiveHTML

@Suite struct EscaperTests {
    @Test func escapesTheFiveSpecialCharacters() {
        #expect(HTMLEscaper.escape(#"<a href="x">'&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    }

    @Test func leavesOrdinaryTextAlone() {
        #expect(HTMLEscaper.escape("Hello alice! 你好 🙂") == "Hello alice! 你好 🙂")
    }

    @Test func replacesNUL() {
        #expect(HTMLEscaper.escape("a\u{0}b") == "a\u{FFFD}b")
    }

    @Test func attributeValuesAndTextGoThroughTheEscaper() {
        let e = Element(
            "span", id: "x\"y", attributes: [Attribute("title", "<img src=x onerror=alert(1)>")],
            children: [.text("<script>alert(1)</script>")])
        let html = HTMLRenderer.html(e)
        #expect(html == #"<span id="x&quot;y" title="&lt;img src=x onerror=alert(1)&gt;">&lt;script&gt;alert(1)&lt;/script&gt;</span>"#)
        #expect(!html.contains("<img"))
        #expect(!html.contains("<script"))
    }

    @Test func voidElementsHaveNoClosingTag() {
        #expect(HTMLRenderer.html(Element("input", id: "i", attributes: [Attribute("value", "")])) == #"<input id="i" value="">"#)
    }

    @Test func attributesKeepInsertionOrder() {
        let e = Element("div", id: "d", attributes: [Attribute("z", "1"), Attribute("a", "2"), Attribute("m", "3")])
        #expect(HTMLRenderer.html(e) == #"<div id="d" z="1" a="2" m="3"></div>"#)
    }

    /// The escaper reads eight bytes at a time: each special character at every
    /// offset of a word and past a word's end, runs of them, and bytes that only
    /// look close to one (`#` and `(` follow `"` and `'`), against a byte-at-a-time reference.
    @Test func escapesAtEveryOffsetAsAByteLoopWould() {
        func reference(_ s: String) -> String {
            var out = ""
            for c in s.unicodeScalars {
                switch c {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\"": out += "&quot;"
                case "'": out += "&#39;"
                case "\u{0}": out += "\u{FFFD}"
                default: out.unicodeScalars.append(c)
                }
            }
            return out
        }
        let filler = Array("r.aa8g.1.t.fm:15px;0=9abcdefghijklmnopqrstuvwxyz")
        for special in ["&", "<", ">", "\"", "'", "\u{0}", "#", "(", "=", "?", "%", "é", "→", "🙂", "\"#", "'(", "<>&"] {
            for offset in 0..<20 {
                for length in [offset, 20, 40] where length >= offset {
                    let s = String(filler[0..<offset]) + special + String(filler[offset..<length])
                    #expect(HTMLEscaper.escape(s) == reference(s), "\(s.debugDescription)")
                    var bytes: [UInt8] = [1]
                    HTMLEscaper.escape(s, into: &bytes)
                    #expect(bytes == [1] + Array(reference(s).utf8))
                }
            }
            let run = String(repeating: special, count: 19)
            #expect(HTMLEscaper.escape(run) == reference(run))
        }
        // Through the renderer, whose buffer grows past its first size.
        let long = String(repeating: "a\"b<c>d&e'f", count: 200)
        let e = Element("div", id: "r.1", attributes: [Attribute("title", long)], children: [.text(long)])
        #expect(HTMLRenderer.html(e) == "<div id=\"r.1\" title=\"\(reference(long))\">\(reference(long))</div>")
    }
}
