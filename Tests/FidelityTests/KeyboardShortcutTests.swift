import FidelityApps
import LiveHTML
import LiveTesting
@_spi(LiveTesting) import LiveUI
import Testing

/// `.keyboardShortcut`, in-process, on the mail sample app
/// (Tests/FidelityApps/Controls/MailShortcutsApp.swift) and small views: the
/// controls it marks, and keys pressed as liveui.js handles them (LiveTesting's
/// `pressKey` finds the control as areas/keys.js does).
@MainActor @Suite struct KeyboardShortcutTests {
    private func shortcut(_ page: TestSession, _ id: String) -> String? { page.page.find(id: id)?[attribute: "data-lv-key"] }

    @Test func theControlsCarryTheirShortcuts() throws {
        let page = TestSession { MailShortcutsApp() }
        #expect(shortcut(page, try page.button("New Message").id) == "m:k")
        // A Toggle's box is what a click flips.
        let toggle = try #require(page.page.allElements().first { $0[attribute: "type"] == "checkbox" })
        #expect(toggle[attribute: "data-lv-key"] == "ms:f")
        try page.pressKey("k", modifiers: .command)
        let sheet = try page.dialog("New Message")
        #expect(shortcut(page, try sheet.button("Cancel").id) == ":Escape")
        #expect(shortcut(page, try sheet.button("Send").id) == ":Enter")
    }

    @Test func returnInTheSubjectSendsAndEscapeCancels() throws {
        let page = TestSession { MailShortcutsApp() }
        #expect(try page.pressKey("k", modifiers: .command))
        try page.dialog().textField("Subject").type("Lunch")
        // Return in the field: its own submit, then the default action.
        try page.dialog().textField("Subject").submit()
        #expect(page.dialogs.isEmpty)
        #expect(page.hasText("Lunch") && !page.hasText("Nothing sent yet"))

        try page.pressKey("k", modifiers: .command)
        try page.dialog().textField("Subject").type("Memo")
        #expect(try page.pressKey(.escape), "the Cancel button takes Escape")
        #expect(page.dialogs.isEmpty)
        #expect(!page.hasText("Memo") && page.hasText("Drafts discarded: 1"), "Cancel ran, not the dialog's own dismissal")
    }

    @Test func aDisabledDefaultActionIsNotPressed() throws {
        let page = TestSession { MailShortcutsApp() }
        try page.pressKey("k", modifiers: .command)
        try page.dialog().textField("Subject").submit()
        #expect(page.dialogs.count == 1, "Send is disabled while the subject is empty")
        try page.pressKey(.return, modifiers: [])
        #expect(page.dialogs.count == 1)
        #expect(page.hasText("Nothing sent yet"))
    }

    @Test func onlyTheExactModifiersPressAndThePageBehindADialogIsOutOfReach() throws {
        let page = TestSession { MailShortcutsApp() }
        #expect(try !page.pressKey("k"), "no ⌘")
        #expect(try !page.pressKey("k", modifiers: [.command, .shift]))
        #expect(try !page.pressKey("f", modifiers: .command))
        #expect(try page.pressKey("f", modifiers: [.command, .shift]))
        #expect(try page.toggle("Flag new messages").isOn)
        try page.pressKey("k", modifiers: .command)
        #expect(try !page.pressKey("f", modifiers: [.command, .shift]), "the list is behind the sheet")
        try page.dialog().textField("Subject").type("Report")
        try page.pressKey(.return)
        #expect(page.hasText("Flagged: Report"))
    }

    /// On a container, every control inside gets it (the page presses the first shown); the
    /// innermost shortcut wins; `nil` has no effect; the environment tells a button style.
    @Test func containersNilAndTheEnvironment() throws {
        @MainActor struct ShowsShortcut: ButtonStyle {
            @Environment(\.keyboardShortcut) var shortcut
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    if shortcut == .defaultAction { Text("(Return)") }
                }
            }
        }
        @MainActor struct Page: View {
            @State private var log: [String] = []
            var body: some View {
                VStack {
                    HStack {
                        Button("One") { log.append("one") }
                        Button("Two") { log.append("two") }
                        Button("Plain") { log.append("plain") }.keyboardShortcut(nil)
                        Button("Save") { log.append("save") }.keyboardShortcut("s")
                    }
                    .keyboardShortcut("j", modifiers: .control)
                    Button("Go") { log.append("go") }.buttonStyle(ShowsShortcut()).keyboardShortcut(.defaultAction)
                    Text(log.joined(separator: ","))
                }
            }
        }
        let page = TestSession { Page() }
        #expect(shortcut(page, try page.button("One").id) == "c:j")
        #expect(shortcut(page, try page.button("Two").id) == "c:j")
        #expect(shortcut(page, try page.button("Plain").id) == "c:j", "nil leaves the outer shortcut")
        #expect(shortcut(page, try page.button("Save").id) == "m:s", "the innermost shortcut wins")
        #expect(page.hasText("(Return)"))
        try page.pressKey("j", modifiers: .control)
        try page.pressKey(.return, modifiers: [])
        try page.pressKey("s", modifiers: .command)
        #expect(page.hasText("one,go,save"))
    }

    /// A control inside a view that renders alone (its own state changed) keeps its shortcut.
    @Test func aShortcutSurvivesItsViewRenderingAlone() throws {
        @MainActor struct Counter: View {
            @State private var n = 0
            var body: some View {
                HStack {
                    Text("N \(n)")
                    Button("Add") { n += 1 }
                }
            }
        }
        let page = TestSession { VStack { Counter() }.keyboardShortcut("j", modifiers: .control) }
        page.checkRenders()
        for _ in 0..<3 { #expect(try page.pressKey("j", modifiers: .control)) }
        #expect(page.hasText("N 3"))
        #expect(shortcut(page, try page.button("Add").id) == "c:j")
    }

    @Test func namedKeysAndCharactersAsThePageNamesThem() {
        #expect(KeyboardShortcut(.upArrow, modifiers: [.command, .option]).browserSpec == "mo:ArrowUp")
        #expect(KeyboardShortcut(.delete).browserSpec == "m:Backspace")
        #expect(KeyboardShortcut(.space, modifiers: .shift).browserSpec == "s: ")
        #expect(KeyboardShortcut("S", modifiers: [.command, .control, .capsLock]).browserSpec == "mc:s")
        #expect(KeyboardShortcut("?").browserSpec == "m:?")
    }
}
