import Foundation
import LiveServerTesting
import Testing

/// Shapes drawn as SVG, in headless Chromium, on the activity rings sample
/// app (Tests/FidelityApps/Styling/ActivityRingsApp.swift): what the browser
/// paints is found with `elementFromPoint`, so a ring that is not drawn, drawn
/// in the wrong quarter, or clipped at its box fails.
@Suite(.serialized) struct DrawingBrowserTests {
    let server: ServerProcess
    let browser: WebDriver

    init() throws {
        (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/styling/rings")
        try browser.execute(
            """
            // The drawn path of the shape with this accessibility identifier.
            window.__path = (id) => document.querySelector('[data-testid="' + id + '"] path');
            // Whether the shape's path is what the page shows at (dx, dy) from the center of its box.
            window.__hits = (id, dx, dy) => {
              const box = document.querySelector('[data-testid="' + id + '"]').getBoundingClientRect();
              return document.elementFromPoint(box.left + box.width / 2 + dx, box.top + box.height / 2 + dy) === __path(id);
            };
            // A point at `radius` from the ring's center, `degrees` clockwise from 12 o'clock.
            window.__ring = (degrees, radius) => {
              const a = degrees * Math.PI / 180;
              return __hits('move-ring', radius * Math.sin(a), -radius * Math.cos(a));
            };
            """)
    }

    func value(_ script: String) throws -> Any? { try browser.execute("return " + script) }
    func peek(_ script: String) -> String { (try? value(script)).map { "\($0)" } ?? "nil" }

    /// SwiftUI: a quarter ring turned back 90° runs from 12 to 3 o'clock, its
    /// 20-point stroke centered on the circle, so half of it lies outside the frame.
    @Test func theTrimmedRingIsPaintedWhereSwiftUIPaintsIt() throws {
        #expect(try value("__ring(45, 75)") as? Bool == true, "\(peek("__path('move-ring').outerHTML"))")
        #expect(try value("__ring(225, 75)") as? Bool == false)
        #expect(try value("__ring(300, 75)") as? Bool == false)
        // Outside the 150-point frame (radius 82 at 20°: above its top edge), still the stroke.
        #expect(try value("__ring(20, 82)") as? Bool == true)
        #expect(try value("__ring(45, 90)") as? Bool == false)
    }

    @Test func theRingGrowsWhenTheStateDoes() throws {
        try browser.execute("[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Log workout').click();")
        #expect(try browser.waitUntil("return document.getElementById('root').innerText.includes('50%')"))
        // Transitions may still play: wait until the new outline is painted.
        #expect(try browser.waitUntil("return __ring(135, 75)"), "\(peek("__path('move-ring').getAttribute('d')"))")
        #expect(try value("__ring(300, 75)") as? Bool == false)
    }

    /// The app's own shapes fill their frames: a triangle's apex at the top center, its
    /// top corners empty; a gradient-filled wave is painted under its crest line only.
    @Test func shapesOfTheAppsOwnFillTheirFrames() throws {
        #expect(try value("__hits('trend', 0, -15)") as? Bool == true)
        #expect(try value("__hits('trend', -17, -17)") as? Bool == false)
        #expect(try value("__hits('trend', -17, 17)") as? Bool == true)
        #expect(try value("__hits('wave', 0, 30)") as? Bool == true)
        #expect(try value("__hits('wave', -110, -30)") as? Bool == false)
        // A color clipped to the triangle: painted where the triangle is, not in its box's top corners.
        let badge = "document.querySelector('[data-testid=badge]')"
        let at = { (dx: Int, dy: Int) in
            "(() => { const b = \(badge).getBoundingClientRect(); return \(badge).contains(document.elementFromPoint(b.left + b.width / 2 + \(dx), b.top + b.height / 2 + \(dy))); })()"
        }
        #expect(try value(at(0, 15)) as? Bool == true)
        #expect(try value(at(-17, -17)) as? Bool == false)
        #expect(try value(at(17, -17)) as? Bool == false)
        let fill = try value("getComputedStyle(__path('wave')).fill") as? String
        #expect(fill?.hasPrefix("url(") == true, "\(fill ?? "nil")")
    }
}
