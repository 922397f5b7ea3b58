import Foundation
import LiveServerTesting
import Testing

/// Drag and drop in headless Chromium, on the task board
/// (Tests/FidelityApps/Motion/TaskBoardApp.swift), with WebDriver's real pointer:
/// the card follows the pointer, the column under it lights up, and the drop lands.
@Suite(.serialized) struct TaskBoardBrowserTests {
    /// The middle of the element marked `id`, in viewport pixels.
    private func middle(_ browser: WebDriver, _ id: String) throws -> (x: Int, y: Int) {
        let box = try browser.execute(
            "const r = document.querySelector('[data-testid=\"' + arguments[0] + '\"]').getBoundingClientRect(); return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)]",
            [id]) as? [Any]
        let numbers = (box ?? []).compactMap { ($0 as? NSNumber)?.intValue ?? ($0 as? Int) }
        try #require(numbers.count == 2, "no element \(id)")
        return (numbers[0], numbers[1])
    }

    /// Presses on `from`, moves to `to` in steps (pausing there), and releases unless `release` is false.
    private func carry(_ browser: WebDriver, from: (x: Int, y: Int), to: (x: Int, y: Int), release: Bool = true) throws {
        var moves: [[String: Any]] = [
            ["type": "pointerMove", "origin": "viewport", "x": from.x, "y": from.y], ["type": "pointerDown", "button": 0],
        ]
        for i in 1...8 {
            moves.append([
                "type": "pointerMove", "origin": "viewport", "x": from.x + (to.x - from.x) * i / 8, "y": from.y + (to.y - from.y) * i / 8,
                "duration": 20,
            ])
        }
        moves.append(["type": "pause", "duration": 100])
        if release { moves.append(["type": "pointerUp", "button": 0]) }
        let source: [String: Any] = ["type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": moves]
        if release { try browser.performAndRelease([source]) } else { try browser.perform([source]) }
    }

    @Test func aCardCarriedToAnotherColumnLandsThere() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        defer { browser.quit() }
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/motion/task-board")
        let card = try middle(browser, "task-1")
        let done = try middle(browser, "column-Done")
        // Held over the column: the card follows the pointer and the column lights up.
        try carry(browser, from: card, to: done, release: false)
        #expect(
            try browser.waitUntil(
                "return getComputedStyle(document.querySelector('[data-testid=\"column-Done\"]')).backgroundColor.includes('0.2')"),
            "the column under the card lights up (isTargeted)")
        #expect(
            try browser.execute("return document.querySelector('[data-testid=\"task-1\"]').style.transform.startsWith('translate(')") as? Bool
                == true)
        try browser.perform([["type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": [["type": "pointerUp", "button": 0]]]])
        try browser.releaseActions()
        #expect(try browser.waitUntil("return document.body.innerText.includes('Done (1)') && document.body.innerText.includes('To do (1)')"))
        #expect(try browser.waitUntil("return document.querySelector('[data-testid=\"column-Done\"]').innerText.includes('Write the brief')"))
        #expect(
            try browser.waitUntil(
                "return !getComputedStyle(document.querySelector('[data-testid=\"column-Done\"]')).backgroundColor.includes('0.2')"),
            "no longer lit once dropped")
        // Carried to the bin, a card arrives as its title.
        try carry(browser, from: try middle(browser, "task-3"), to: try middle(browser, "bin"))
        #expect(try browser.waitUntil("return document.body.innerText.includes('Binned: Draft the agenda')"))
        // Dropped nowhere: it goes back where it was, and nothing moves.
        let back = try middle(browser, "task-2")
        try carry(browser, from: back, to: (back.x, back.y + 400))
        #expect(try browser.waitUntil("return document.querySelector('[data-testid=\"task-2\"]').style.transform === ''"))
        #expect(try browser.execute("return document.body.innerText.includes('To do (1)')") as? Bool == true)
    }

    @Test func theKeyboardPicksUpAndDrops() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        defer { browser.quit() }
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/motion/task-board")
        func press(_ key: String) throws {
            try browser.performAndRelease([WebDriver.keys([WebDriver.keyDown(key), WebDriver.keyUp(key)])])
        }
        try browser.execute("document.querySelector('[data-testid=\"task-2\"]').focus()")
        try press(" ")
        #expect(try browser.waitUntil("return document.querySelector('[data-testid=\"task-2\"]').getAttribute('aria-grabbed') === 'true'"))
        try browser.execute("document.querySelector('[data-testid=\"column-Done\"]').focus()")
        try press("\u{E007}")  // Return
        #expect(try browser.waitUntil("return document.body.innerText.includes('Done (1)') && document.body.innerText.includes('To do (1)')"))
        #expect(try browser.waitUntil("return document.querySelector('[data-testid=\"column-Done\"]').innerText.includes('Book the venue')"))
        // Escape puts a picked-up card down: Return on a column then drops nothing.
        try browser.execute("document.querySelector('[data-testid=\"task-1\"]').focus()")
        try press(" ")
        try press("\u{E00C}")  // Escape
        #expect(try browser.execute("return document.querySelector('[data-testid=\"task-1\"]').hasAttribute('aria-grabbed')") as? Bool == false)
        try browser.execute("document.querySelector('[data-testid=\"column-Doing\"]').focus()")
        try press("\u{E007}")
        try browser.execute("return new Promise((r) => setTimeout(r, 300))")
        #expect(try browser.execute("return document.body.innerText.includes('Doing (1)')") as? Bool == true)
    }
}
