import Testing

@testable import LiveHTML

/// A hibernating session's page (issue #16): packed into one buffer, unpacked
/// to an equal tree, attribute order and all; a buffer that is not a packing
/// unpacks to nil, never to a crash.
@Suite struct PackedElementTests {
    /// Equal, and equal byte for byte as HTML (`==` on strings is canonical
    /// equivalence, and `Element`'s ignores attribute order).
    func expectRoundTrip(_ e: Element, sourceLocation: SourceLocation = #_sourceLocation) {
        let back = PackedElement(e).unpacked()
        #expect(back == e, sourceLocation: sourceLocation)
        #expect(back?.isIdentical(to: e) == true, sourceLocation: sourceLocation)
        #expect(back.map { Array(HTMLRenderer.html($0).utf8) } == Array(HTMLRenderer.html(e).utf8), sourceLocation: sourceLocation)
    }

    /// "é" precomposed and decomposed are equal as Swift strings, not as bytes: each comes back as itself.
    @Test func canonicallyEqualStringsKeepTheirOwnBytes() {
        let page = Element(
            "div", id: "root", attributes: [Attribute("title", "caf\u{E9}")],
            children: [
                .element(Element("p", id: "a", children: [.text("caf\u{E9}")])),
                .element(Element("p", id: "b", attributes: [Attribute("title", "cafe\u{301}")], children: [.text("cafe\u{301}")])),
            ])
        expectRoundTrip(page)
        let texts = PackedElement(page).unpacked()?.allElements().flatMap { $0.children }.compactMap { node -> [UInt8]? in
            if case .text(let t) = node { return Array(t.utf8) }
            return nil
        }
        #expect(texts == [Array("caf\u{E9}".utf8), Array("cafe\u{301}".utf8)])
    }

    @Test func aPageComesBackAsItWas() {
        let form = Element(
            "form", id: "r.0",
            attributes: [Attribute("class", "lv-vstack lv-spacing-8"), Attribute("style", "padding: 16px; gap: 8px")],
            children: [
                .element(Element("label", id: "r.0.0", attributes: [Attribute("for", "r.0.1")], children: [.text("Username")])),
                .element(
                    Element(
                        "input", id: "r.0.1",
                        attributes: [Attribute("type", "text"), Attribute("value", ""), Attribute("class", "lv-vstack lv-spacing-8")])),
                .element(Element("button", id: "r.0.2", attributes: [Attribute("data-lv-click", "")], children: [.text("Log in")])),
                .element(Element("p", id: "r.0.3", children: [.text("héllo 🌍 \u{0}<&>\"' e\u{301}")])),
                .element(Element("div", id: "", children: [.text("")])),
            ])
        expectRoundTrip(Element("div", id: "root", children: [.element(form), .text("after")]))
        expectRoundTrip(Element("div", id: "root"))
    }

    @Test func countsAndStringsPastOneByteOfLengthComeBack() {
        let long = String(repeating: "x", count: 70_000)
        let children = (0..<300).map { Node.element(Element("li", id: "i\($0)", children: [.text("item \($0)")])) }
        let attributes = (0..<200).map { Attribute("data-a\($0)", $0 % 2 == 0 ? long : "v\($0)") }
        expectRoundTrip(Element("ul", id: "list", attributes: attributes, children: children))
    }

    /// What `Session.hibernate` checks a packing against: stricter than `==`.
    @Test func identicalMeansTheSameBytesInTheSameOrder() {
        let e = Element("a", id: "x", attributes: [Attribute("b", "1"), Attribute("a", "2")], children: [.text("caf\u{E9}")])
        var swapped = e
        swapped.attributes.reverse()
        var decomposed = e
        decomposed.children = [.text("cafe\u{301}")]
        #expect(swapped == e && !swapped.isIdentical(to: e))
        #expect(decomposed == e && !decomposed.isIdentical(to: e))
        #expect(e.isIdentical(to: e))
        #expect(
            !Element("a", id: "x", children: [.text("t")]).isIdentical(
                to: Element("a", id: "x", children: [.element(Element("t", id: ""))])))
    }

    @Test func attributeOrderIsKept() {
        let e = Element("a", id: "x", attributes: [Attribute("b", "1"), Attribute("a", "2")])
        #expect(PackedElement(e).unpacked()?.attributes == e.attributes)
    }

    @Test func repeatedStringsArePackedOnce() {
        let row = { (i: Int) in Node.element(Element("div", id: "r\(i)", attributes: [Attribute("class", "lv-hstack lv-row-item")])) }
        let page = Element("div", id: "root", children: (0..<100).map(row))
        let packed = PackedElement(page)
        #expect(packed.bytes.count < HTMLRenderer.html(page).utf8.count / 3)
        #expect(packed.bytes.capacity <= exactCapacity(packed.bytes.count), "no spare capacity kept per hibernating session")
        expectRoundTrip(page)
    }

    /// Seeded random trees: every one comes back.
    @Test func randomTreesComeBack() {
        var rng = SplitMix(seed: 16)
        let words = ["div", "span", "id", "class", "", "é", "🌍", "a b", "lv-vstack", "x\u{0}y", "long-attribute-value-over-fifteen"]
        func tree(_ depth: Int) -> Element {
            let attributes = (0..<rng.next(4)).map { _ in Attribute(words[rng.next(words.count)], words[rng.next(words.count)]) }
            let children: [Node] =
                depth > 5
                ? []
                : (0..<rng.next(5)).map { _ in rng.next(3) == 0 ? .text(words[rng.next(words.count)]) : .element(tree(depth + 1)) }
            return Element(words[rng.next(words.count)], id: "n\(rng.next(1000))", attributes: attributes, children: children)
        }
        for _ in 0..<200 { expectRoundTrip(tree(0)) }
    }

    /// Every prefix of a packing, and every single-byte change of it, is nil or an element: never a crash.
    @Test func damagedBytesUnpackToNilOrAnElement() {
        let page = Element(
            "div", id: "root", attributes: [Attribute("class", "c")],
            children: [.element(Element("p", id: "p", children: [.text("text é")])), .text("t")])
        let bytes = PackedElement(page).bytes
        for length in 0..<bytes.count {
            #expect(PackedElement(bytes: Array(bytes[..<length])).unpacked() == nil, "a packing cut at \(length) bytes")
        }
        #expect(PackedElement(bytes: bytes + [0]).unpacked() == nil, "a byte after the packing")
        for i in bytes.indices {
            for value: UInt8 in [0, 1, 2, 0x7F, 0x80, 0xC3, 0xFF] {
                var damaged = bytes
                damaged[i] = value
                _ = PackedElement(bytes: damaged).unpacked()
            }
        }
        // A count far beyond the buffer, a string reference to nothing, an overlong varint, bad UTF-8.
        for bad: [UInt8] in [
            [0xFF, 0xFF, 0xFF, 0x7F], [3], [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F], [2, 0xC3, 0, 0, 0],
        ] {
            #expect(PackedElement(bytes: bad).unpacked() == nil)
        }
    }

    /// Deeper than 512 elements does not unpack (the reader does not recurse without end);
    /// a session then refuses to hibernate, keeping its page as it is.
    @Test func aTreeDeeperThanTheReaderGoesDoesNotUnpack() {
        var e = Element("b", id: "leaf")
        for i in 0..<600 { e = Element("b", id: "d\(i)", children: [.element(e)]) }
        #expect(PackedElement(e).unpacked() == nil)
        var shallow = Element("b", id: "leaf")
        for i in 0..<500 { shallow = Element("b", id: "d\(i)", children: [.element(shallow)]) }
        expectRoundTrip(shallow)
    }
}

/// A small seeded generator (SplitMix64), so a failure repeats.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
