import Foundation
import LiveServerTesting
import Testing

/// `.scrollTransition` in headless Chromium, on the travel feed
/// (Tests/FidelityApps/Scrolling/TravelFeedApp.swift): the looks follow the
/// scroll position, drawn by the browser on the views' scroll timelines.
@Suite(.serialized) struct ScrollTransitionBrowserTests {
    @Test func cardsFadeAtTheEdgesAndShowWhenInView() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        defer { browser.quit() }
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/scrolling/travel-feed")
        try browser.execute(
            """
            // The computed opacity and transform of the transitioned element marked `id`.
            window.__look = (id) => {
              const m = document.querySelector('[data-testid="' + id + '"]');
              const el = m.classList.contains('st') ? m : m.querySelector('.st');
              const cs = getComputedStyle(el);
              return { opacity: parseFloat(cs.opacity), transform: cs.transform };
            };
            window.__feed = () => { const f = document.querySelector('[data-testid="feed"]'); return f.matches('.sv') ? f : f.querySelector('.sv'); };
            """)
        // In view: shown as it is. Below the scroll view's bottom edge: the look it comes in with.
        #expect(try browser.waitUntil("return __look('trip-1').opacity === 1"))
        #expect(try browser.waitUntil("return Math.abs(__look('trip-5').opacity - 0.3) < 0.01"), "below the fold")
        // Scrolled: the first card went out at the top, the fifth came in.
        try browser.execute("__feed().scrollTop = 330")
        #expect(try browser.waitUntil("return Math.abs(__look('trip-1').opacity - 0.3) < 0.01"), "gone out at the top")
        #expect(try browser.waitUntil("return __look('trip-5').opacity === 1"), "in view")
        // The strip's cities turn at its trailing edge, not where they are shown.
        #expect(try browser.waitUntil("return __look('city-12').transform !== __look('city-1').transform"))
        // Still a live page: a card's button answers.
        try browser.execute("[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Save').click()")
        #expect(try browser.waitUntil("return document.body.innerText.includes('Saved')"))
    }
}
