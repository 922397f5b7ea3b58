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
}
