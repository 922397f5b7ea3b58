import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `Menu` and `.contextMenu`, in-process, through the notes sample app
/// (Tests/FidelityApps/Controls/NotesMenuApp.swift).
@MainActor @Suite struct MenuTests {
    /// The open menu's items: the `menuitem`s on the page, by their names.
    private func items(_ page: TestSession) -> [String] {
        page.page.allElements().filter { $0.attribute("role") == "menuitem" }.map { $0.textContent }
    }

    /// A picker's options in the open menu, by their names.
    private func choices(_ page: TestSession) -> [String] {
        page.page.allElements().filter { $0.attribute("role") == "menuitemradio" }.map { $0.textContent }
    }

    /// SwiftUI: a `Menu`'s label is a button; tapping it shows the menu's
    /// items, choosing one closes the menu and runs the item's action.
    @Test func aMenuOpensOnItsButtonAndAnItemRunsAndCloses() throws {
        let page = TestSession { NotesMenuView() }
        let sort = try page.button("Sort")
        #expect(sort.attribute("aria-haspopup") == "menu")
        #expect(sort.attribute("aria-expanded") == "false")
        #expect(!page.hasText("Delete all"))
        try sort.click()
        #expect(try page.button("Sort").attribute("aria-expanded") == "true")
        #expect(items(page) == ["Delete all"])
        #expect(choices(page) == ["Title", "Newest"])
        try page.button("Delete all").click()
        #expect(!page.hasText("Groceries"))
        #expect(!page.hasText("Delete all"))
        #expect(try page.button("Sort").attribute("aria-expanded") == "false")
    }

    /// SwiftUI: a `Picker` inside a `Menu` shows its options inline as menu
    /// items, the chosen one checked; choosing one sets the selection and closes the menu.
    @Test func aPickerInAMenuChangesTheSelection() throws {
        let page = TestSession { NotesMenuView() }
        #expect(page.visibleText.range(of: "Books")!.lowerBound < page.visibleText.range(of: "Groceries")!.lowerBound)
        try page.button("Sort").click()
        #expect(try page.button("Newest").attribute("role") == "menuitemradio")
        #expect(try page.button("Newest").attribute("aria-checked") == "true")
        #expect(try page.button("Title").attribute("aria-checked") == "false")
        try page.button("Title").click()
        #expect(items(page).isEmpty)
        try page.button("Sort").click()
        #expect(try page.button("Title").attribute("aria-checked") == "true")
        let text = page.visibleText
        #expect(text.range(of: "Books")!.lowerBound < text.range(of: "Trip ideas")!.lowerBound)
        #expect(text.range(of: "Groceries")!.lowerBound < text.range(of: "Trip ideas")!.lowerBound)
    }

    /// SwiftUI: `Menu(_:content:primaryAction:)` runs the primary action on a
    /// tap and shows the menu on a long press (here, its "More" button).
    @Test func aPrimaryActionRunsAndTheMoreButtonOpensTheMenu() throws {
        let page = TestSession { NotesMenuView() }
        try page.button("New").click()
        #expect(page.hasText("Added Note 4"))
        #expect(items(page).isEmpty)
        try page.button("More").click()
        #expect(items(page) == ["Checklist", "Drawing"])
        try page.button("Drawing").click()
        #expect(page.hasText("Added Drawing 5"))
        #expect(items(page).isEmpty)
    }

    /// SwiftUI: `.contextMenu` shows its items on a long press (a right click
    /// here); an item that presents a sheet closes the menu and shows the sheet.
    @Test func aContextMenuOpensOnItsViewAndItsItemsAct() throws {
        let page = TestSession { NotesMenuView() }
        try page.find(.text("Trip ideas")).openContextMenu()
        #expect(items(page) == ["Rename", "Pin", "Delete"])
        try page.button("Pin").click()
        #expect(page.hasText("Pinned Trip ideas"))
        try page.find(.text("Trip ideas")).openContextMenu()
        #expect(items(page) == ["Rename", "Unpin", "Delete"])
        try page.button("Rename").click()
        #expect(items(page).isEmpty)
        try page.textField("Title").setValue("Road trip")
        try page.button("Save").click()
        #expect(page.hasText("Road trip"))
        try page.find(.text("Road trip")).openContextMenu()
        try page.button("Delete").click()
        #expect(!page.hasText("Road trip"))
    }

    /// A menu is dismissed like a popover: the user's dismissal (Escape, a click outside) closes it.
    @Test func dismissingTheMenuClosesIt() throws {
        let page = TestSession { NotesMenuView() }
        try page.button("Sort").click()
        let dialog = try #require(page.page.allElements().first { $0.attribute("data-lv-modal") == "menu" })
        #expect(page.sendRaw(ClientEvent(seq: page.session.lastSeq + 1, kind: .dismiss, target: dialog.id)).error == nil)
        #expect(items(page).isEmpty)
        #expect(try page.button("Sort").attribute("aria-expanded") == "false")
    }
}

extension Element {
    fileprivate func attribute(_ name: String) -> String? { self[attribute: name] }
}

/// Menus as apps style them: `.menuStyle`, `.menuOrder` and `.menuIndicator` compile and change nothing here.
@MainActor @Suite struct MenuStylingTests {
    struct Styled: View {
        @State private var picked = "none"
        var body: some View {
            VStack {
                Menu("Options") {
                    Button("First") { picked = "first" }
                }
                .menuStyle(.borderlessButton)
                .menuOrder(.fixed)
                .menuIndicator(.hidden)
                Text("Picked \(picked)")
            }
        }
    }

    @Test func aStyledMenuStillOpensAndActs() throws {
        let page = TestSession { Styled() }
        try page.button("Options").click()
        try page.button("First").click()
        #expect(page.hasText("Picked first"))
    }
}
