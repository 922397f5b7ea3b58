import LiveHTML
import Testing

@Suite struct JSONWriterTests {
    private func encoded(_ s: String) -> String {
        var out = ""
        JSONWriter.string(s, into: &out)
        // The server's byte output (issue #16) escapes exactly as the String output does, and both as the reference.
        var bytes = JSONBytes(headroom: 3)
        bytes.raw("x")
        JSONWriter.string(s, into: &bytes)
        #expect(bytes.bytes == [0, 0, 0, UInt8(ascii: "x")] + Array(out.utf8), "\(s.debugDescription) as bytes")
        #expect(out == reference(s), "\(s.debugDescription) as the reference writes it")
        return out
    }

    /// What the writer must produce, a character at a time: the escapes JSON
    /// needs, and U+2028/U+2029, which end lines in some JavaScript parsers.
    private func reference(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            case "\u{0}"..."\u{1f}":
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }

    @Test func escapesWhatJSONAndJavaScriptNeed() {
        #expect(encoded("") == #""""#)
        #expect(encoded(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
        #expect(encoded("a\nb\rc\td") == #""a\nb\rc\td""#)
        #expect(encoded("\u{0}\u{1f}") == #""\u0000\u001f""#)
        #expect(encoded("x\u{2028}y\u{2029}z") == #""x\u2028y\u2029z""#)
    }

    @Test func leavesEverythingElseAsItIs() {
        // E2-led characters other than U+2028/2029 (dash, ellipsis, arrow) pass through.
        for s in ["plain", "Logging in…", "a – b → c", "你好 🙂 é", "\u{E2}", "…\u{2028}…", "<div id=\"r.1\">"] {
            let json = encoded(s)
            #expect(json.first == "\"" && json.last == "\"")
            let parsed = try? JSONParser.parse(json)
            #expect(parsed == .string(s), "\(s) round-trips")
        }
        #expect(encoded("Logging in…") == "\"Logging in…\"")
    }

    /// Numbers and messages through both outputs: one writer, the same text.
    @Test func bytesAndStringsAgree() {
        for n in [0, 1, -1, 0.5, 1e300, 123_456_789, .infinity, .nan] {
            var text = ""
            var bytes = JSONBytes()
            JSONWriter.number(n, into: &text)
            JSONWriter.number(n, into: &bytes)
            #expect(bytes.bytes == Array(text.utf8))
        }
        let patch = Patch(
            version: 3, ack: 2, ops: [.setText(id: "r.1", text: "a \"quote\"\n"), .insert(parent: "r", index: 0, html: "<p class=\"x\">…</p>")],
            animation: AnimationSpec(curve: "ease", duration: 0.35, delay: 0, iterations: 2, autoreverses: true), title: "T\u{2028}",
            navigation: NavigationSpec(url: "/a", depth: 1), focus: .clear,
            scopedAnimations: [ScopedAnimation(id: "r.2", animation: nil)])
        for message in [ServerMessage.patch(patch), .error(code: "c", message: "m", seq: 4), .render(version: 1, ack: 0, html: "<b>", title: "")] {
            #expect(message.encodeBytes() == Array(message.encode().utf8))
        }
    }

    /// A joined page waits in the transport's outbox while later sessions are
    /// made, and the hole it leaves is its buffer's size: growing by doubling
    /// left a 1.7 KB page in a 3.4 KB buffer (docs/performance.md, 2026-12-05
    /// "what a burst of joins leaves behind"). Messages of 1 KB or more come in a
    /// buffer of their own size; smaller ones are not copied.
    @Test func aLargeMessageLeavesNoSpareCapacity() {
        // Pages of 250 bytes to 5 KB: some end just past a doubling of the buffer.
        for rows in stride(from: 10, through: 200, by: 7) {
            let html = String(repeating: "<div class=\"row\">a</div>", count: rows)
            let joined = ServerMessage.joined(token: "t", version: 1, ack: 0, html: html, title: "T", boot: "b")
            let bytes = joined.encodeBytes(headroom: 16)
            #expect(Array(bytes[16...]) == Array(joined.encode().utf8))
            if bytes.count >= 1024 {
                #expect(
                    bytes.capacity - exactCapacity(bytes.count) <= 256,
                    "capacity \(bytes.capacity) for \(bytes.count) bytes (exact: \(exactCapacity(bytes.count)))")
            }
        }
        let ack = ServerMessage.patch(Patch(version: 2, ack: 1, ops: []))
        let small = ack.encodeBytes(headroom: 16)
        #expect(Array(small[16...]) == Array(ack.encode().utf8))
    }

    /// Many strings mixing every case (quotes, controls, E2-led characters,
    /// other multi-byte text) survive a round trip through the parser.
    @Test func roundTripsMixedStrings() throws {
        let pieces = [
            "a", "\"", "\\", "\n", "\r", "\t", "\u{1}", "\u{1f}", "\u{2028}", "\u{2029}", "–", "…", "→", "é", "你", "🙂",
            "<div class=\"x\">", " ",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2000 {
            var s = ""
            for _ in 0..<Int(state % 12) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                s += pieces[Int(state >> 33) % pieces.count]
            }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            #expect(try JSONParser.parse(encoded(s)) == .string(s), "\(s.debugDescription)")
        }
    }

    /// The writer reads eight bytes at a time (`JSONWriter+Words.swift`):
    /// `encoded` compares it with the character-by-character reference. Every
    /// character that escaping changes, and E2-led ones that it must not, at
    /// every offset of a word and across a word's end, in runs long and short.
    @Test func wordsAgreeWithTheReferenceAtEveryOffset() throws {
        // `encoded` compares; the parser, which refuses NUL in a string, reads the rest back.
        func roundTrips(_ s: String) throws {
            let json = encoded(s)
            if !s.contains("\u{0}") { #expect(try JSONParser.parse(json) == .string(s), "\(s.debugDescription)") }
        }
        let specials = ["\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{1f}", "\u{7f}", "\u{2028}", "\u{2029}", "…", "–", "→", "\u{E2}", "é", "🙂", "#", "!"]
        for special in specials {
            for offset in 0..<24 {
                for length in [offset + 1, 24, 40] where length > offset {
                    let filler = Array("abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH")
                    let s = String(filler[0..<offset]) + special + String(filler[offset..<length])
                    try roundTrips(s)
                }
            }
            try roundTrips(String(repeating: special, count: 17))
        }
        // A byte above the quote the word check finds must not be taken for one
        // (`#` is 0x23: the short zero-byte test's borrow marks it).
        #expect(encoded("\"#\"#\"#\"#") == ##""\"#\"#\"#\"#""##)
    }
}
