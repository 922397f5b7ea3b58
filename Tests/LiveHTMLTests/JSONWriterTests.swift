import LiveHTML
import Testing

@Suite struct JSONWriterTests {
    private func encoded(_ s: String) -> String {
        var out = ""
        JSONWriter.string(s, into: &out)
        return out
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
}
