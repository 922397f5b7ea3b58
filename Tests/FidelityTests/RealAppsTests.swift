@testable import FidelityApps
import Foundation
import LiveTesting
import LiveUI
import Testing

/// The five tutorial-style apps of Tests/FidelityApps/RealApps, driven
/// through a real flow each: add an expense and delete it, open a mission,
/// count a habit, place an order, rate a book. They are served through their
/// `App` types, as `@main` would.
@MainActor @Suite struct RealAppsTests {
    /// A UserDefaults suite of the test's own, so runs never see each other's items.
    func freshDefaults() -> UserDefaults {
        let name = "RealAppsTests-\(UUID().uuidString)"
        let defaults = UserDefaults(suiteName: name)!
        defaults.removePersistentDomain(forName: name)
        return defaults
    }

    /// A link by the start of its text: these apps' links hold a whole card or row.
    func link(_ page: TestSession, startingWith text: String) throws -> TestElement {
        try page.find(PageQuery("link starting with \"\(text)\"") { e in
            e.tag == "a" && e.textContent.trimmingCharacters(in: .whitespaces).hasPrefix(text)
        })
    }

    @Test func iExpenseAddsAnExpenseInTheSheetThenDeletesIt() throws {
        let defaults = freshDefaults()
        let page = TestSession { IExpenseContentView(expenses: IExpenseStore(defaults: defaults)) }
        #expect(page.title == "iExpense")
        #expect(page.hasText("No Expenses"), "ContentUnavailableView shows while the list is empty")
        #expect(page.hasText("Tap + to add your first expense."))

        try page.button("Add Expense").click()
        let sheet = try page.dialog()
        #expect(try sheet.button("Save").isDisabled, "`.disabled` until the name has text")
        try sheet.textField("Name").type("Lunch")
        try sheet.picker("Type").select("Business")
        try sheet.textField("Amount").setValue("12.5")
        try sheet.textField("Amount").submit()
        try sheet.button("Save").click()
        #expect(page.dialogs.isEmpty, "dismiss() closed the sheet")
        #expect(page.hasText("Lunch"))
        #expect(page.hasText(12.5.formatted(.currency(code: "USD"))), "Text(_:format: .currency(code:)), the server's locale")
        #expect(!page.hasText("No Expenses"))

        // Saved as JSON in UserDefaults: a new store reads it back.
        #expect(IExpenseStore(defaults: defaults).items.map(\.name) == ["Lunch"])

        // onDelete: the row's Delete action, then EditButton's edit mode.
        try page.button("Add Expense").click()
        try page.dialog().textField("Name").type("Taxi")
        try page.dialog().button("Save").click()
        // Each row's HStack is one accessibility group, so `within(text:)` would
        // stop there: the rows' Delete buttons are taken in list order.
        try page.buttons("Delete")[0].click()
        #expect(!page.hasText("Lunch"))
        #expect(page.hasText("Taxi"))
        try page.button("Edit").click()
        try page.buttons("Delete")[0].click()
        #expect(!page.hasText("Taxi"))
        #expect(page.hasText("No Expenses"))
        #expect(IExpenseStore(defaults: defaults).items.isEmpty)
        #expect(page.failures.isEmpty)
    }

    @Test func iExpenseRowsAreOneAccessibilityGroup() throws {
        let item = IExpenseItem(name: "Books", type: "Personal", amount: 30)
        let defaults = freshDefaults()
        defaults.set(try JSONEncoder().encode([item]), forKey: "Items")
        let page = TestSession { IExpenseContentView(expenses: IExpenseStore(defaults: defaults)) }
        // `.accessibilityElement(children: .combine)` on the row's HStack.
        // `within(text:)` finds the nearest group: the combined HStack, not the row.
        let group = try page.within(text: "Books").element
        #expect(group.attribute("role") == "group")
        #expect(group.text.contains("Personal"))
        #expect(page.hasText(30.0.formatted(.currency(code: "USD"))))
    }

    @Test func moonshotOpensAMissionAndACrewMember() throws {
        let page = TestSession(path: "/fidelity/realapps/moonshot", route: "/fidelity/realapps/moonshot") {
            MoonshotApp().windowContent
        }
        #expect(page.title == "Moonshot")
        // Decoded from the bundled JSON; dates formatted .abbreviated.
        #expect(page.hasText("Apollo 11"))
        let launch = DateComponents(calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"), year: 1969, month: 7, day: 16).date!
        let launched = launch.formatted(date: .abbreviated, time: .omitted)
        #expect(page.hasText(launched))
        #expect(page.html.contains("auto-fill"), "LazyVGrid with an adaptive GridItem")
        #expect(page.html.contains("color-scheme") || page.html.contains("dark"), ".preferredColorScheme(.dark)")

        try link(page, startingWith: "Apollo 11").click()
        #expect(page.title == "Apollo 11")
        #expect(page.hasText("Mission Highlights"))
        #expect(page.hasText("Launched \(launched)"))
        #expect(page.html.contains("cqw"), "containerRelativeFrame(.horizontal) { width, _ in width * 0.6 }")
        #expect(page.html.contains("snp"), "scrollTargetBehavior(.viewAligned)")

        try link(page, startingWith: "Michael Collins").click()
        #expect(page.title == "Michael Collins")
        #expect(page.hasText("Stayed in lunar orbit in the command module."))
        try page.back()
        try page.back()
        #expect(page.title == "Moonshot")
        #expect(page.failures.isEmpty)
    }

    @Test func habitTrackerAddsAHabitCountsItAndFavoritesIt() throws {
        let data = HabitActivities()
        let page = TestSession { HabitTrackerContentView(data: data) }
        #expect(page.hasText("No habits yet"))
        try page.button("Add new activity").click()
        try page.dialog().textField("Title").type("Read")
        try page.dialog().textField("Description").type("Ten pages")
        try page.dialog().button("Save").click()
        #expect(page.dialogs.isEmpty)
        #expect(!page.hasText("No habits yet"))
        #expect(page.hasText("1 habits"))

        // NavigationStack(path:) pushes the value; the Stepper counts.
        try link(page, startingWith: "Read").click()
        #expect(page.title == "Read")
        #expect(page.hasText("Ten pages"))
        try page.stepper("Completed: 0").increment()
        try page.stepper("Completed: 1").increment()
        #expect(data.activities.first?.completionCount == 2)
        try page.back()
        #expect(page.title == "HabitTracker")
        #expect(try page.within(text: "Read").element.text.contains("2"))

        // The swipe action (a row button on the web) moves it to Favorites.
        #expect(!page.hasText("Favorites"))
        try page.button("Favorite").click()
        #expect(page.hasText("Favorites"))
        #expect(data.activities.first?.isFavorite == true)
        #expect(page.failures.isEmpty)
    }

    @Test func cupcakeCornerPlacesAnOrder() async throws {
        let bakery = CupcakeBakery { data in data }
        let page = TestSession { CupcakeContentView(bakery: bakery) }
        #expect(page.title == "Cupcake Corner")
        // `.task` runs after appearing, on the session's clock.
        #expect(page.hasText("Loading…"))
        await page.settle()
        await page.advanceAndSettle(by: 0.3)
        #expect(page.hasText("Fresh today: Vanilla, Strawberry, Chocolate, Rainbow"))

        try page.picker("Select your cake type").select("Chocolate")
        try page.stepper("Number of cakes: 3").increment()
        #expect(!page.hasText("Add extra frosting"))
        try page.toggle("Any special requests?").toggle()
        try page.toggle("Add extra frosting").toggle()

        try page.link("Delivery details").click()
        #expect(try page.link("Check out").attribute("aria-disabled") == "true", "the address is not valid yet")
        #expect(try page.link("Check out").attribute("href") == nil)
        try page.textField("Name").type("Ada")
        try page.textField("Street Address").type("1 Loop")
        try page.textField("City").type("Cupertino")
        try page.textField("Zip").type("95014")
        #expect(try page.link("Check out").attribute("aria-disabled") == nil)
        try page.link("Check out").click()
        #expect(page.title == "Check out")
        // 4 cakes: 8 + chocolate 1 + frosting 4.
        #expect(page.hasText("Your total is \(Decimal(13).formatted(.currency(code: "USD")))"))

        try page.button("Place Order").click()
        await page.settle()
        let alert = try page.dialog("Thank you!")
        #expect(alert.hasText("Your order for 4x chocolate cupcakes is on its way!"))
        try alert.button("OK").click()
        #expect(page.dialogs.isEmpty)
        #expect(page.failures.isEmpty)
    }

    @Test func cupcakeCornerDisablesCheckoutUntilTheAddressIsComplete() throws {
        let page = TestSession { CupcakeContentView(bakery: CupcakeBakery { $0 }) }
        try page.link("Delivery details").click()
        try page.textField("Name").type("Ada")
        try page.textField("Street Address").type("1 Loop")
        try page.textField("City").type("Cupertino")
        try page.textField("Zip").type("95014")
        #expect(try page.link("Check out").attribute("href") != nil)
        // Only spaces: hasValidAddress trims them, and the section is disabled again.
        try page.textField("Zip").setValue("  ")
        #expect(try page.link("Check out").attribute("aria-disabled") == "true")
        #expect(throws: TestError.self, "the server has no click handler for a disabled link") {
            try page.link("Check out").click()
        }
        #expect(page.title == "Delivery details")
    }

    @Test func bookwormAddsARatedBookThenDeletesItAfterConfirming() throws {
        let library = BookwormLibrary()
        let page = TestSession { BookwormContentView(library: library) }
        #expect(page.title == "Bookworm")
        try page.button("Add Book").click()
        let sheet = try page.dialog()
        #expect(try sheet.button("Save").isDisabled)
        try sheet.textField("Name of book").type("The Hobbit")
        try sheet.textField("Author's name").type("J. R. R. Tolkien")
        try sheet.picker("Genre").select("Fantasy")
        // RatingView: star buttons writing through a @Binding.
        try sheet.button("5 stars").click()
        // The editor has no label in the app (as in the tutorial): found as the section's text area.
        try sheet.within(text: "Write a review").find(PageQuery("the review editor") { $0.tag == "textarea" })
            .type("A proper adventure.")
        try sheet.button("Save").click()
        #expect(page.dialogs.isEmpty)
        #expect(library.books.map(\.rating) == [5])
        #expect(library.books.first?.review == "A proper adventure.")
        #expect(page.hasText("🤩"))

        try link(page, startingWith: "🤩").click()
        #expect(page.title == "The Hobbit")
        #expect(page.hasText("A proper adventure."))
        #expect(page.hasText("FANTASY"))
        try page.button("Delete this book").click()
        let confirm = try page.dialog("Delete book")
        #expect(confirm.hasText("Are you sure?"))
        try confirm.button("Delete").click()
        // deleteBook() removed it and dismiss() popped the detail.
        #expect(library.books.isEmpty)
        #expect(page.title == "Bookworm")
        #expect(!page.hasText("The Hobbit"))
        #expect(page.failures.isEmpty)
    }

    @Test func everyRealAppIsServedThroughItsAppType() throws {
        let paths = FidelityApps.realApps.map(\.path)
        #expect(paths == [
            "/fidelity/realapps/iexpense", "/fidelity/realapps/moonshot", "/fidelity/realapps/habits",
            "/fidelity/realapps/cupcakes", "/fidelity/realapps/bookworm",
        ])
        for app in FidelityApps.realApps {
            let page = TestSession(path: app.path, route: app.path) { app.makeRoot() }
            #expect(!page.visibleText.isEmpty, "\(app.path) renders")
            #expect(page.failures.isEmpty)
        }
    }
}
