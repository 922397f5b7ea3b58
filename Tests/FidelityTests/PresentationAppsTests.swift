import FidelityApps
import LiveHTML
import LiveTesting
import Testing

/// The presentation sample apps (Tests/FidelityApps/Presentation) driven
/// in-process: sheets with forms and `dismiss()`, alerts with roles, a
/// confirmation dialog, the older `presentationMode` and `Alert` forms,
/// item sheets with detents, a nested alert, a popover and a cover.
@MainActor @Suite struct PresentationAppsTests {
    func expenses() -> TestSession {
        TestSession(path: "/fidelity/presentation/expenses", route: "/fidelity/presentation/expenses") { ExpenseTrackerView() }
    }

    func habits() throws -> TestSession {
        let page = TestSession { HabitTrackerView() }
        // The welcome cover shows first; get past it.
        try page.dialog().button("Get Started").click()
        #expect(page.dialogs.isEmpty)
        return page
    }

    func status(_ page: TestSession) throws -> String { try page.element(identifier: "status").text }

    @Test func addingAnExpenseInTheSheetAndSavingDismissesIt() throws {
        let page = expenses()
        #expect(page.dialogs.isEmpty)
        try page.button("Add Expense").click()
        let sheet = try page.dialog()
        #expect(try sheet.element.attribute("data-lv-modal") == "sheet")
        #expect(sheet.hasText("Add new expense"))
        // The sheet's own navigation title does not become the page's.
        #expect(page.title == "iExpense")
        #expect(try sheet.button("Save").isDisabled)
        try sheet.textField("Name").type("Lunch")
        try sheet.picker("Type").select("Business")
        try sheet.textField("Amount").setValue("12.5")
        try sheet.textField("Amount").submit()
        try sheet.button("Save").click()
        #expect(page.dialogs.isEmpty)
        #expect(page.hasText("Lunch"))
        #expect(try page.element(identifier: "total").text == "Total: US$49.00")
        // onDismiss ran once, after the sheet went away.
        #expect(try status(page) == "Order added, 1 sheets closed")
        #expect(page.failures.isEmpty)
    }

    @Test func cancelAndEscapeDismissWithoutSavingAndRunOnDismiss() throws {
        let page = expenses()
        try page.button("Add Expense").click()
        try page.dialog().textField("Name").type("Taxi")
        try page.dialog().button("Cancel").click()
        #expect(page.dialogs.isEmpty)
        #expect(!page.hasText("Taxi"))
        #expect(try status(page) == "Order added, 1 sheets closed")
        try page.button("Add Expense").click()
        // A fresh sheet: its state left with the last one.
        #expect(try page.dialog().textField("Name").value == "")
        #expect(try page.pressEscape())
        #expect(page.dialogs.isEmpty)
        #expect(try status(page) == "Order added, 2 sheets closed")
        #expect(page.failures.isEmpty)
    }

    @Test func theDeleteAllAlertHasRolesAMessageAndCancelsOnEscape() throws {
        let page = expenses()
        try page.button("Delete All").click()
        let alert = try page.dialog("Delete all expenses?")
        let element = try alert.element
        #expect(element.attribute("role") == "alertdialog")
        #expect(element.attribute("data-lv-modal") == "alert")
        #expect(alert.hasText("This cannot be undone."))
        #expect(try page.page.find(id: element.attribute("aria-describedby") ?? "")?.textContent == "This cannot be undone.")
        #expect(try alert.button("Delete").attribute("class")?.contains("rd") == true)
        // The safe choice has the focus when the alert opens.
        #expect(try alert.button("Cancel").attribute("autofocus") != nil)
        #expect(try alert.button("Delete").attribute("autofocus") == nil)
        try page.pressEscape()
        #expect(page.dialogs.isEmpty)
        #expect(page.hasText("Coffee"))
        try page.button("Delete All").click()
        try page.dialog().button("Delete").click()
        #expect(page.dialogs.isEmpty)
        #expect(!page.hasText("Coffee"))
        #expect(try page.button("Delete All").isDisabled)
        #expect(page.failures.isEmpty)
    }

    @Test func theSortDialogAddsCancelAndAClickOutsideDismissesIt() throws {
        let page = expenses()
        try page.button("Sort…").click()
        let dialog = try page.dialog("Sort expenses")
        #expect(try dialog.element.attribute("data-lv-modal") == "dialog")
        #expect(try dialog.element.attribute("data-lv-light") != nil)
        let buttons = try dialog.findAll(.button("Cancel")) + dialog.findAll(.button("By name"))
        #expect(buttons.count == 2)
        #expect(try dialog.button("Cancel").attribute("class")?.contains("rc") == true)
        try dialog.button("By name").click()
        #expect(page.dialogs.isEmpty)
        #expect(try status(page) == "By name, 0 sheets closed")
        let rows = page.page.allElements().filter { $0.attribute("class") == "tx f-hl" }.map(\.textContent)
        #expect(rows == ["Coffee", "Train ticket"])
        try page.button("Sort…").click()
        try page.dialog().button("Largest first").click()
        #expect(page.page.allElements().filter { $0.attribute("class") == "tx f-hl" }.map(\.textContent) == ["Train ticket", "Coffee"])
        try page.button("Sort…").click()
        #expect(try page.clickOutsideDialog())
        #expect(page.dialogs.isEmpty)
        #expect(try status(page) == "Largest first, 0 sheets closed")
        #expect(page.failures.isEmpty)
    }

    @Test func theWelcomeCoverIgnoresEscapeAndLeavesByItsButton() throws {
        let page = TestSession { HabitTrackerView() }
        let cover = try page.dialog()
        #expect(try cover.element.attribute("data-lv-modal") == "cover")
        #expect(try cover.element.attribute("data-lv-nodismiss") != nil)
        #expect(try !page.pressEscape())
        // Even a request the page should not send is refused by the server.
        try cover.element.requestDismiss()
        #expect(page.dialogs.count == 1)
        try page.dialog().button("Get Started").click()
        #expect(page.dialogs.isEmpty)
        #expect(page.failures.isEmpty)
    }

    @Test func anItemSheetWithDetentsUpdatesInPlaceAndClosesWithPresentationMode() throws {
        let page = try habits()
        try page.button("Read: 3").click()
        let sheet = try page.dialog()
        let id = try sheet.element.id
        #expect(try sheet.element.attribute("style") == "--lv-h:50dvh")
        #expect(sheet.hasText("Done 3 times"))
        let before = page.patches.count
        try sheet.button("Mark Done").click()
        #expect(sheet.hasText("Done 4 times"))
        // The open dialog is patched, never removed and inserted again.
        let ops = page.patches[before...].flatMap(\.ops)
        #expect(!ops.isEmpty)
        #expect(!ops.contains { if case .remove(let removed) = $0 { removed == id } else { false } })
        #expect(!ops.contains { if case .insert = $0 { true } else { false } })
        #expect(page.hasText("Read: 4"))
        try sheet.button("Close").click()
        #expect(page.dialogs.isEmpty)
        // Another item is another sheet, with its own element.
        try page.button("Run: 1").click()
        #expect(try page.dialog().element.id != id)
        #expect(page.failures.isEmpty)
    }

    @Test func anAlertInsideASheetIsOnTopAndDeletingClosesBoth() throws {
        let page = try habits()
        try page.button("Run: 1").click()
        try page.dialog().button("Delete Habit").click()
        #expect(page.dialogs.count == 2)
        let alert = try page.dialog()
        #expect(try alert.element.attribute("data-lv-modal") == "alert")
        #expect(alert.hasText("Delete this habit?"))
        #expect(alert.hasText("Its history goes too."))
        try alert.button("Cancel").click()
        #expect(page.dialogs.count == 1)
        try page.dialog().button("Delete Habit").click()
        // Escape closes the top one only.
        try page.pressEscape()
        #expect(page.dialogs.count == 1)
        try page.dialog().button("Delete Habit").click()
        try page.dialog().button("Delete").click()
        #expect(page.dialogs.isEmpty)
        #expect(!page.hasText("Run: 1"))
        #expect(page.failures.isEmpty)
    }

    @Test func unsavedTextRefusesInteractiveDismissal() throws {
        let page = try habits()
        try page.button("New Habit").click()
        #expect(try page.dialog().element.attribute("data-lv-nodismiss") == nil)
        try page.dialog().textField("Title").type("Stretch")
        #expect(try page.dialog().element.attribute("data-lv-nodismiss") != nil)
        #expect(try !page.pressEscape())
        try page.dialog().element.requestDismiss()
        #expect(page.dialogs.count == 1)
        try page.dialog().button("Save").click()
        #expect(page.dialogs.isEmpty)
        #expect(page.hasText("Stretch: 0"))
        #expect(page.failures.isEmpty)
    }

    @Test func anItemAlertOfTheOlderKind() throws {
        let page = try habits()
        try page.button("Check").click()
        #expect(page.dialogs.isEmpty)
        try page.button("New Habit").click()
        try page.dialog().textField("Title").type("Swim")
        try page.dialog().button("Save").click()
        try page.button("Check").click()
        let alert = try page.dialog("Too many habits")
        #expect(alert.hasText("Keep two habits at most."))
        #expect(try alert.button("Got it").attribute("autofocus") != nil)
        try alert.button("Got it").click()
        #expect(page.dialogs.isEmpty)
        #expect(page.failures.isEmpty)
    }

    @Test func thePopoverPointsAtItsButtonAndAClickOutsideDismissesIt() throws {
        let page = try habits()
        let about = try page.button("About")
        try about.click()
        let popover = try page.dialog()
        #expect(try popover.element.attribute("data-lv-modal") == "popover")
        #expect(try popover.element.attribute("data-lv-anchor") == about.id)
        #expect(popover.hasText("HabitTracker 1.0"))
        #expect(try page.clickOutsideDialog())
        #expect(page.dialogs.isEmpty)
        #expect(page.failures.isEmpty)
    }

    @Test func everyIdIsUniqueWithDialogsOpen() throws {
        let page = try habits()
        try page.button("Read: 3").click()
        try page.dialog().button("Delete Habit").click()
        let ids = page.page.allElements().map(\.id)
        #expect(Set(ids).count == ids.count)
    }
}

extension Element {
    fileprivate func attribute(_ name: String) -> String? { self[attribute: name] }
}
