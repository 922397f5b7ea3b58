import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// @FocusState with .focused: the browser's focus updates the state, and the
/// app's changes to the state move the browser's focus, and only those.
@MainActor @Suite struct FormsFocusTests {
    func app(_ path: String) -> TestSession {
        TestSession { FidelityApps.forms.first { $0.path == "/fidelity/forms/" + path }!.makeRoot() }
    }

    @Test func theFieldFocusedOnAppearIsAutofocusedOnTheFirstPage() throws {
        let page = app("login")
        let username = try page.textField("Username")
        #expect(username.attribute("autofocus") == "")
        #expect(username.isFocused)
        #expect(try page.element(identifier: "focus").text == "Editing username")
    }

    @Test func returnMovesTheFocusWhereTheAppSays() throws {
        let page = app("login")
        let username = try page.textField("Username")
        let password = try page.textField("Password")
        try username.type("alice")
        #expect(page.patches.allSatisfy { $0.focus == nil }, "typing never moves the focus")
        try username.submit()
        #expect(page.patches.contains { $0.focus == .element(password.id) })
        #expect(password.isFocused)
        #expect(try page.element(identifier: "focus").text == "Editing password")
        try password.type("pw")
        try password.submit()
        #expect(try page.element(identifier: "message").text == "Signed in as alice")
        #expect(page.patches.last { $0.focus != nil }?.focus == .clear)
        #expect(page.focusedID == nil)
        #expect(try page.element(identifier: "focus").text == "No field focused")
        #expect(page.failures.isEmpty)
    }

    @Test func theUsersOwnFocusUpdatesTheStateAndIsNeverTakenBack() throws {
        let page = app("login")
        let before = page.patches.count
        try page.textField("Password").focus()
        #expect(try page.element(identifier: "focus").text == "Editing password")
        try page.textField("Username").focus()
        #expect(try page.element(identifier: "focus").text == "Editing username")
        #expect(page.patches[before...].allSatisfy { $0.focus == nil })
        try page.textField("Username").blur()
        #expect(try page.element(identifier: "focus").text == "No field focused")
        #expect(page.patches[before...].allSatisfy { $0.focus == nil })
    }

    @Test func signingInWithAnEmptyFieldFocusesIt() throws {
        let page = app("login")
        try page.textField("Username").blur()
        try page.button("Sign In").click()
        #expect(try page.textField("Username").isFocused)
        try page.textField("Username").type("bob")
        try page.button("Sign In").click()
        #expect(try page.textField("Password").isFocused)
        #expect(try page.element(identifier: "message").text == "Not signed in")
    }

    @Test func aBoolFocusStateFocusesAndClears() throws {
        let page = app("search")
        let search = try page.textField("Search")
        #expect(!search.isFocused)
        #expect(search.attribute("autofocus") == nil)
        try page.button("Find").click()
        #expect(search.isFocused)
        #expect(try page.element(identifier: "state").text == "Searching")
        try search.type("swift")
        // The Cancel button shown while searching keeps the field focused until its action runs.
        try page.button("Cancel").click()
        #expect(!search.isFocused)
        #expect(search.value == "")
        #expect(try page.element(identifier: "state").text == "Idle")
        #expect(page.errors.isEmpty)
        try search.focus()
        #expect(try page.element(identifier: "state").text == "Searching")
    }

    @Test func focusAndBlurEventsRoundTripAndUnknownTargetsAreRefused() throws {
        let page = app("login")
        let password = try page.textField("Password")
        let outcome = page.sendRaw(ClientEvent(seq: 1, kind: .focus, target: password.id))
        #expect(outcome.error == nil)
        #expect(page.session.html.contains("Editing password"))
        let gone = page.sendRaw(ClientEvent(seq: 2, kind: .blur, target: "r.nothing"))
        #expect(gone.error?.code == "unknown_target")
        for kind in [EventKind.focus, .blur] {
            let message = ClientMessage.event(ClientEvent(seq: 9, kind: kind, target: "r.1"))
            #expect(try ClientMessage.decode(message.encode()) == message)
        }
        let patch = ServerMessage.patch(Patch(version: 3, ack: 2, ops: [], focus: .clear))
        #expect(patch.encode() == #"{"t":"patch","v":3,"ack":2,"ops":[],"focus":""}"#)
        #expect(try ServerMessage.decode(patch.encode()) == patch)
    }

    @Test func aChildViewTakesTheFocusBindingAndAFormattedFieldCommitsOnBlur() throws {
        struct AmountRow: View {
            @FocusState.Binding var focused: Bool
            @Binding var amount: Double
            var body: some View {
                TextField("Amount", value: $amount, format: .number).focused($focused)
            }
        }
        struct Parent: View {
            @FocusState var amountFocused: Bool
            @State var amount = 1.0
            var body: some View {
                VStack {
                    AmountRow(focused: $amountFocused, amount: $amount)
                    TextField("Other", text: .constant(""))
                    Text(amountFocused ? "Editing \(amount)" : "Amount \(amount)")
                    Button("Edit") { amountFocused = true }
                }
            }
        }
        let page = TestSession { Parent() }
        try page.button("Edit").click()
        #expect(try page.textField("Amount").isFocused)
        #expect(page.hasText("Editing 1.0"))
        try page.textField("Amount").setValue("2.5")
        #expect(page.hasText("Editing 1.0"))
        try page.textField("Other").focus()
        #expect(page.hasText("Amount 2.5"))
        #expect(page.failures.isEmpty)
    }

    @Test func aFocusedFieldThatLeavesThePageResetsItsFocusState() throws {
        struct Toggled: View {
            @FocusState var focused: Bool
            @State var shown = true
            @State var text = ""
            var body: some View {
                VStack {
                    if shown {
                        TextField("Note", text: $text).focused($focused)
                    }
                    Text(focused ? "Focused" : "Not focused")
                    Button("Hide") { shown = false }
                    Button("Show and focus") {
                        shown = true
                        focused = true
                    }
                }
            }
        }
        let page = TestSession { Toggled() }
        try page.textField("Note").focus()
        #expect(page.hasText("Focused"))
        try page.button("Hide").click()
        #expect(page.hasText("Not focused"))
        try page.button("Show and focus").click()
        #expect(try page.textField("Note").isFocused)
        #expect(page.hasText("Focused"))
        #expect(page.failures.isEmpty)
    }

    @Test func onEditingChangedFollowsTheFocus() throws {
        struct Legacy: View {
            @State var name = ""
            @State var editing = false
            @State var committed = ""
            var body: some View {
                VStack {
                    TextField("Name", text: $name, onEditingChanged: { editing = $0 })
                    TextField("City", text: $name, onEditingChanged: { _ in }, onCommit: { committed = name })
                    Text(editing ? "Editing" : "Idle")
                    Text("Committed \(committed)")
                }
            }
        }
        let page = TestSession { Legacy() }
        try page.textField("Name").type("Ada")
        #expect(page.hasText("Editing"))
        try page.textField("City").submit()
        #expect(page.hasText("Idle"))
        #expect(page.hasText("Committed Ada"))
    }

    @Test func onlyTheFirstFieldAStateMatchesGetsTheFocus() throws {
        struct Twice: View {
            @FocusState var on: Bool
            @State var a = ""
            var body: some View {
                VStack {
                    TextField("One", text: $a).focused($on)
                    TextField("Two", text: $a).focused($on)
                    Button("Focus") { on = true }
                }
            }
        }
        let page = TestSession { Twice() }
        try page.button("Focus").click()
        #expect(try page.textField("One").isFocused)
        #expect(try page.textField("One").attribute("autofocus") == "")
        #expect(try page.textField("Two").attribute("autofocus") == nil)
    }
}
