import Foundation
import LiveServerTesting
import Testing

/// `Table` in headless Chromium, on the team sample app
/// (Tests/FidelityApps/Lists/TeamTableApp.swift): a real click on a title
/// sorts, a click or Return on a row selects it.
@Suite(.serialized) struct TableBrowserTests {
    let server: ServerProcess
    let browser: WebDriver

    init() throws {
        (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/lists/team")
        try browser.execute(
            """
            window.__names = () => [...document.querySelectorAll('tbody tr')].map((tr) => tr.cells[0].textContent.trim()).join(',');
            window.__row = (name) => [...document.querySelectorAll('tbody tr')].find((tr) => tr.cells[0].textContent.trim() === name);
            """)
    }

    func element(_ script: String) throws -> String {
        guard let id = try browser.execute("return (\(script) || {}).id") as? String, !id.isEmpty else {
            throw WebDriver.Failure(description: "no element for \(script)")
        }
        return try browser.find("[id='\(id)']")
    }

    @Test func clickingATitleSortsAndClickingARowSelects() throws {
        #expect(try browser.waitUntil("return __names() === 'Arjun,Lena,Maya'"))
        try browser.click(try element("[...document.querySelectorAll('th button')].find((b) => b.textContent.trim() === 'Age')"))
        #expect(try browser.waitUntil("return __names() === 'Arjun,Maya,Lena'"), "\((try? browser.execute("return __names()")) ?? "")")
        #expect(try browser.waitUntil("return document.querySelectorAll('th')[1].getAttribute('aria-sort') === 'ascending'"))
        try browser.click(try element("__row('Lena')"))
        #expect(try browser.waitUntil("return document.getElementById('root').innerText.includes('Selected: Lena')"))
        #expect(try browser.waitUntil("return __row('Lena').getAttribute('aria-selected') === 'true'"))
        // From the keyboard: Return on the focused row.
        try browser.execute("__row('Arjun').focus()")
        try browser.keys("\u{E007}")
        #expect(try browser.waitUntil("return document.getElementById('root').innerText.includes('Selected: Arjun')"))
    }
}
