import Foundation
import LiveServerTesting
import Testing

/// The ticket sample (Tests/FidelityApps/Styling/TicketStubApp.swift) in headless
/// Chromium: what the browser computes for the styling APIs a compile sweep found missing.
@Suite(.serialized) struct TicketStubBrowserTests {
    @Test func theBrowserDrawsTheTicketAsSwiftUIWould() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        defer { browser.quit() }
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/styling/ticket")
        func value(_ script: String) throws -> Any? { try browser.execute("return " + script) }
        let stub = "getComputedStyle(document.querySelector('[data-testid=stub]'))"
        #expect(try value("\(stub).borderTopLeftRadius + ' ' + \(stub).borderBottomRightRadius") as? String == "24px 0px")
        #expect(try value("\(stub).backgroundImage.startsWith('radial-gradient')") as? Bool == true)
        // The tint's filter resolves to its color matrix; its SVG takes no room, so the box keeps its 60 points.
        #expect(
            try value(
                "(() => { const t = document.querySelector('[data-testid=tinted]'); const id = getComputedStyle(t).filter.match(/#([^\"')]+)/)[1]; return !!document.getElementById(id) && t.querySelector('svg.fx').getBoundingClientRect().width === 0 && t.getBoundingClientRect().height === 60; })()"
            ) as? Bool == true)
        #expect(try value("[...document.querySelectorAll('*')].some((e) => getComputedStyle(e).fontStretch === '125%')") as? Bool == true)
        #expect(try value("getComputedStyle(document.querySelector('[data-testid=rows] .sv')).paddingLeft") as? String == "20px")
        try browser.execute("[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Details').click()")
        #expect(try browser.waitUntil("return !!document.querySelector('dialog[open]')"))
        #expect(try value("document.querySelector('dialog[open]').style.background !== ''") as? Bool == true)
    }
}
