import Foundation
import LiveServerTesting
import Testing

/// The forms sample apps (Tests/FidelityApps/Forms) in headless Chromium,
/// served by LiveFixtureServer: typing, Tab, Return and the mouse, with the
/// server's state read back from the page.
@Suite(.serialized) struct FormsBrowserTests {
    let server: ServerProcess
    let browser: WebDriver

    init() throws {
        (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
    }

    static let tab = "\u{E004}"
    static let enter = "\u{E007}"
    static let backspace = "\u{E003}"
    static let end = "\u{E010}"

    func open(_ app: String) throws {
        try browser.navigate("http://127.0.0.1:\(server.port)/fidelity/forms/\(app)")
        #expect(try browser.waitUntil("return !!(window.LiveUI && LiveUI.state && LiveUI.state.joined)"))
    }

    /// Keys to whatever has the focus, as a user types.
    func keys(_ text: String) throws { try browser.type(try browser.find(":focus"), text) }

    func waitText(_ text: String) throws -> Bool {
        try browser.waitUntil("return document.body.innerText.includes(\(js(text)))")
    }

    func activeLabel() throws -> String? {
        try browser.execute("const a = document.activeElement; return a && a.getAttribute('aria-label')") as? String
    }

    func value(_ label: String) throws -> String? {
        try browser.execute("return document.querySelector('[aria-label=\"\(label)\"]').value") as? String
    }

    func js(_ s: String) -> String {
        String(data: try! JSONSerialization.data(withJSONObject: [s]), encoding: .utf8)!.dropFirst().dropLast().description
    }

    @Test func returnMovesTheFocusAsTheLoginFormSaysAndTabIsReported() throws {
        try open("login")
        // The field the app focuses on appear has the browser's focus.
        #expect(try browser.waitUntil("return document.activeElement.getAttribute('aria-label') === 'Username'"))
        try keys("alice" + Self.enter)
        #expect(try browser.waitUntil("return document.activeElement.getAttribute('aria-label') === 'Password'"))
        #expect(try waitText("Editing password"))
        // Tab back (Shift+Tab is a chord; click instead) and Tab forward: the server follows the browser.
        try browser.click(try browser.find("input[aria-label=Username]"))
        #expect(try waitText("Editing username"))
        try keys(Self.tab)
        #expect(try waitText("Editing password"))
        #expect(try activeLabel() == "Password")
        try keys("secret" + Self.enter)
        #expect(try waitText("Signed in as alice"))
        #expect(try browser.waitUntil("return document.activeElement === document.body"))
        #expect(try waitText("No field focused"))
        #expect(try value("Username") == "alice")
    }

    @Test func signingInWithAnEmptyPasswordByMouseFocusesThePassword() throws {
        try open("login")
        #expect(try browser.waitUntil("return document.activeElement.getAttribute('aria-label') === 'Username'"))
        try keys("bob")
        try browser.click(try browser.find("button"))
        #expect(try browser.waitUntil("return document.activeElement.getAttribute('aria-label') === 'Password'"))
        #expect(try waitText("Editing password"))
        #expect(try browser.execute("return document.body.innerText.includes('Not signed in')") as? Bool == true)
    }

    @Test func aBoolFocusStateWithACancelButtonByMouse() throws {
        try open("search")
        #expect(try browser.execute("return document.activeElement === document.body") as? Bool == true)
        try browser.click(try browser.find("button"))  // Find
        #expect(try browser.waitUntil("return document.activeElement.getAttribute('aria-label') === 'Search'"))
        #expect(try waitText("Searching"))
        try keys("swift")
        #expect(try browser.waitUntil("return !!Array.from(document.querySelectorAll('button')).find(b => b.textContent === 'Cancel')"))
        try browser.execute(
            "Array.from(document.querySelectorAll('button')).find(b => b.textContent === 'Cancel').setAttribute('data-t', 'cancel')")
        try browser.click(try browser.find("button[data-t=cancel]"))
        #expect(try waitText("Idle"))
        #expect(try browser.waitUntil("return document.activeElement === document.body"))
        #expect(try value("Search") == "")
        #expect(try browser.execute("return LiveUI.state.pending.length") as? Int == 0)
    }

    @Test func aNumberFieldCommitsOnTabAndReturnAndKeepsInvalidText() throws {
        try open("converter")
        let km = try browser.find("input[aria-label=Kilometers]")
        try browser.click(km)
        try keys(Self.end + Self.backspace + "10" + Self.tab)
        #expect(try browser.waitUntil("return document.querySelector('[data-testid=miles]').textContent === '6.21'"))
        #expect(try activeLabel() == "Decimal places")
        try browser.click(km)
        try keys(Self.end + Self.backspace + Self.backspace + "1234.5" + Self.enter)
        #expect(try browser.waitUntil("return document.querySelector('[data-testid=miles]').textContent === '767.08'"))
        #expect(try browser.waitUntil("return document.querySelector('[aria-label=Kilometers]').value === '1,234.5'"))
        // Text that does not parse stays; the value does not change.
        try keys(Self.end + "x" + Self.enter)
        #expect(try browser.waitUntil("return LiveUI.state.pending.length === 0"))
        #expect(try value("Kilometers") == "1,234.5x")
        #expect(try browser.execute("return document.querySelector('[data-testid=miles]').textContent") as? String == "767.08")
        try browser.execute("const f = document.querySelector('[aria-label=Kilometers]'); f.select()")
        try keys("abc" + Self.enter)
        #expect(try browser.waitUntil("return LiveUI.state.pending.length === 0"))
        #expect(try value("Kilometers") == "abc")
        #expect(try browser.execute("return document.querySelector('[data-testid=miles]').textContent") as? String == "767.08")
        // A button the mouse presses sets the value: the field shows it.
        try browser.execute(
            "Array.from(document.querySelectorAll('button')).find(b => b.textContent === 'Marathon').setAttribute('data-t', 'm')")
        try browser.click(try browser.find("button[data-t=m]"))
        #expect(try browser.waitUntil("return document.querySelector('[aria-label=Kilometers]').value === '42.195'"))
    }

    @Test func aCurrencyFieldReformatsWhatIsTyped() throws {
        try open("tip")
        try browser.click(try browser.find("input[aria-label=Amount]"))
        try browser.execute("document.querySelector('[aria-label=Amount]').select()")
        try keys("50" + Self.enter)
        #expect(try browser.waitUntil("return document.querySelector('[aria-label=Amount]').value === '$50.00'"))
        #expect(try waitText("$30.00"))
        try keys(Self.tab)
        #expect(try activeLabel() == "Number of people")
        try browser.execute("document.activeElement.select()")
        try keys("4" + Self.tab)
        #expect(try waitText("$15.00"))
    }

    @Test func aTextEditorTakesLinesAndTheKeyboardReachesSave() throws {
        try open("notes")
        try browser.click(try browser.find("input[aria-label=Title]"))
        try keys("Groceries" + Self.tab)
        #expect(try browser.execute("return document.activeElement.tagName") as? String == "TEXTAREA")
        try keys("Buy milk" + Self.enter + "and eggs")
        #expect(try browser.waitUntil("return document.querySelector('[data-testid=count]').textContent === '4 words'"))
        #expect(try value("Note") == "Buy milk\nand eggs")
        // Tab to Clear, Tab to Save, Return presses it.
        try keys(Self.tab + Self.tab)
        #expect(try browser.execute("return document.activeElement.textContent") as? String == "Save")
        try keys(Self.enter)
        #expect(try browser.waitUntil("return document.querySelector('[aria-label=Note]').value === ''"))
        #expect(try waitText("Groceries"))
        #expect(try browser.execute("return location.pathname") as? String == "/fidelity/forms/notes")
    }

    @Test func theSignUpFormValidatesAsTheUserTypesAndNeverSubmitsThePage() throws {
        try open("signup")
        #expect(try browser.execute("return document.querySelector('form fieldset legend').textContent") as? String == "Account")
        try browser.click(try browser.find("input[aria-label=Username]"))
        try keys("al")
        #expect(try waitText("Username must be at least 3 characters"))
        try keys("ice" + Self.enter)
        #expect(try browser.waitUntil("return !document.body.innerText.includes('Username must be')"))
        try keys(Self.tab + "alice@example.com" + Self.tab + "correct-horse" + Self.tab + "correct-hors")
        #expect(try waitText("Passwords do not match"))
        #expect(
            try browser.execute(
                "return Array.from(document.querySelectorAll('button')).find(b => b.textContent === 'Create Account').disabled") as? Bool
                == true)
        try keys("e")
        #expect(
            try browser.waitUntil(
                "return !Array.from(document.querySelectorAll('button')).find(b => b.textContent === 'Create Account').disabled"))
        try browser.execute(
            "Array.from(document.querySelectorAll('button')).find(b => b.textContent === 'Create Account').setAttribute('data-t', 'c')")
        try browser.click(try browser.find("button[data-t=c]"))
        #expect(try waitText("Welcome, alice!"))
        #expect(try browser.execute("return location.pathname") as? String == "/fidelity/forms/signup")
    }
}
