import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `.onKeyPress` and `.focusable`, in-process, on the key commands sample app
/// (Tests/FidelityApps/Controls/KeyCommandsApp.swift) and small views:
/// LiveTesting's `pressKey` sends the key as areas/keys.js does, to the
/// innermost element around the focus that wants it.
@MainActor @Suite struct KeyPressTests {
    @Test func theTrackMovesWithTheArrowsWhileItHasTheFocus() throws {
        let page = TestSession { KeyCommandsApp() }
        let track = try #require(page.page.allElements().first { $0[attribute: "tabindex"] == "0" })
        #expect(track.textContent == "Position 0")
        #expect(track[attribute: "data-lv-keys"] == "dr:ArrowLeft;dr:ArrowRight;u:*")
        // Not focused: the keys go nowhere.
        #expect(try !page.pressKey(.rightArrow))
        try page.element(id: track.id).focus()
        #expect(try page.pressKey(.rightArrow))
        #expect(try page.pressKey(.rightArrow, phase: .repeat))
        #expect(try page.pressKey(.leftArrow) && page.hasText("Position 1"))
        // The release goes to the catch-all, which ignores it.
        #expect(try !page.pressKey(.leftArrow, phase: .up))
        #expect(page.hasText("Released: left"))
        #expect(try !page.pressKey("x"), "a key down nobody asked for")
    }

    @Test func upRecallsTheLastCommandOnlyWhenThereIsOne() throws {
        let page = TestSession { KeyCommandsApp() }
        let field = try page.textField("Command")
        try field.focus()
        #expect(try !page.pressKey(.upArrow), "no history: ignored")
        try field.type("ls")
        try field.submit()
        #expect(page.hasText("> ls"))
        #expect(field.attribute("value") == "")
        #expect(try page.pressKey(.upArrow))
        #expect(field.attribute("value") == "ls")
    }

    /// Return: handled by nobody, so it is the field's submit (the server runs it).
    @Test func anIgnoredReturnIsTheFieldsSubmit() throws {
        @MainActor struct Page: View {
            @State private var text = ""
            @State private var log: [String] = []
            var body: some View {
                VStack {
                    TextField("Name", text: $text)
                        .onSubmit { log.append("submit") }
                        .onKeyPress(.return) {
                            log.append("key")
                            return text == "stop" ? .handled : .ignored
                        }
                    Text(log.joined(separator: ","))
                }
            }
        }
        let page = TestSession { Page() }
        try page.textField("Name").type("go")
        try page.pressKey(.return)
        #expect(page.hasText("key,submit"))
        try page.textField("Name").setValue("stop")
        try page.pressKey(.return)
        #expect(page.hasText("key,submit,key"))
    }

    /// Characters are held until the server decides: refused ones never appear; the rest are typed.
    @Test func thePINFieldTakesDigitsOnly() throws {
        let page = TestSession { KeyCommandsApp() }
        let pin = try page.textField("PIN")
        try pin.focus()
        for key: KeyEquivalent in ["1", "a", "2", "-", "3"] { try page.pressKey(key) }
        #expect(pin.attribute("value") == "123")
        #expect(page.hasText("3 digits"))
    }

    /// Inner handlers first; an ignored key goes on to the views around; `.focusable(false)`.
    @Test func dispatchGoesOutwardsUntilHandled() throws {
        @MainActor struct Page: View {
            @State private var log: [String] = []
            var body: some View {
                VStack {
                    Text("Inner")
                        .focusable()
                        .onKeyPress(keys: ["a", "b"]) { press in
                            log.append("inner " + press.characters)
                            return press.characters == "a" ? .handled : .ignored
                        }
                    Text("Off").focusable(false)
                    Text(log.joined(separator: ","))
                }
                .onKeyPress(characters: .letters) { press in
                    log.append("outer " + press.characters)
                    return .handled
                }
            }
        }
        let page = TestSession { Page() }
        let inner = try #require(page.page.allElements().first { $0.textContent == "Inner" && $0[attribute: "tabindex"] != nil })
        #expect(page.page.allElements().first { $0.textContent == "Off" }?[attribute: "tabindex"] == nil)
        try page.element(id: inner.id).focus()
        try page.pressKey("a")
        try page.pressKey("b")
        try page.pressKey("c")
        #expect(page.hasText("inner a,inner b,outer b,outer c"))
    }

    @Test func hostileKeyEventsAreRefused() throws {
        let page = TestSession { KeyCommandsApp() }
        let track = try #require(page.page.allElements().first { $0[attribute: "tabindex"] == "0" })
        for bad in ["x:ArrowUp", "d", "dmm:a", "dsm:a", "d:", "d:Arrow-Up", "d:" + String(repeating: "A", count: 40), "dq:a", "d:ab c"] {
            let wire = ClientMessage.event(ClientEvent(seq: 1, kind: .key, target: track.id, value: bad)).encode()
            #expect(throws: ProtocolError.self, "\(bad)") { try ClientMessage.decode(wire) }
        }
        #expect(ClientEvent.parseKey("dmcos:ArrowUp") != nil && ClientEvent.parseKey("u:é") != nil && ClientEvent.parseKey("d::") != nil)
        // An element with no key handler (a button): wrong kind, an unknown one refused, the page unharmed.
        @MainActor struct Page: View {
            @State private var count = 0
            var body: some View {
                Button("Add") { count += 1 }
                Text("Count \(count)").focusable().onKeyPress(.space) {
                    count += 1
                    return .handled
                }
            }
        }
        let small = TestSession { Page() }
        let counter = try #require(small.page.allElements().first { $0[attribute: "data-lv-keys"] != nil })
        #expect(counter[attribute: "data-lv-keys"] == "dr:Space")
        try small.element(id: counter.id).focus()
        #expect(try small.pressKey(.space))
        #expect(small.hasText("Count 1"))
        // Raw events last: they move the session's numbering past the test page's.
        let button = try small.button("Add").id
        #expect(small.sendRaw(ClientEvent(seq: small.session.lastSeq + 1, kind: .key, target: button, value: "d:a")).error != nil)
        #expect(small.sendRaw(ClientEvent(seq: small.session.lastSeq + 1, kind: .key, target: "r.nope", value: "d:a")).error != nil)
        #expect(small.hasText("Count 1"))
    }
}

/// Findings of a review (2026-12-07), kept as tests.
@MainActor @Suite struct KeyPressReviewTests {
    /// A container's `.onKeyPress` that ignores Return leaves the field's own submit to run.
    @Test func aContainersIgnoredReturnIsTheFocusedFieldsSubmit() throws {
        @MainActor struct Page: View {
            @State private var text = ""
            @State private var notes = ""
            @State private var log: [String] = []
            var body: some View {
                VStack {
                    TextField("Name", text: $text).onSubmit { log.append("submit \(text)") }
                    TextField("Notes", text: $notes, axis: .vertical).onSubmit { log.append("notes") }
                    Text(log.joined(separator: ","))
                }
                .onKeyPress(.return) { .ignored }
            }
        }
        let page = TestSession { Page() }
        try page.textField("Name").type("Ann")
        try page.pressKey(.return)
        #expect(page.hasText("submit Ann"))
        // In a multi-line field Return is a new line, not a submit.
        let notes = try page.textField("Notes")
        try notes.type("a")
        try page.pressKey(.return)
        #expect(!page.hasText("notes"))
        #expect(notes.attribute("value") == "a\n" || page.page.find(id: notes.id)?.textContent == "a\n")
    }

    /// Keys held with ⌘ or Ctrl (paste, undo) stay the browser's under a `characters:` filter.
    @Test func clipboardKeysAreNotTaken() {
        #expect(!TestSession.keysWantForTesting("dr:c", "v", "d", held: true))
        #expect(TestSession.keysWantForTesting("dr:c", "v", "d", held: false))
        #expect(TestSession.keysWantForTesting("d:Semicolon", ";", "d", held: false))
        #expect(!TestSession.keysWantForTesting("dr:*", "Tab", "d", held: false))
    }
}
