import Foundation
import LiveServerTesting
import Testing

/// `.inspector` in headless Chromium, on the recipe editor
/// (Tests/FidelityApps/Presentation/RecipeInspectorApp.swift): in a wide window a
/// column at the trailing edge beside the view, toggled from the toolbar.
@Suite(.serialized) struct InspectorBrowserTests {
    @Test func theColumnSitsBesideTheViewAndGoes() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        defer { browser.quit() }
        try browser.setWindowSize(width: 1200, height: 800)
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/presentation/recipe-inspector")
        let placed = """
            const aside = document.querySelector('aside[aria-label="Inspector"]');
            const text = [...document.querySelectorAll('.tx')].find((e) => e.textContent === 'Sponge cake');
            if (!aside || !text) return null;
            const a = aside.getBoundingClientRect(), t = text.getBoundingClientRect();
            return [Math.round(a.width), Math.round(a.right), Math.round(window.innerWidth), t.right <= a.left + 1];
            """
        #expect(try browser.waitUntil("return !!document.querySelector('aside[aria-label=\"Inspector\"]')"))
        let box = try browser.execute(placed) as? [Any]
        let numbers = (box ?? []).prefix(3).compactMap { ($0 as? NSNumber)?.intValue }
        #expect(numbers.count == 3 && numbers[0] == 280, "280 points wide: \(box ?? [])")
        #expect(numbers.count == 3 && abs(numbers[1] - numbers[2]) <= 20, "at the trailing edge: \(box ?? [])")
        #expect(box?.last as? Bool == true, "beside the view, not over it")
        try browser.execute("[...document.querySelectorAll('button')].find((b) => b.textContent.includes('Hide details')).click()")
        #expect(try browser.waitUntil("return !document.querySelector('aside[aria-label=\"Inspector\"]')"))
    }
}
