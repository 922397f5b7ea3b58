import FidelityApps
import Foundation
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// The editable-list sample apps (Tests/FidelityApps/Lists) driven as a user would, in-process.
@MainActor @Suite struct ListsTests {
    func open(_ name: String) -> TestSession {
        let app = FidelityApps.lists.first { $0.path == "/fidelity/lists/" + name }!
        return TestSession(path: app.path, route: app.path) { app.makeRoot() }
    }

    func uniqueIDs(_ page: TestSession) -> [String] {
        let ids = page.page.allElements().map(\.id).filter { !$0.isEmpty }
        return ids.filter { id in ids.filter { $0 == id }.count > 1 }
    }

    @Test func expensesDeleteWithTheRowActionThenInEditMode() throws {
        let page = open("expenses")
        #expect(try page.element(identifier: "total").text == "Total: 243.70")
        // Not editing: onDelete gives each row a "Delete" action (SwiftUI's swipe to delete).
        try page.within(text: "Coffee").button("Delete").click()
        #expect(!page.hasText("Coffee"))
        #expect(try page.element(identifier: "total").text == "Total: 240.50")
        // The right item went, though the section's offsets are not the model's.
        #expect(page.hasText("Lunch") && page.hasText("Hotel"))

        try page.button("Edit").click()
        #expect(try page.button("Done").text == "Done")
        let hotel = try page.row("Hotel")
        #expect(hotel.attribute("class")?.contains("ls-row") == true)
        let delete = try page.within(text: "Hotel").button("Delete")
        #expect(delete.attribute("aria-label") == "Delete", "in edit mode: a delete button named for screen readers")
        try delete.click()
        #expect(!page.hasText("Hotel"))
        #expect(try page.element(identifier: "total").text == "Total: 60.50")
        try page.button("Done").click()
        #expect(try page.button("Edit").text == "Edit")
        #expect(uniqueIDs(page).isEmpty)
        #expect(page.failures.isEmpty)
    }

    @Test func todosMoveWithKeyboardButtonsInEditMode() throws {
        let page = open("todos")
        let order = { try page.element(identifier: "order").text }
        #expect(try order() == "Read the SwiftUI docs, Buy milk, Walk the dog, Call mom")
        #expect(try page.within(text: "Buy milk").buttons("Move down").isEmpty, "no move buttons outside edit mode")
        try page.button("Edit").click()
        #expect(try page.element(identifier: "status").text == "Editing")
        try page.within(text: "Buy milk").button("Move down").click()
        #expect(try order() == "Read the SwiftUI docs, Walk the dog, Buy milk, Call mom")
        try page.within(text: "Call mom").button("Move up").click()
        #expect(try order() == "Read the SwiftUI docs, Walk the dog, Call mom, Buy milk")
        // The ends: the last row cannot go down.
        #expect(try page.within(text: "Buy milk").button("Move down").isDisabled)
        #expect(!(try page.within(text: "Buy milk").button("Move up").isDisabled))
        // The pinned row: .deleteDisabled and .moveDisabled.
        let pinned = try page.within(text: "Read the SwiftUI docs")
        #expect(try pinned.buttons("Move up").isEmpty && pinned.buttons("Move down").isEmpty)
        #expect(try pinned.buttons("Delete").isEmpty)
        // Rows appear in page order as the model has them.
        let rows = try page.rows().map(\.text)
        #expect(rows.count == 4)
        #expect(rows[1].contains("Walk the dog") && rows[3].contains("Buy milk"))
        // A drag and drop: the page sends the offset the row goes before (onMove's toOffset).
        try page.row("Buy milk").setValue("1")
        #expect(try order() == "Read the SwiftUI docs, Buy milk, Walk the dog, Call mom")
        #expect(throws: TestError.self, "the pinned row takes no drop") { try page.row("Read the SwiftUI docs").setValue("3") }
        for nonsense in ["9", "-1", "x", "2"] {  // out of range, not a number, where it is
            try? page.row("Buy milk").setValue(nonsense)
        }
        #expect(try order() == "Read the SwiftUI docs, Buy milk, Walk the dog, Call mom")
        #expect(try page.row("Buy milk").attribute("data-lv-off") == "1")
        // Delete in edit mode.
        try page.within(text: "Walk the dog").button("Delete").click()
        #expect(try order() == "Read the SwiftUI docs, Buy milk, Call mom")
        #expect(uniqueIDs(page).isEmpty)
        #expect(page.failures.isEmpty)
    }

    @Test func todosSwipeActionsAndRowBackground() throws {
        let page = open("todos")
        #expect(try page.element(identifier: "status").text == "4 left")
        try page.within(text: "Walk the dog").button("Done").click()
        #expect(try page.element(identifier: "status").text == "3 left")
        #expect(try page.within(text: "Walk the dog").button("Undo").text == "Undo")
        // Trailing actions replace the automatic Delete: the app's own Delete button is there, once.
        #expect(try page.within(text: "Call mom").buttons("Delete").count == 1)
        try page.within(text: "Call mom").button("Flag").click()
        let flagged = try page.row("Call mom")
        #expect(page.page.find(id: flagged.id + ".bg") != nil, "a flagged row has its background layer")
        #expect(try page.page.find(id: page.row("Buy milk").id + ".bg") == nil)
        try page.within(text: "Call mom").button("Delete").click()
        #expect(!page.hasText("Call mom"))
        // Swipe actions are hidden in edit mode, as SwiftUI's are.
        try page.button("Edit").click()
        #expect(try page.within(text: "Buy milk").buttons("Flag").isEmpty)
        #expect(page.failures.isEmpty)
    }

    @Test func aRowsTransitionMovesToItsListItem() throws {
        let page = open("todos")
        try page.textField("New to-do").type("Water plants")
        try page.textField("New to-do").submit()
        let row = try page.row("Water plants")
        #expect(row.attribute("data-lv-in") == "move:-100%,0", "the <li> enters as the row's .transition says")
        #expect(row.attribute("data-lv-out") == "move:-100%,0")
        let inner = page.page.find(id: row.id)?.children.compactMap { node -> Element? in
            if case .element(let e) = node, e.hasClassToken("hs") { return e } else { return nil }
        }.first
        #expect(inner != nil && inner?[attribute: "data-lv-in"] == nil, "the row's own element no longer carries it")
        // The insert was animated (withAnimation): the patch that added it had an animation.
        #expect(page.wire.contains { $0.contains("\"anim\"") && $0.contains("Water plants") })
        #expect(page.failures.isEmpty)
    }

    @Test func contactsMultipleSelectionSearchAndRefresh() async throws {
        let page = open("contacts")
        let list = try #require(page.page.allElements().first { $0.tag == "ul" && $0.hasClassToken("ls") })
        #expect(list[attribute: "role"] == "listbox" && list[attribute: "aria-multiselectable"] == "true")
        let ada = try page.row("Ada Lovelace")
        #expect(ada.isSelectable && !ada.isSelected)
        #expect(ada.attribute("tabindex") == "0", "Tab enters the list at its first row")
        try ada.click()
        try page.row("Alan Turing").click()
        #expect(try page.row("Ada Lovelace").isSelected && page.row("Alan Turing").isSelected)
        #expect(try page.element(identifier: "selected-count").text == "2 selected")
        try page.row("Ada Lovelace").click()
        #expect(try !page.row("Ada Lovelace").isSelected)
        #expect(try page.element(identifier: "selected-count").text == "1 selected")
        #expect(try page.row("Alan Turing").attribute("tabindex") == "0", "the selected row takes the tab stop")

        let search = try page.textField("Search contacts")
        #expect(search.attribute("type") == "search")
        try search.type("gr")
        #expect(page.hasText("Grace Hopper") && !page.hasText("Ada Lovelace") && !page.hasText("Alan Turing"))
        try search.setValue("")
        #expect(page.hasText("Ada Lovelace"))

        try page.button("Refresh").click()
        await page.settle()  // the refresh task starts and sleeps on the session's clock
        #expect(try page.button("Refreshing…").attribute("aria-disabled") == "true")
        #expect(page.page.allElements().contains { $0[attribute: "aria-busy"] == "true" })
        #expect(page.page.allElements().contains { $0.tag == "progress" || $0.hasClassToken("pv") })
        try page.button("Refreshing…").click()  // ignored while running
        await page.advanceAndSettle(by: 1)
        #expect(page.hasText("New Contact 1"))
        #expect(!page.hasText("New Contact 2"), "a click during the refresh started no second one")
        #expect(try page.element(identifier: "last-refresh").text == "Last: refresh 1")
        #expect(try page.button("Refresh").attribute("aria-disabled") == nil)
        #expect(uniqueIDs(page).isEmpty)
        #expect(page.failures.isEmpty)
    }

    @Test func mailboxesSingleSelectionWithTagsAndSections() throws {
        let page = open("mailboxes")
        #expect(try page.row("Inbox").isSelected)
        #expect(try page.row("Inbox").attribute("tabindex") == "0")
        #expect(try page.row("Sent").attribute("tabindex") == "-1")
        #expect(try !page.row("Family").isSelectable, "a row whose value is not a Mailbox is not selectable")
        try page.row("Sent").click()
        #expect(try page.element(identifier: "detail").text == "Showing Sent")
        #expect(try !page.row("Inbox").isSelected && page.row("Sent").isSelected)
        // Clicking the selected row keeps it selected.
        try page.row("Sent").click()
        #expect(try page.element(identifier: "detail").text == "Showing Sent")
        let sections = page.page.allElements().filter { $0.tag == "section" }
        #expect(sections.count == 2 && sections.allSatisfy { $0[attribute: "role"] == "group" })
        #expect(try page.within(text: "Favorites").hasText("cannot be selected"))
        #expect(page.page.allElements().contains { $0.tag == "ul" && $0.hasClassToken("ls-sb") })
        #expect(page.failures.isEmpty)
    }

    @Test func everyListsAppHasUniqueElementIDs() throws {
        for app in FidelityApps.lists {
            let page = TestSession(path: app.path, route: app.path) { app.makeRoot() }
            #expect(uniqueIDs(page).isEmpty, "\(app.path): \(uniqueIDs(page))")
        }
    }
}
