import Foundation
import LiveServerTesting
import Testing

/// The navigation sample apps (Tests/FidelityApps/Navigation) in headless
/// Chromium: value URLs with the browser's back, forward and reload, and
/// toolbar buttons by keyboard.
@Suite(.serialized) struct NavigationBrowserTests {
    let server: ServerProcess
    let browser: WebDriver

    init() throws {
        (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
    }

    static let enter = "\u{E007}"
    static let right = "\u{E014}"

    var base: String { "http://127.0.0.1:\(server.port)/fidelity/navigation" }

    func open(_ path: String) throws {
        try browser.navigate(base + path)
        try waitJoined()
    }

    func waitJoined() throws {
        #expect(try browser.waitUntil("return !!(window.LiveUI && LiveUI.state && LiveUI.state.joined)"))
    }

    func waitText(_ text: String) throws -> Bool {
        try browser.waitUntil("return document.body.innerText.includes('\(text)')")
    }

    func pathname() throws -> String? { try browser.execute("return location.pathname") as? String }

    @Test func backForwardAndReloadAtADeepValueURL() throws {
        try open("/pantry")
        // The second "Milk" row: its own URL, by the item's id.
        try browser.click(try browser.find("a[data-nav][href='/fidelity/navigation/pantry/3']"))
        #expect(try browser.waitUntil("return document.title === 'Oatly'"))
        #expect(try pathname() == "/fidelity/navigation/pantry/3")
        try browser.click(try browser.find("a[data-nav][href='/fidelity/navigation/pantry/3/1']"))
        #expect(try browser.waitUntil("return document.title === 'Meadow' && location.pathname.endsWith('/3/1')"))
        try browser.back()
        #expect(try browser.waitUntil("return document.title === 'Oatly'"))
        #expect(try waitText("Milk by Oatly"))
        try browser.forward()
        #expect(try browser.waitUntil("return document.title === 'Meadow'"))
        // Reload: a new session mounted at the deep URL restores the whole path.
        try browser.execute("location.reload()")
        #expect(try browser.waitUntil("return document.readyState === 'complete' && document.title === 'Meadow'"))
        try waitJoined()
        #expect(try waitText("Milk by Meadow"))
        #expect(try waitText("Depth: 2"))
        // The history from before the reload still works.
        try browser.back()
        #expect(try browser.waitUntil("return document.title === 'Oatly' && location.pathname.endsWith('/pantry/3')"))
        #expect(try waitText("Depth: 1"))
        try browser.execute("[...document.querySelectorAll('button')].find((b) => b.textContent === 'Pop to root').click()")
        #expect(try browser.waitUntil("return document.title === 'Pantry' && location.pathname === '/fidelity/navigation/pantry'"))
    }

    @Test func toolbarButtonsByKeyboard() throws {
        try open("/pantry")
        // Tab from the page's start reaches the toolbar's Add button first: the bar comes before the list.
        try browser.execute("document.activeElement && document.activeElement.blur()")
        try browser.keys("\u{E004}")
        #expect(try browser.waitUntil("return document.activeElement.closest('[role=toolbar]') !== null"))
        try browser.keys(Self.enter)
        #expect(try waitText("Item 4"))
        // Arrows move between a toolbar's items; Return presses the focused one.
        try open("/habits")
        try browser.execute("[...document.querySelectorAll('[role=toolbar] button')].find((b) => b.textContent === 'Add').focus()")
        try browser.keys(Self.enter)
        #expect(try browser.waitUntil("return document.title === 'New Habit'"))
        try browser.type(try browser.find("input[aria-label=Name]"), "Stretch")
        try browser.execute("[...document.querySelectorAll('[role=toolbar] button')].find((b) => b.textContent === 'Cancel').focus()")
        try browser.keys(Self.right)
        #expect(try browser.execute("return document.activeElement.textContent") as? String == "Save")
        try browser.keys(Self.enter)
        #expect(try browser.waitUntil("return document.querySelector('input[aria-label=Name]').value === ''"))
        try browser.back()
        #expect(try browser.waitUntil("return document.title === 'Habits'"))
        #expect(try waitText("4 habits"))
        #expect(try browser.execute("return !!document.querySelector(\"a[href$='/stretch']\")") as? Bool == true)
    }

    @Test func aSplitViewShowsItsColumnsSideBySide() throws {
        try open("/contacts")
        func visible(_ text: String) throws -> Bool {
            try browser.execute(
                """
                return [...document.querySelectorAll('.nv-col')].some((c) =>
                  c.innerText.includes('\(text)') && c.getBoundingClientRect().width > 100)
                """) as? Bool == true
        }
        #expect(try visible("Select a contact") && visible("Grace"))
        try browser.click(try browser.find("a[data-nav][href$='/contacts/2']"))
        #expect(try waitText("Phone: 555-0102"))
        #expect(try visible("Phone: 555-0102") && visible("Ada"), "the sidebar stays beside the detail")
        #expect(try browser.execute("return document.querySelector('[aria-current=page]').textContent") as? String == "Grace")
    }

    @Test func aNarrowWindowShowsOneColumnOfASplitViewWithABackButton() throws {
        try browser.setWindowSize(width: 390, height: 800)
        try open("/contacts")
        func shown() throws -> [String] {
            try browser.execute(
                "return [...document.querySelectorAll('.nv-col')].filter((c) => c.getBoundingClientRect().width > 0).map((c) => c.querySelector('.nv-title').textContent)"
            ) as? [String] ?? []
        }
        #expect(try shown() == ["Contacts"], "the sidebar alone")
        try browser.click(try browser.find("a[data-nav][href$='/contacts/1']"))
        #expect(try browser.waitUntil("return document.title === 'Ada'"))
        #expect(try shown() == ["Ada"])
        let back = try browser.find("button[aria-label='Back to Contacts']")
        #expect(
            try browser.execute("return arguments[0].getBoundingClientRect().width > 0", [["element-6066-11e4-a52e-4f735466cecf": back]])
                as? Bool == true)
        try browser.click(back)
        #expect(try browser.waitUntil("return document.title === 'Contacts' && location.pathname.endsWith('/contacts')"))
        #expect(try shown() == ["Contacts"])
    }
}
