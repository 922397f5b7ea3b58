import Foundation
import LiveServerTesting
import Testing

/// The preferences sample app in headless Chromium: the emulated color
/// scheme and the app's preferred one repaint the page, a resized window
/// changes the size class, @SceneStorage survives a reload through the tab's
/// sessionStorage id, @AppStorage reaches another open tab live, openURL
/// opens a tab.
@Suite(.serialized) struct EnvironmentBrowserTests {
    static let path = "/fidelity/environment/preferences"

    struct Page {
        let server: ServerProcess
        let browser: WebDriver
        var url: String { "http://127.0.0.1:\(server.port)\(EnvironmentBrowserTests.path)" }

        init(scheme: String? = nil, width: Int = 1280, height: Int = 800) throws {
            guard WebDriver.available() else {
                throw WebDriver.Failure(description: "chromium and chromium-driver are not installed (make test installs them)")
            }
            server = try ServerProcess(executable: "LiveFixtureServer", environment: ["LIVEUI_STORE": "memory"])
            browser = try WebDriver(width: width, height: height)
            if let scheme { try browser.emulateColorScheme(scheme) }
            try open()
        }

        func open() throws {
            try browser.navigate(url)
            try joined()
        }

        func joined() throws {
            guard try browser.waitUntil("return !!(window.LiveUI && LiveUI.state && LiveUI.state.joined)") else {
                throw WebDriver.Failure(description: "the page did not join")
            }
        }

        func close() {
            browser.quit()
            server.stop()
        }

        func waitFor(_ text: String, timeout: Double = 5) throws -> Bool {
            try browser.waitUntil("return document.body.innerText.includes(\(Self.js(text)))", timeout: timeout)
        }

        func bodyColors() throws -> [String] {
            try browser.execute("const s = getComputedStyle(document.body); return [s.backgroundColor, s.color]") as? [String] ?? []
        }

        /// Clicks the first element matching `css` whose text (or label's text) is `text`.
        func click(_ css: String, text: String) throws {
            let tag = "t" + String(UInt32.random(in: 0...UInt32.max))
            let found =
                try browser.execute(
                    """
                    const e = [...document.querySelectorAll(arguments[0])].find(e => (e.closest('label') || e).textContent.trim() === arguments[1]);
                    if (!e) return false;
                    e.setAttribute('data-test', arguments[2]);
                    return true;
                    """, [css, text, tag]) as? Bool ?? false
            guard found else { throw WebDriver.Failure(description: "no \(css) \(text)") }
            try browser.click(try browser.find("[data-test=\(tag)]"))
        }

        static func js(_ s: String) -> String {
            String(data: try! JSONSerialization.data(withJSONObject: [s]), encoding: .utf8)!.dropFirst().dropLast().description
        }
    }

    @Test func theEmulatedSchemeIsReportedAndPaintsThePage() throws {
        let page = try Page(scheme: "dark")
        defer { page.close() }
        #expect(try page.waitFor("Appearance: Dark"))
        #expect(try page.bodyColors() == ["rgb(0, 0, 0)", "rgb(255, 255, 255)"])
        // The user switches the system to light: the page says so, and repaints.
        try page.browser.emulateColorScheme("light")
        #expect(try page.waitFor("Appearance: Light"))
        #expect(try page.bodyColors() == ["rgb(255, 255, 255)", "rgb(0, 0, 0)"])
        // Built-in views follow: the card's Color(.secondarySystemBackground), light and dark.
        let card = "return getComputedStyle(document.querySelector('[data-testid=\\'card-Version\\']') || document.body).backgroundColor"
        try page.click("label.pk-o", text: "About")
        #expect(try page.waitFor("Open help center"))
        #expect(try page.browser.execute(card) as? String == "rgb(242, 242, 247)")
        try page.browser.emulateColorScheme("dark")
        #expect(try page.browser.waitUntil(card.replacingOccurrences(of: "return ", with: "return ") + " === 'rgb(28, 28, 30)'"))
    }

    @Test func theDarkModeSwitchOverridesTheBrowserAndIsKeptAcrossAReload() throws {
        let page = try Page(scheme: "light")
        defer { page.close() }
        #expect(try page.waitFor("Appearance: Light"))
        // Operated with the keyboard: focus the switch and press Space.
        let toggle = try page.browser.find("input[role=switch]")
        try page.browser.execute("arguments[0].focus()", [["element-6066-11e4-a52e-4f735466cecf": toggle]])
        try page.browser.keys(" ")
        #expect(try page.waitFor("Appearance: Dark"))
        #expect(try page.browser.waitUntil("return document.getElementById('root').getAttribute('data-lv-scheme') === 'dark'"))
        #expect(try page.bodyColors() == ["rgb(0, 0, 0)", "rgb(255, 255, 255)"])
        // @AppStorage: the reloaded page (a new session, the same cookie) is dark from its first paint.
        try page.open()
        #expect(try page.browser.execute("return document.getElementById('root').getAttribute('data-lv-scheme')") as? String == "dark")
        #expect(try page.waitFor("Appearance: Dark"))
        #expect(try page.bodyColors() == ["rgb(0, 0, 0)", "rgb(255, 255, 255)"])
    }

    @Test func sceneStorageSurvivesAReloadButNotANewTab() throws {
        let page = try Page()
        defer { page.close() }
        try page.click("label.pk-o", text: "About")
        #expect(try page.waitFor("Open help center"))
        try page.browser.execute("location.reload()")
        try page.joined()
        #expect(try page.waitFor("Open help center"))
        // Another tab of the same browser: its own scene, the same app storage.
        let first = try page.browser.windowHandle()
        _ = try page.browser.newTab()
        try page.open()
        #expect(try page.waitFor("Dark mode"))
        #expect(try !(page.browser.execute("return document.body.innerText") as? String ?? "").contains("Open help center"))
        // A change made here reaches the first tab, which is open in the background.
        let name = try page.browser.find("input[aria-label=Name]")
        try page.browser.execute("arguments[0].focus(); arguments[0].select()", [["element-6066-11e4-a52e-4f735466cecf": name]])
        try page.browser.keys("Ada")
        #expect(try page.waitFor("Hello, Ada"))
        try page.browser.switchTo(first)
        #expect(try page.waitFor("Hello, Ada"))
    }

    @Test func resizingTheWindowChangesTheSizeClass() throws {
        let page = try Page(width: 1280, height: 800)
        defer { page.close() }
        try page.click("label.pk-o", text: "About")
        #expect(try page.browser.waitUntil("return !!document.querySelector('[data-testid=side-by-side]')"))
        try page.browser.setWindowSize(width: 480, height: 800)
        #expect(try page.browser.waitUntil("return !!document.querySelector('[data-testid=stacked]')"))
        try page.browser.setWindowSize(width: 1280, height: 800)
        #expect(try page.browser.waitUntil("return !!document.querySelector('[data-testid=side-by-side]')"))
    }

    @Test func openURLOpensANewTabAndRefusesScripts() throws {
        let page = try Page()
        defer { page.close() }
        try page.click("label.pk-o", text: "About")
        #expect(try page.waitFor("Open help center"))
        try page.click("button", text: "Run script")
        #expect(try page.waitFor("That link cannot be opened."))
        #expect(try page.browser.windowHandles().count == 1)
        try page.click("button", text: "Open help center")
        #expect(try waitForTabs(page.browser, 2))
    }

    private func waitForTabs(_ browser: WebDriver, _ count: Int) throws -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if try browser.windowHandles().count == count { return true }
            usleep(50_000)
        }
        return false
    }
}
