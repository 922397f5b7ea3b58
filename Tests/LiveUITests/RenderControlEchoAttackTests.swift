import LiveTesting
import LiveUI
import Observation
import Testing

// Issue #16, review of "a keystroke the field already shows renders nothing"
// (LiveUI/Rendering/RenderCache+Echo.swift): each test types into a control in
// a place or with a binding that might make skipping its render differ from
// rendering it. Sessions with `checked` compare the page and the session's
// tables after each render, and each skipped one, with a render that
// evaluates every view; every test also checks what the page shows.

/// Renders inside a stored view, as an app's screens do (the root view is never stored).
/// Sessions made by `echoAttackSession` render their views inside it.
private struct Screen<Content: View>: View {
    let content: Content
    var body: some View { VStack { content } }
}

@MainActor func echoAttackSession<V: View>(checked: Bool, _ root: @escaping () -> V) -> TestSession {
    let page = TestSession { Screen(content: root()) }
    page.checkRenders(checked)
    page.session.rendersEverything = false
    return page
}

// MARK: A flush that renders more than once

/// Stores what is typed in capitals and counts the edits; the count's
/// `onChange` puts the text back in lower case. The keystroke's flush renders
/// the form ("A" in the field), then, the action having run, the field alone:
/// its value is now what was typed ("a"), but the page holds "A".
private struct Recase: View {
    @State private var text = ""
    @State private var edits = 0

    var body: some View {
        VStack {
            TextField(
                "Recased",
                text: Binding(
                    get: { text },
                    set: {
                        text = $0.uppercased()
                        edits += 1
                    }))
            Text("Edits \(edits)")
        }
        .onChange(of: edits) { text = text.lowercased() }
    }
}

// MARK: Places

private struct EchoRow: View {
    let name: String
    @State private var text = ""
    var body: some View { TextField(name, text: $text) }
}

private struct EchoRows: View {
    var body: some View {
        VStack {
            ForEach(["One", "Two", "Three"], id: \.self) { EchoRow(name: $0) }
            List {
                ForEach(["Listed one", "Listed two"], id: \.self) { EchoRow(name: $0) }
            }
        }
    }
}

private struct Account: View {
    @State private var name = ""
    @State private var notes = ""
    var body: some View {
        Form {
            Section("Account") {
                TextField("Name", text: $name)
                TextEditor(text: $notes).accessibilityLabel("Notes")
            }
        }
    }
}

private struct Sheeted: View {
    @State private var open = false
    var body: some View {
        NavigationStack {
            Button("Open") { open = true }
            NavigationLink("Edit") { EchoRow(name: "Pushed") }
        }
        .sheet(isPresented: $open) { EchoRow(name: "In sheet") }
    }
}

// MARK: Bindings

@Observable private final class Draft {
    var title = ""
}

private struct ObservableForm: View {
    @Bindable var draft: Draft
    var body: some View { TextField("Title", text: $draft.title) }
}

private final class QueryStore: ObservableObject {
    @Published var query = ""
}

/// An `@Observable` model's property only a field reads, one a caption reads too,
/// and an `ObservableObject`'s.
private struct Models: View {
    @State private var draft = Draft()
    @State private var shown = Draft()
    @StateObject private var store = QueryStore()
    var body: some View {
        VStack {
            ObservableForm(draft: draft)
            TextField("Shown", text: Bindable(shown).title)
            Text("Shown: \(shown.title)")
            TextField("Query", text: $store.query)
        }
    }
}

/// Two fields bound to one state.
private struct Mirrored: View {
    @State private var text = ""
    var body: some View {
        VStack {
            TextField("Left", text: $text)
            TextField("Right", text: $text)
        }
    }
}

/// Getters that read more than the state their setter writes: one shows the text
/// cut to a limit only it reads (a button changes it), one joins two states its
/// setter splits what it is given into.
private struct Getters: View {
    @State private var text = ""
    @State private var limit = 3
    @State private var first = ""
    @State private var last = ""
    var body: some View {
        VStack {
            TextField("Limited", text: Binding(get: { String(text.prefix(limit)) }, set: { text = $0 }))
            Button("More") { limit += 10 }
            TextField(
                "Full name",
                text: Binding(
                    get: { last.isEmpty ? first : first + " " + last },
                    set: { value in
                        let parts = value.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
                        first = String(parts[0])
                        last = parts.count > 1 ? String(parts[1]) : ""
                    }))
        }
    }
}

// MARK: Modifiers on the field

private struct Modified: View {
    enum Field: Hashable { case name }
    @State private var name = ""
    @State private var submitted = ""
    @State private var changes = 0
    @FocusState private var focus: Field?

    var body: some View {
        VStack {
            TextField("Focused", text: $name)
                .focused($focus, equals: .name)
                .onSubmit { submitted = name }
                .onChange(of: name) { changes += 1 }
                .opacity(name.isEmpty ? 0.5 : 1)
            Text("Submitted \(submitted), changes \(changes), \(focus == .name ? "focused" : "not focused")")
            Button("Clear") { name = "" }.disabled(name.isEmpty)
        }
    }
}

/// `.focused` on a field whose parent does not read the text.
private struct FocusedOnly: View {
    @State private var name = ""
    @FocusState private var focused: Bool
    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($focused)
            Text(focused ? "Focused" : "Not focused")
        }
    }
}

private struct Inputs: View {
    @State private var text = ""
    @State private var password = ""
    @State private var level = 0.5
    @State private var stepped = 0.0
    var body: some View {
        VStack {
            EchoRow(name: "Raw")
            TextEditor(text: $text).accessibilityLabel("Body")
            SecureField("Password", text: $password)
            Slider(value: $level, in: -1...1) { Text("Level") }
            Slider(value: $stepped, in: 0...1, step: 0.25) { Text("Stepped") }
        }
    }
}

@MainActor @Suite struct RenderControlEchoAttackTests {
    /// The flush's second round found the field showing what was typed and took the
    /// keystroke as already shown, but the first round had rendered "A" into the page
    /// (the form alone, or, as the root view, the whole tree): the page kept "A".
    @Test(arguments: [false, true]) func aValueAnActionPutBackAfterARenderOfTheFlushIsSent(checked: Bool) throws {
        let page = echoAttackSession(checked: checked) { Recase() }
        try page.textField("Recased").type("a")
        #expect(try page.textField("Recased").value == "a")
        try page.textField("Recased").type("b")
        #expect(try page.textField("Recased").value == "ab")
        #expect(page.hasText("Edits 2"))
        let root = TestSession { Recase() }
        root.checkRenders(checked)
        root.session.rendersEverything = false
        try root.textField("Recased").type("ab")
        #expect(try root.textField("Recased").value == "ab")
        #expect(page.failures.isEmpty && root.failures.isEmpty)
    }

    @Test(arguments: [false, true]) func fieldsInForEachAndListRows(checked: Bool) throws {
        let page = echoAttackSession(checked: checked) { EchoRows() }
        try page.textField("Two").type("abc")
        try page.textField("One").type("xy")
        try page.textField("Two").type("d")
        try page.textField("Listed two").type("abc")
        try page.textField("Listed one").type("x")
        #expect(try page.textField("One").value == "xy")
        #expect(try page.textField("Two").value == "abcd")
        #expect(try page.textField("Three").value == "")
        #expect(try page.textField("Listed two").value == "abc")
        #expect(try page.textField("Listed one").value == "x")
        #expect(page.failures.isEmpty)
    }

    @Test(arguments: [false, true]) func aFieldAndAnEditorInAFormSection(checked: Bool) throws {
        let page = echoAttackSession(checked: checked) { Account() }
        try page.textField("Name").type("ann")
        try page.textField("Notes").type("line\nnext")
        try page.textField("Name").type("e")
        #expect(try page.textField("Name").value == "anne")
        #expect(try page.textField("Notes").value == "line\nnext")
        #expect(page.failures.isEmpty)
    }

    @Test(arguments: [false, true]) func aFieldInASheetAndOnAPushedPage(checked: Bool) throws {
        let page = echoAttackSession(checked: checked) { Sheeted() }
        try page.button("Open").click()
        try page.dialog().textField("In sheet").type("hey")
        #expect(try page.dialog().textField("In sheet").value == "hey")
        let pushed = echoAttackSession(checked: checked) { Sheeted() }
        try pushed.link("Edit").click()
        try pushed.textField("Pushed").type("hey")
        #expect(try pushed.textField("Pushed").value == "hey")
        #expect(page.failures.isEmpty && pushed.failures.isEmpty)
    }

    @Test(arguments: [false, true]) func observableAndPublishedModelsProperties(checked: Bool) throws {
        let page = echoAttackSession(checked: checked) { Models() }
        try page.textField("Title").type("abc")
        try page.textField("Shown").type("de")
        try page.textField("Query").type("fg")
        try page.textField("Title").type("h")
        #expect(try page.textField("Title").value == "abch")
        #expect(try page.textField("Shown").value == "de")
        #expect(page.hasText("Shown: de"))
        #expect(try page.textField("Query").value == "fg")
        #expect(page.failures.isEmpty)
    }

    /// Both fields stored (each was typed into): a keystroke into one changes the other.
    @Test(arguments: [false, true]) func twoFieldsBoundToOneState(checked: Bool) throws {
        let page = echoAttackSession(checked: checked) { Mirrored() }
        try page.textField("Right").type("r")
        try page.textField("Left").type("lm")
        #expect(try page.textField("Left").value == "rlm")
        #expect(try page.textField("Right").value == "rlm")
        #expect(page.failures.isEmpty)
    }

    @Test(arguments: [false, true]) func gettersThatReadMoreThanTheirSettersWrite(checked: Bool) throws {
        let page = echoAttackSession(checked: checked) { Getters() }
        try page.textField("Limited").type("abcd")
        #expect(try page.textField("Limited").value == "abc")
        // Only the field reads the limit: it renders alone and shows all it holds.
        try page.button("More").click()
        #expect(try page.textField("Limited").value == "abcd")
        try page.textField("Limited").type("xy")
        #expect(try page.textField("Limited").value == "abcdxy")
        try page.textField("Full name").type("a")  // stores the field
        try page.textField("Full name").enter("ada lo")
        #expect(try page.textField("Full name").value == "ada lo")
        try page.textField("Full name").enter("ada lo ")
        #expect(try page.textField("Full name").value == "ada lo ")
        // The join loses a space after the first name: the field is sent what it shows.
        try page.textField("Full name").enter("ada ")
        #expect(try page.textField("Full name").value == "ada")
        #expect(page.failures.isEmpty)
    }

    @Test(arguments: [false, true]) func focusSubmitChangeAndOpacityOnTheField(checked: Bool) throws {
        let page = echoAttackSession(checked: checked) { Modified() }
        try page.textField("Focused").type("abc")
        #expect(try page.textField("Focused").value == "abc")
        try page.textField("Focused").submit()
        #expect(page.hasText("Submitted abc, changes 3, focused"))
        try page.button("Clear").click()
        #expect(try page.textField("Focused").value == "")
        #expect(page.failures.isEmpty)
    }

    @Test(arguments: [false, true]) func aFocusedFieldWhoseParentDoesNotReadTheText(checked: Bool) throws {
        let page = echoAttackSession(checked: checked) { FocusedOnly() }
        try page.textField("Name").type("abc")
        #expect(page.hasText("Focused"))
        #expect(try page.textField("Name").value == "abc")
        try page.textField("Name").blur()
        #expect(page.hasText("Not focused"))
        try page.textField("Name").type("d")
        #expect(try page.textField("Name").value == "abcd")
        #expect(page.failures.isEmpty)
    }

    @Test(arguments: [false, true]) func charactersTheEscapersChangeAndAnEditorsLines(checked: Bool) throws {
        let page = echoAttackSession(checked: checked) { Inputs() }
        let text = "<b a=\"1\">&amp;'</b>\\u0041 \u{1F600}e\u{301}\t"
        try page.textField("Raw").type(text)
        #expect(try page.textField("Raw").value == text)
        try page.textField("Body").type("one\r\ntwo\n\n<three>")
        #expect(try page.textField("Body").value == "one\r\ntwo\n\n<three>")
        #expect(page.failures.isEmpty)
    }

    @Test(arguments: [false, true]) func aSecureFieldEmptiedAndRefilled(checked: Bool) throws {
        let page = echoAttackSession(checked: checked) { Inputs() }
        try page.textField("Password").type("ab")
        try page.textField("Password").enter("")
        try page.textField("Password").type("c")
        try page.textField("Password").enter("")
        try page.textField("Password").enter("")
        try page.textField("Password").type("de")
        #expect(page.failures.isEmpty)
    }

    @Test(arguments: [false, true]) func bareSlidersValuesInEveryForm(checked: Bool) throws {
        let page = echoAttackSession(checked: checked) { Inputs() }
        let values: [(sent: String, shown: String)] = [
            ("0.5", "0.5"), ("0.25", "0.25"), ("0.50", "0.5"), ("1e-1", "0.1"), ("-0", "0"), ("-0.0", "0"), ("1.0", "1"),
            ("-1", "-1"), ("2", "1"), ("0.1", "0.1"), (".5", "0.5"), ("0.30000000000000004", "0.30000000000000004"),
        ]
        for (sent, shown) in values {
            try page.slider("Level").enter(sent)
            #expect(try page.slider("Level").value == shown, "sent \(sent)")
        }
        for (sent, shown) in [("0.25", "0.25"), ("0.3", "0.25"), ("0.75", "0.75"), ("0.750", "0.75"), ("1", "1")] {
            try page.slider("Stepped").enter(sent)
            #expect(try page.slider("Stepped").value == shown, "sent \(sent)")
        }
        #expect(page.failures.isEmpty)
    }

    @Test(arguments: [false, true]) func typingWhileHibernatingBeforeEachStepOrWithEveryBodyEvaluated(checked: Bool) throws {
        let page = echoAttackSession(checked: checked) { Modified() }
        page.hibernatesBeforeEachStep = true
        try page.textField("Focused").type("abc")
        #expect(try page.textField("Focused").value == "abc")
        let other = echoAttackSession(checked: checked) { Recase() }
        other.hibernatesBeforeEachStep = true
        try other.textField("Recased").type("ab")
        #expect(try other.textField("Recased").value == "ab")
        let all = echoAttackSession(checked: checked) { Recase() }
        all.session.rendersEverything = true
        try all.textField("Recased").type("ab")
        #expect(try all.textField("Recased").value == "ab")
        #expect(page.hibernations > 0 && page.failures.isEmpty && other.failures.isEmpty && all.failures.isEmpty)
    }

    /// A keystroke taken without a render is in the state a restarted server restores.
    @Test func aDurableSessionRestoresWhatWasTypedWithoutARender() throws {
        let tab = DurableTab()
        let page = TestSession(durable: tab) { Screen(content: EchoRow(name: "Kept")) }
        page.session.rendersEverything = false
        try page.textField("Kept").type("abc")
        if !page.hibernatesBeforeEachStep { #expect(page.lastRenderCounts.evaluated == 0) }  // awake, nothing rendered
        let again = page.restart { Screen(content: EchoRow(name: "Kept")) }
        #expect(try again.textField("Kept").value == "abc")
        #expect(page.failures.isEmpty && again.failures.isEmpty)
    }
}
