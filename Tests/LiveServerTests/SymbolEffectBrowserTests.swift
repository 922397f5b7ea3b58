import Foundation
import LiveServerTesting
import Testing

/// `.symbolEffect` in headless Chromium, on the bell sample app
/// (Tests/FidelityApps/Motion/NotificationBellApp.swift): the symbols' own
/// CSS animations, read with `getAnimations()`.
@Suite(.serialized) struct SymbolEffectBrowserTests {
    @Test func symbolsAnimateAsTheirEffectsSay() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        defer { browser.quit() }
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/motion/bell")
        try browser.execute(
            """
            // The running animations of the symbol in the view with this identifier: name, iterations.
            window.__anims = (id) => {
              const v = document.querySelector('[data-testid="' + id + '"]');
              const sy = v.matches('.sy') ? v : v.querySelector('.sy');
              return sy.getAnimations().map((a) => a.animationName + ':' + a.effect.getTiming().iterations).join(',');
            };
            window.__click = (text) => [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === text).click();
            """)
        #expect(try browser.execute("return __anims('bell')") as? String == "", "nothing plays at first")
        try browser.execute("__click('New message')")
        #expect(try browser.waitUntil("return __anims('bell') === 'lv-se-bounce:1'"))
        // It ends by itself; the next message plays it again.
        #expect(try browser.waitUntil("return __anims('bell') === ''"))
        try browser.execute("__click('New message')")
        #expect(try browser.waitUntil("return __anims('bell') === 'lv-se-bounce-2:1'"))

        try browser.execute("__click('Favorite')")
        #expect(try browser.waitUntil("return __anims('heart') === 'lv-se-pulse:3'"))
        #expect(try browser.waitUntil("return getComputedStyle(document.querySelector('[data-testid=star]')).transform !== 'none'"))

        try browser.execute("document.querySelector('input[type=checkbox]').click()")  // Syncing
        #expect(try browser.waitUntil("return __anims('sync') === 'lv-se-rotate:Infinity' && __anims('wifi') === 'lv-se-variable:Infinity'"))
        // Twice the speed: half the duration.
        #expect(try browser.execute("return document.querySelector('[data-testid=wifi]').getAnimations()[0].effect.getTiming().duration") as? Int == 600)
        // Still: every effect stops.
        try browser.execute("document.querySelectorAll('input[type=checkbox]')[1].click()")
        #expect(try browser.waitUntil("return __anims('sync') === '' && __anims('wifi') === ''"))
    }
}
