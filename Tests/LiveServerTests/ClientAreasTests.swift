import Foundation
import LiveAssets
import LiveServerTesting
import Testing

/// The client's areas (issue 16): dialogs, gestures, lists, loops, scrolling,
/// toolbars, live text and keys are served apart from the one script and
/// fetched by a page only when it shows what they handle; the debug tools
/// only once a setting is on.
@Suite(.serialized) struct ClientAreasTests {
    static let areas = ["devtools", "dialogs", "fits", "gestures", "keys", "lists", "loops", "scroll", "share", "text", "toolbars"]

    /// Each area is served at the URL the one script names, versioned by its bytes and so cacheable for good.
    @Test func eachAreaIsServedAtTheVersionedURLTheScriptNames() throws {
        let server = try ServerProcess(executable: "LiveFixtureServer")
        let core = try server.get("/liveui.js").body
        #expect(core.hasPrefix("(function (global) {\n'use strict';\nvar AREA_VERSIONS = {devtools:'"))
        for name in Self.areas {
            let body = try server.get(ClientBundle.areaPath(name)).body
            #expect(body.hasPrefix("(function (global) {\n'use strict';\nvar area = global.LiveUI.area;\n"), "\(name)")
            #expect(body.contains("area('\(name)', function (page)"), "\(name) registers")
            let url = ClientBundle.areaURL(name, Array(body.utf8))
            #expect(url.hasPrefix(ClientBundle.areaPath(name) + "?v=" + ClientBundle.version(of: Array(body.utf8)).prefix(8)))
            #expect(url == "/liveui-\(name).js?v=" + ClientBundle.version(of: Array(body.utf8)).prefix(8))
            #expect(core.contains("\(name):'\(ClientBundle.version(of: Array(body.utf8)).prefix(8))'"), "the script names \(url)")
            #expect(try server.get(url).headers["cache-control"] == "public, max-age=31536000, immutable")
            // Pinned only by its own version: not a stale one, nor too short a part of its own.
            let full = ClientBundle.version(of: Array(body.utf8))
            #expect(try server.get(ClientBundle.areaPath(name) + "?v=" + (full.hasPrefix("0") ? "1" : "0") + full.dropFirst().prefix(7)).headers["cache-control"] == "no-cache")
            #expect(try server.get(ClientBundle.areaPath(name) + "?v=" + full.prefix(4)).headers["cache-control"] == "no-cache")
            // Their code is not in the one script.
            #expect(!core.contains("area('\(name)'"))
        }
        #expect(!core.contains("function dialogs(") && !core.contains("function gestures(") && !core.contains("function devtools("))
        #expect(try server.get("/liveui/areas/dialogs.js").status == 404, "parts are served only as built")
    }

    /// The login page fetches no area before it is live (the rest only into the cache
    /// afterwards); a page with a lazy list has its scrolling code by the time it is live.
    @Test func aPageFetchesOnlyTheAreasItShows() throws {
        let (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        defer { browser.quit() }
        let areasFetched = "return performance.getEntriesByType('resource').map((r) => r.name).filter((n) => n.includes('/liveui-')).map((n) => n.split('/liveui-')[1].split('.')[0]).sort()"
        try browser.navigate("http://127.0.0.1:\(server.port)/")
        #expect(try browser.waitUntil("return !!(window.LiveUI && LiveUI.state.joined)"))
        #expect(try browser.execute(areasFetched) as? [String] == [])
        #expect(try browser.execute("return typeof LiveUI.toolbarStep") as? String == "undefined")
        // Once live, the others are fetched into the cache, not run; not the debug tools, which no element calls for.
        #expect(try browser.waitUntil("return document.querySelectorAll('link[rel=prefetch]').length === \(Self.areas.count - 1)"))
        #expect(try browser.execute("return [...document.querySelectorAll('link[rel=prefetch]')].some((l) => l.href.includes('devtools'))") as? Bool == false)
        #expect(try browser.execute("return typeof LiveUI.toolbarStep") as? String == "undefined")
        // Turning a debug setting on fetches the tools, which then take the setting over.
        #expect(try browser.execute("return LiveUI.latency(0) === 0 && LiveUI.debug(true)") as? Bool == true)
        #expect(try browser.waitUntil("return typeof LiveUI.devtools === 'function' && LiveUI.debug() === true && LiveUI.state.joined"))
        #expect(try browser.execute("LiveUI.debug(false); return LiveUI.debug()") as? Bool == false)

        try browser.navigate("http://127.0.0.1:\(server.port)/fidelity/scrolling/inbox")
        #expect(try browser.waitUntil("return !!(window.LiveUI && LiveUI.state.joined)"))
        #expect(try browser.execute("return typeof LiveUI.lazyWant") as? String == "function", "scrolling ran before the page went live")
        let fetched = try browser.execute(areasFetched) as? [String] ?? []
        #expect(fetched.contains("scroll") && !fetched.contains("dialogs"), "\(fetched)")
    }
}
