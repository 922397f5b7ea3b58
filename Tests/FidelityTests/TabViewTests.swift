import FidelityApps
import Foundation
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `TabView`, in-process, through the tab sample apps
/// (Tests/FidelityApps/Navigation/TabsApp.swift) and a few small views: a
/// `role="tablist"` of `<button role="tab" aria-selected>` named by their
/// labels, the selected tab's content alone in a `role="tabpanel"`, badges
/// that screen readers skip, and the page style's "Page n of m" dots.
@MainActor @Suite struct TabViewTests {
    func open(_ name: String) -> TestSession {
        let route = "/fidelity/navigation/" + name
        let app = FidelityApps.navigation.first { $0.path == route }!
        return TestSession(path: route, route: route) { app.makeRoot() }
    }

    static let tabQuery = PageQuery("a tab") { $0[attribute: "role"] == "tab" }

    /// The text of the badge in a tab's button (an `aria-hidden` element with
    /// text inside it), nil when it has none.
    func badge(_ tab: TestElement, on page: TestSession) -> String? {
        guard let button = page.page.find(id: tab.id) else { return nil }
        return button.allElements().dropFirst()
            .filter { $0[attribute: "aria-hidden"] == "true" }
            .map { $0.textContent.trimmingCharacters(in: .whitespacesAndNewlines) }
            .first { !$0.isEmpty }
    }

    /// The text of the tab panels a user sees (not `hidden`, `inert` or
    /// `aria-hidden`); the whole page's text if it has no tab panel.
    func shownPanelText(_ page: TestSession) -> String {
        let panels = page.page.allElements().filter { $0[attribute: "role"] == "tabpanel" }
        guard !panels.isEmpty else { return page.visibleText }
        return panels.filter { $0[attribute: "hidden"] == nil && $0[attribute: "inert"] == nil && $0[attribute: "aria-hidden"] != "true" }
            .map(\.visibleText).joined(separator: " ")
    }

    /// The name a screen reader gives an element, roughly as browsers compute
    /// it: its `aria-label`, else the text and labels of what it holds,
    /// leaving out whatever is `aria-hidden`.
    func spokenName(_ e: Element) -> String {
        if let label = e[attribute: "aria-label"] { return label }
        var parts: [String] = []
        for node in e.children {
            switch node {
            case .text(let text): parts.append(text)
            case .element(let child) where child[attribute: "aria-hidden"] != "true": parts.append(" " + spokenName(child) + " ")
            case .element: break
            }
        }
        return parts.joined().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    // MARK: 1. Default tab and switching

    /// SwiftUI: a `TabView` without a selection shows its first tab; tapping
    /// another tab's item shows that tab's content instead, and the tab bar
    /// marks the new tab selected (VoiceOver: "selected, tab, 3 of 3").
    @Test func theFirstTabShowsFirstAndClickingAnotherReplacesIt() throws {
        let page = open("recipes")
        #expect(try page.findAll(PageQuery("the tab bar") { $0[attribute: "role"] == "tablist" }).count == 1)
        let recipes = try page.button("Recipes")
        #expect(recipes.attribute("role") == "tab")
        #expect(recipes.attribute("aria-selected") == "true")
        #expect(try page.button("Shopping").attribute("aria-selected") == "false")
        #expect(page.hasText("Shakshuka"))
        #expect(shownPanelText(page).contains("Shakshuka"))
        #expect(!page.hasText("Flour"), "only the selected tab's content is on the page")

        try page.button("Shopping").click()
        #expect(try page.button("Shopping").attribute("aria-selected") == "true")
        #expect(try page.button("Recipes").attribute("aria-selected") == "false")
        #expect(page.hasText("Flour"))
        #expect(shownPanelText(page).contains("Flour"))
        #expect(!page.hasText("Shakshuka"))
        #expect(!page.hasText("Pancakes with blueberries"))
        #expect(page.failures.isEmpty)
    }

    /// SwiftUI: a tab item's icon is part of the item, not read on its own:
    /// VoiceOver says "Feed, tab, 1 of 2" whether the item is a `Label` or the
    /// iOS 13 spelling `.tabItem { Image(systemName:); Text("Feed") }`.
    @Test func aTabIsNamedByItsItemsTextAlone() throws {
        let recipes = open("recipes")
        for title in ["Recipes", "Favorites", "Shopping"] {
            let tab = try #require(recipes.page.find(id: try recipes.button(title).id))
            #expect(spokenName(tab) == title)
        }
        let activity = open("activity")
        for title in ["Feed", "Stats"] {
            let tab = try #require(activity.page.find(id: try activity.button(title).id))
            #expect(spokenName(tab) == title, "the Image in .tabItem { Image(systemName:); Text(_:) } is read too")
        }
        let tabs = open("tabs")
        let inbox = try #require(tabs.page.find(id: try tabs.button("Inbox").id))
        #expect(spokenName(inbox) == "Inbox", "the badge is not part of the name")
    }

    // MARK: 2. State kept per tab

    /// SwiftUI keeps every tab's view alive while another tab is shown: a
    /// typed value, a toggle and a counter in a tab are as they were when the
    /// user comes back to it.
    @Test func stateInsideATabSurvivesSwitchingAwayAndBack() throws {
        let page = open("tabs")
        try page.button("Profile").click()
        try page.textField("Display name").type("Ada")
        try page.toggle("Notifications").toggle()
        try page.button("Add a coffee").click()
        try page.button("Add a coffee").click()
        #expect(page.hasText("Coffees today: 2"))

        try page.button("Home").click()
        #expect(!page.hasText("Coffees today: 2"))
        try page.button("Inbox").click()
        try page.button("Profile").click()
        #expect(try page.textField("Display name").value == "Ada")
        #expect(try page.toggle("Notifications").isOn == false)
        #expect(page.hasText("Coffees today: 2"))

        // A field typed into but not submitted, in a tab that labels itself.
        let recipes = open("recipes")
        try recipes.button("Shopping").click()
        try recipes.textField("New item").type("Eggs")
        try recipes.button("Favorites").click()
        try recipes.button("Like").click()
        try recipes.button("Shopping").click()
        #expect(try recipes.textField("New item").value == "Eggs")
        try recipes.button("Favorites").click()
        #expect(recipes.hasText("Likes: 1"))
    }

    // MARK: 3. Selection binding

    /// SwiftUI: with `TabView(selection: $tab)`, tapping a tab's item writes
    /// that tab's tag into the binding, so views reading it update.
    @Test func clickingATabWritesItsTagIntoTheSelection() throws {
        let page = open("tabs")
        #expect(page.hasText("Showing Home"))
        try page.button("Inbox").click()
        #expect(page.hasText("Showing Inbox"))
        #expect(page.hasText("Lunch on Friday?"))
        try page.button("Profile").click()
        #expect(page.hasText("Showing Profile"))
        try page.button("Home").click()
        #expect(page.hasText("Showing Home"))
        #expect(page.hasText("Morning run"))
    }

    /// SwiftUI: setting the bound selection from code (a button in one tab)
    /// switches the `TabView` to the tab with that tag.
    @Test func settingTheSelectionFromATabSwitchesTabs() throws {
        let page = open("tabs")
        try page.button("Check inbox").click()
        #expect(try page.button("Inbox").attribute("aria-selected") == "true")
        #expect(try page.button("Home").attribute("aria-selected") == "false")
        #expect(page.hasText("Lunch on Friday?"))
        #expect(!page.hasText("Morning run"))
        #expect(page.hasText("Showing Inbox"))
    }

    // MARK: 4. onAppear / onDisappear

    /// SwiftUI: a tab's content gets `onAppear` when its tab is first shown
    /// and each time it is shown again, and `onDisappear` each time another
    /// tab is selected; tapping the tab that is already selected runs neither.
    @Test func onAppearAndOnDisappearRunAsTabsAreShownAndLeft() throws {
        let page = open("activity")
        #expect(page.hasText("Ferry timetable changes on Monday"))

        try page.button("Stats").click()
        #expect(page.hasText("Feed appeared: 1"))
        #expect(page.hasText("Feed disappeared: 1"))
        #expect(page.hasText("Stats appeared: 1"))

        try page.button("Feed").click()
        try page.button("Stats").click()
        #expect(page.hasText("Feed appeared: 2"))
        #expect(page.hasText("Feed disappeared: 2"))
        #expect(page.hasText("Stats appeared: 2"))

        try page.button("Stats").click()
        #expect(page.hasText("Stats appeared: 2"), "the selected tab's item does not appear it again")
        #expect(page.hasText("Feed appeared: 2"))
        #expect(page.failures.isEmpty)
    }

    // MARK: 5. Navigation inside a tab

    /// SwiftUI: each tab keeps its own navigation stack; a detail pushed in
    /// one tab is still on top (with its state) after visiting another tab.
    @Test func aNavigationStackInATabKeepsItsPushedViewAcrossTabSwitches() throws {
        let page = open("tabs")
        try page.link("Morning run").click()
        #expect(page.hasText("5 km along the river"))
        try page.toggle("Done").toggle()

        try page.button("Inbox").click()
        #expect(!page.hasText("5 km along the river"))
        #expect(page.hasText("Lunch on Friday?"))

        try page.button("Home").click()
        #expect(page.hasText("5 km along the river"), "the pushed detail is still on the Home tab's stack")
        #expect(try page.toggle("Done").isOn)
        try page.button("Back to Home").click()
        #expect(page.hasText("Evening yoga"))
        #expect(!page.hasText("5 km along the river"))
        #expect(page.failures.isEmpty)
    }

    // MARK: 6. Badges

    /// SwiftUI: `.badge(3)` on a tab's content shows 3 on its tab item
    /// (VoiceOver reads the tab's name, then the badge); when the count
    /// becomes 0 the badge goes away.
    @Test func aCountBadgeShowsOnItsTabAndZeroShowsNone() throws {
        let page = open("tabs")
        let inbox = try page.button("Inbox")
        #expect(badge(inbox, on: page) == "3")
        #expect(badge(try page.button("Home"), on: page) == nil)

        try inbox.click()
        try page.button("Mark all as read").click()
        #expect(page.hasText("All caught up"))
        #expect(badge(try page.button("Inbox"), on: page) == nil, "badge(0) shows no badge")
        #expect(!(try page.button("Inbox").text.contains("0")))
    }

    /// SwiftUI: a `Tab`'s `.badge("New")` shows the text; `.badge(0)` on
    /// another tab (an empty list's count) shows nothing.
    @Test func aTextBadgeShowsAndAZeroBadgeDoesNot() throws {
        let page = open("weather")
        #expect(badge(try page.button("Radar"), on: page) == "New")
        #expect(badge(try page.button("Alerts"), on: page) == nil)
        #expect(badge(try page.button("Today"), on: page) == nil)
    }

    // MARK: 7. The iOS 18 Tab API

    /// SwiftUI (iOS 18): `Tab(_:systemImage:value:)` tabs in a
    /// `TabView(selection:)`: the bound value picks the tab shown, clicking
    /// a tab sets it, and setting it from code switches tabs.
    @Test func tabsWithValuesFollowTheSelection() throws {
        let page = open("mailbox")
        #expect(try page.button("Inbox").attribute("aria-selected") == "true")
        #expect(page.hasText("Launch checklist from Grace"))
        #expect(badge(try page.button("Inbox"), on: page) == "2")

        try page.button("Sent").click()
        #expect(page.hasText("Quarterly report to Ada"))
        #expect(!page.hasText("Launch checklist from Grace"))
        #expect(try page.button("Sent").attribute("aria-selected") == "true")

        try page.button("Inbox").click()
        try page.button("Reply to Grace").click()
        #expect(try page.button("Drafts").attribute("aria-selected") == "true")
        #expect(page.hasText("Re: Launch checklist"))
        #expect(!page.hasText("Tickets for Saturday from Alan"))
    }

    /// SwiftUI (iOS 18): `Tab(_:systemImage:)` tabs without values: the first
    /// shows first and each tab's item shows its own content.
    @Test func tabsWithoutValuesShowTheFirstTabFirst() throws {
        let page = open("weather")
        #expect(try page.findAll(Self.tabQuery).count == 4)
        #expect(try page.button("Today").attribute("aria-selected") == "true")
        #expect(page.hasText("Sunny, 21°"))
        #expect(!page.hasText("Tuesday: showers"))
        try page.button("Week").click()
        #expect(page.hasText("Tuesday: showers"))
        #expect(!page.hasText("Sunny, 21°"))
        try page.button("Alerts").click()
        #expect(page.hasText("No weather alerts"))
    }

    // MARK: 9. Modifier order

    /// SwiftUI: `.tag(x).tabItem { }` and `.tabItem { }.tag(x)` tag a tab the
    /// same way: the initial selection picks the second (tagged first) tab,
    /// and clicking either tab writes its own tag.
    @Test func bothModifierOrdersTagTheirTab() throws {
        struct Reading: View {
            @State private var tab = 2
            var body: some View {
                VStack {
                    TabView(selection: $tab) {
                        Text("Chapter one text")
                            .tabItem { Label("One", systemImage: "book") }
                            .tag(1)
                        Text("Chapter two text")
                            .tag(2)
                            .tabItem { Label("Two", systemImage: "bookmark") }
                    }
                    Text("Selected chapter \(tab)")
                }
            }
        }
        let page = TestSession { Reading() }
        #expect(try page.button("Two").attribute("aria-selected") == "true")
        #expect(page.hasText("Chapter two text"))
        #expect(!page.hasText("Chapter one text"))

        try page.button("One").click()
        #expect(page.hasText("Selected chapter 1"))
        #expect(page.hasText("Chapter one text"))
        #expect(try page.button("One").attribute("aria-selected") == "true")
        try page.button("Two").click()
        #expect(page.hasText("Selected chapter 2"))
        #expect(page.hasText("Chapter two text"))
    }

    // MARK: 10. Tabs that label themselves

    /// SwiftUI: `.tabItem` applied inside a tab view's own `body` labels that
    /// tab (`TabView { RecipesTab(); FavoritesTab() }`), in order.
    @Test func tabsThatApplyTabItemInTheirOwnBodyAreLabelled() throws {
        let page = open("recipes")
        let tabs = try page.findAll(Self.tabQuery).map(\.id)
        let named = try ["Recipes", "Favorites", "Shopping"].map { try page.button($0).id }
        #expect(tabs == named)
        try page.button("Favorites").click()
        #expect(page.hasText("Pancakes with blueberries"))
        #expect(try page.button("Favorites").attribute("aria-selected") == "true")
    }

    // MARK: Every tab of every tab app

    /// Each tab of each tab app renders with unique element ids, no render
    /// problem and nothing a keyboard user cannot reach.
    @Test func everyTabOfEveryTabAppRendersCleanly() throws {
        for name in ["tabs", "activity", "recipes", "mailbox", "weather", "onboarding", "setup"] {
            let page = open(name)
            let tabs = try page.findAll(Self.tabQuery).map(\.id)
            for id in [nil] + tabs.map(Optional.some) {
                if let id { try page.element(id: id).click() }
                let ids = page.page.allElements().map(\.id).filter { !$0.isEmpty }
                #expect(Set(ids).count == ids.count, "\(name) \(id ?? ""): \(ids.filter { id in ids.filter { $0 == id }.count > 1 })")
                #expect(page.keyboardProblems.isEmpty, "\(name) \(id ?? ""): \(page.keyboardProblems)")
            }
            #expect(page.session.problems.isEmpty, "\(name): \(page.session.problems)")
            #expect(page.failures.isEmpty, "\(name): \(page.failures.first ?? "")")
        }
    }
}
