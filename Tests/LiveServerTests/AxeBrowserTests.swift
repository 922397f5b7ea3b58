import FidelityApps
import Foundation
import LiveServerTesting
import Testing

/// axe-core on every page the project serves (issue 17 item 1): each demo
/// route, in the states a user meets (logged in, mid-login, after an in-page
/// navigation, with a sheet, an alert or a dialog open), and every sample app
/// of Tests/FidelityApps; a subset again in the dark color scheme. One
/// headless Chromium goes from page to page. Zero violations of any impact;
/// each finding names the page, the rule, its impact, the element and why.
@Suite(.serialized) struct AxeBrowserTests {
    /// Prints the findings and records one issue each, so a failure lists them all.
    static func expectNone(_ found: [AxeAudit.Violation], pages: Int, since start: Date, _ what: String) {
        print("axe: \(what): \(pages) pages, \(found.count) violations in \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
        for violation in found {
            print("axe: \(violation)")
            Issue.record(Comment(rawValue: violation.description))
        }
    }

    static func browser() throws -> WebDriver {
        guard WebDriver.available() else {
            throw WebDriver.Failure(description: "chromium and chromium-driver are not installed (make test installs them)")
        }
        return try WebDriver()
    }

    @Test func demoRoutesInEveryStateHaveNoViolations() throws {
        let axe = try AxeAudit()
        let start = Date()
        // A slow login, so that the pending state can be audited before it ends.
        let server = try ServerProcess(environment: ["LOGIN_DELAY_MS": "1500", "LIVEUI_STORE": "memory"])
        defer { server.stop() }
        let browser = try Self.browser()
        defer { browser.quit() }
        let base = "http://127.0.0.1:\(server.port)"
        var found: [AxeAudit.Violation] = []
        var pages = 0
        func audit(_ name: String) throws {
            found += try axe.run(browser, page: name)
            pages += 1
        }
        func open(_ path: String) throws {
            try browser.navigate(base + path)
            try audit(path)
        }
        for path in ["/", "/offset", "/colors", "/colors/purple", "/folders", "/programmatic", "/demos"] { try open(path) }

        // The login: pending, then logged in; the same for the offset variant.
        for path in ["/", "/offset"] {
            try browser.navigate(base + path)
            try AxeAudit.settle(browser)
            try browser.type(intoField: "Username", "alice")
            try browser.click(text: "Login")
            #expect(try browser.waitUntil("return document.body.innerText.includes('Logging in')"))
            try audit(path + " (logging in)")
            #expect(try browser.waitUntil("return document.body.innerText.includes('Hello alice')", timeout: 10))
            try audit(path + " (logged in)")
        }
        // In-page navigations, as a user makes them.
        try browser.navigate(base + "/colors")
        try AxeAudit.settle(browser)
        try browser.click(text: "Pink")
        #expect(try browser.waitUntil("return location.pathname !== '/colors'"))
        try audit("/colors → Pink")
        try browser.navigate(base + "/folders")
        try AxeAudit.settle(browser)
        try browser.click(text: "Home Folder")
        #expect(try browser.waitUntil("return location.pathname !== '/folders'"))
        try audit("/folders → Home Folder")
        try browser.navigate(base + "/programmatic")
        try AxeAudit.settle(browser)
        try browser.click(text: "log in")
        #expect(try browser.waitUntil("return document.body.innerText.includes('You are logged in.')"))
        try audit("/programmatic (logged in)")
        #expect(pages == 14)
        Self.expectNone(found, pages: pages, since: start, "demo routes")
    }

    @Test func everySampleAppHasNoViolations() throws {
        let axe = try AxeAudit()
        let start = Date()
        let server = try ServerProcess(executable: "LiveFixtureServer", environment: ["LIVEUI_STORE": "memory"])
        defer { server.stop() }
        let browser = try Self.browser()
        defer { browser.quit() }
        let base = "http://127.0.0.1:\(server.port)"
        var found: [AxeAudit.Violation] = []
        let paths = FidelityApps.all.map(\.path)
        for path in paths {
            try browser.navigate(base + path)
            found += try axe.run(browser, page: path)
        }
        // Presentations: a sheet, an alert and a confirmation dialog open.
        let presented = try Self.presentations(browser, base: base, axe: axe)
        found += presented.found
        #expect(paths.count >= 50)
        Self.expectNone(found, pages: paths.count + presented.pages, since: start, "sample apps")
    }

    /// The expense tracker with its sheet, its alert and its dialog open, one at a time.
    static func presentations(_ browser: WebDriver, base: String, axe: AxeAudit) throws -> (found: [AxeAudit.Violation], pages: Int) {
        let path = "/fidelity/presentation/expenses"
        var found: [AxeAudit.Violation] = []
        for (button, what) in [("Add Expense", "sheet"), ("Delete All", "alert"), ("Sort…", "confirmation dialog")] {
            try browser.navigate(base + path)
            try AxeAudit.settle(browser)
            try browser.click(text: button)
            #expect(try browser.waitUntil("return !!document.querySelector('dialog[open]')"), "no \(what) opened")
            found += try axe.run(browser, page: "\(path) (\(what) open)")
        }
        return (found, 3)
    }

    /// Contrast in the dark scheme, on pages that show each built-in style:
    /// links and list rows, a selected navigation row, forms with section
    /// headers and footers, lists, controls, text styles, a presented sheet.
    /// Not the login seed (`/`, `/offset`): kept as written, it puts primary
    /// text on `Color.gray`, which is 3.3:1 in the dark scheme on Apple's
    /// platforms too (`Color.gray` does not adapt; the text does).
    @Test func aRepresentativeSubsetHasNoViolationsInTheDarkScheme() throws {
        let axe = try AxeAudit()
        let start = Date()
        let demo = try ServerProcess(environment: ["LIVEUI_STORE": "memory"])
        defer { demo.stop() }
        let fixtures = try ServerProcess(executable: "LiveFixtureServer", environment: ["LIVEUI_STORE": "memory"])
        defer { fixtures.stop() }
        let browser = try Self.browser()
        defer { browser.quit() }
        try browser.emulateColorScheme("dark")
        var found: [AxeAudit.Violation] = []
        let pages =
            ["/colors/purple", "/folders", "/programmatic", "/demos"].map { "http://127.0.0.1:\(demo.port)" + $0 }
            + [
                "/fidelity/forms/signup", "/fidelity/forms/converter", "/fidelity/lists/todos", "/fidelity/lists/mailboxes",
                "/fidelity/controls/settings", "/fidelity/controls/flight-booker", "/fidelity/text/product",
                "/fidelity/styling/dashboard", "/fidelity/navigation/habits", "/fidelity/scrolling/inbox",
            ].map { "http://127.0.0.1:\(fixtures.port)" + $0 }
        for url in pages {
            try browser.navigate(url)
            #expect(try browser.waitUntil("return matchMedia('(prefers-color-scheme: dark)').matches"))
            found += try axe.run(browser, page: "dark " + url.drop(while: { $0 != "/" }).dropFirst(2).drop(while: { $0 != "/" }))
        }
        let presented = try Self.presentations(browser, base: "http://127.0.0.1:\(fixtures.port)", axe: axe)
        found += presented.found.map {
            AxeAudit.Violation(page: "dark " + $0.page, rule: $0.rule, impact: $0.impact, target: $0.target, message: $0.message)
        }
        Self.expectNone(found, pages: pages.count + presented.pages, since: start, "dark scheme")
    }

    /// The page template: the app in <main>, the title as the fallback <h1>
    /// while the app shows none, following the title as navigation changes it.
    @Test func theAppIsTheMainLandmarkAndTheTitleItsHeading() throws {
        let server = try ServerProcess(environment: ["LIVEUI_STORE": "memory"])
        defer { server.stop() }
        let browser = try Self.browser()
        defer { browser.quit() }
        let base = "http://127.0.0.1:\(server.port)"
        let fallback = "const h = document.getElementById('lv-h1'); return [h.parentElement.tagName, h.textContent, h.getClientRects().length]"
        try browser.navigate(base + "/")
        try AxeAudit.settle(browser)
        #expect(try browser.execute("return document.querySelector('body > main > #root') !== null") as? Bool == true)
        #expect(try browser.execute("return document.querySelectorAll('main').length") as? Int == 1)
        // The login shows no heading: the title is the page's <h1>, for screen readers.
        let login = try browser.execute(fallback) as? [Any]
        #expect(login?[0] as? String == "MAIN")
        #expect(login?[1] as? String == (try browser.title()))
        #expect(login?[2] as? Int == 1)
        // The colors show their navigation title: the fallback steps aside, and follows the title.
        try browser.navigate(base + "/colors")
        try AxeAudit.settle(browser)
        #expect((try browser.execute(fallback) as? [Any])?[2] as? Int == 0)
        try browser.click(text: "Pink")
        #expect(try browser.waitUntil("return document.title === 'Pink'"))
        #expect(try browser.waitUntil("return document.getElementById('lv-h1').textContent === 'Pink'"))
        #expect(try browser.execute("return document.querySelector('.nv-top h1').textContent") as? String == "Pink")
    }
}
