import Foundation
import LiveServerTesting
import Testing

/// `.defaultScrollAnchor` in headless Chromium, on the chat sample
/// (Tests/FidelityApps/Scrolling/ChatAnchorApp.swift): what the reader sees first,
/// and after new messages arrive.
@Suite(.serialized) struct ScrollAnchorBrowserTests {
    @Test func theChatOpensAtItsLatestMessageAndStaysThere() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        defer { browser.quit() }
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/scrolling/chat-anchor")
        try browser.execute(
            """
            // The scroll box of the view with this identifier (the mark may be on it or around it).
            window.__sv = (id) => { const box = document.querySelector('[data-testid="' + id + '"]'); return box.matches('.sv') ? box : box.querySelector('.sv'); };
            // Whether the element showing `text` lies within the visible part of the scroll box `id`.
            window.__shown = (id, text) => {
              const sv = __sv(id);
              const el = [...sv.querySelectorAll('.tx')].find((e) => e.textContent === text);
              if (!el) return false;
              const b = sv.getBoundingClientRect(), r = el.getBoundingClientRect();
              return r.top >= b.top - 1 && r.bottom <= b.bottom + 1 && r.left >= b.left - 1 && r.right <= b.right + 1;
            };
            """)
        #expect(try browser.execute("return __shown('messages', 'Message 40') && !__shown('messages', 'Message 1')") as? Bool == true)
        #expect(try browser.execute("return __shown('photos', 'Photo 30') && !__shown('photos', 'Photo 1')") as? Bool == true)
        // The composer bar stays under the messages, not above them.
        #expect(
            try browser.execute(
                "const sv = __sv('messages'); const bar = sv.querySelector('.sai-bar'); return bar.getBoundingClientRect().top >= sv.querySelector('.sv-c').getBoundingClientRect().bottom - 1"
            ) as? Bool == true)
        for _ in 0..<3 { try browser.execute("[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Send').click()") }
        #expect(try browser.waitUntil("return __shown('messages', 'Message 43')"), "new messages arrive in view")
        // Scrolled up to read, the reader stays where they are when one arrives.
        try browser.execute("__sv('messages').scrollTop = -1e6")
        #expect(try browser.waitUntil("return __shown('messages', 'Message 1')"))
        try browser.execute("[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Send').click()")
        #expect(try browser.waitUntil("return document.body.innerText.includes('Message 44')"))
        #expect(try browser.execute("return __shown('messages', 'Message 1')") as? Bool == true)
    }
}
