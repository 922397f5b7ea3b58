import LiveHTML
import Testing

@testable import LiveUI

/// The one-pass readers of `class` and `style` (ElementStyling.swift) against
/// the token searches they stand in for.
@Suite @MainActor struct ElementStylingTests {
    @Test(arguments: [
        nil, "", "lx", "ly", "lx ly", "ly lx", "zs lx", "zs ly extra", "lxx", "xlx", "l", "lx-", " lx", "lx ", "a  ly", "fill lx ly zs",
        "LX", "lxly",
    ])
    func expansionReadsTheClassListAsTheTokenSearchesDo(_ classes: String?) {
        let e = Element("div", id: "r", attributes: classes.map { [Attribute("class", $0)] } ?? [])
        #expect(e.expansion == (e.hasClass("lx"), e.hasClass("ly")), "\(classes ?? "none")")
    }

    @Test(arguments: [
        nil, "", "padding:4px", "width:10px;padding:4px", "padding-left:4px", "opacity:0.3;width:1px", "color:red", "x;padding:1px",
        "border-radius:3px", "transform:none;", ";margin:0",
    ])
    func paddingMergesAsTheStyleSearchesSay(_ style: String?) {
        let e = Element("div", id: "r", attributes: style.map { [Attribute("style", $0)] } ?? [])
        let blocked = [
            "padding", "background", "border", "border-radius", "transform", "opacity", "margin", "clip-path", "mask", "outline",
        ]
        .contains { e.hasStyle($0) }
        #expect(PaddingModifier.canMerge(e) == !blocked, "\(style ?? "none")")
    }

    @Test func stylesAppendInOrderWithOneSeparator() {
        var e = Element("div", id: "r")
        e.addStyle("width", "10px")
        e.addStyle("padding", "4px 8px")
        #expect(e[attribute: "style"] == "width:10px;padding:4px 8px")
        var empty = Element("div", id: "r", attributes: [Attribute("style", "")])
        empty.addStyle("opacity", "0.5")
        #expect(empty[attribute: "style"] == "opacity:0.5")
    }

    /// `joined` writes its parts' bytes into one string of the final size:
    /// small and large results, empty parts, text of several bytes a character.
    @Test func joinedWritesEveryPartOnce() {
        #expect(Element.joined("a", UInt8(ascii: ":"), "b") == "a:b")
        #expect(Element.joined("", UInt8(ascii: " "), "") == " ")
        #expect(Element.joined("font-family", UInt8(ascii: ":"), "\"Zapfino\", serif") == "font-family:\"Zapfino\", serif")
        let long = String(repeating: "gap:15px;", count: 20)
        #expect(Element.joined(long, UInt8(ascii: ";"), "content:\"é → 🙂\"", UInt8(ascii: ":"), "x") == long + ";content:\"é → 🙂\":x")
        var e = Element("div", id: "r", attributes: [Attribute("class", "zs")])
        e.addClass("lx")
        e.addClass("lx")
        #expect(e[attribute: "class"] == "zs lx")
    }

    /// Whole lengths are written as bytes; the same text as `String(n) + "px"`.
    @Test func wholePixelsPrintAsIntegersDo() {
        for n in [0, 1, -1, 9, 10, 15, -16, 99, 100, 1234, -98_765, 999_999_999, -999_999_999] {
            #expect(Layout.wholePixels(n) == String(n) + "px")
        }
        #expect(Layout.px(12) == "12px")
        #expect(Layout.px(-0.0) == "0px")
        #expect(Layout.px(1.255) == "1.25px" || Layout.px(1.255) == "1.26px")
    }
}
