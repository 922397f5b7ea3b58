import Foundation
import LiveServerTesting
import Testing

/// Shapes moved, turned, scaled and transformed as shapes, in headless
/// Chromium, on the badge maker sample (Tests/FidelityApps/Styling/BadgeMakerApp.swift):
/// what the page paints is found with `elementFromPoint`, so a shape drawn
/// untransformed, or clipped at its box, fails.
@Suite(.serialized) struct ShapeTransformsBrowserTests {
    let server: ServerProcess
    let browser: WebDriver

    init() throws {
        (server, browser) = try BrowserFixture.fixtureServerAndBrowser()
        try browser.openJoined("http://127.0.0.1:\(server.port)/fidelity/styling/badges")
        try browser.execute(
            """
            window.__box = (id) => document.querySelector('[data-testid="' + id + '"]');
            // What the page shows at (dx, dy) from the center of the view with this identifier.
            window.__at = (id, dx, dy) => {
              const b = __box(id).getBoundingClientRect();
              return document.elementFromPoint(b.left + b.width / 2 + dx, b.top + b.height / 2 + dy);
            };
            // Whether that is the view's own drawn path (or, for a clipped view, inside the view).
            window.__hits = (id, dx, dy) => {
              const hit = __at(id, dx, dy);
              const path = __box(id).querySelector('svg:not(.cp) path');
              return path ? hit === path : __box(id).contains(hit);
            };
            // Whether the view's drawn path is painted at (dx, dy), whatever lies above it.
            window.__paints = (id, dx, dy) => {
              const b = __box(id).getBoundingClientRect();
              const all = document.elementsFromPoint(b.left + b.width / 2 + dx, b.top + b.height / 2 + dy);
              return all.includes(__box(id).querySelector('path'));
            };
            """)
    }

    func value(_ script: String) throws -> Any? { try browser.execute("return " + script) }

    /// SwiftUI: a rectangle sheared by `c = -0.25` (and moved 10 points right) leans right: its
    /// top-left corner is empty and its bottom-left corner painted.
    @Test func theShearedTagLeans() throws {
        #expect(try value("__hits('slanted', -38, -18)") as? Bool == false)
        #expect(try value("__hits('slanted', -38, 18)") as? Bool == true)
        #expect(try value("__hits('slanted', 38, -18)") as? Bool == true)
        // The top overhangs the 80-point frame on the right, as SwiftUI draws past a frame.
        #expect(try value("__hits('slanted', 44, -18)") as? Bool == true)
        #expect(try value("__hits('slanted', 44, 18)") as? Bool == false)
    }

    /// A square scaled to 0.7 and turned 45° clips the color to a diamond: its center is
    /// painted, its box's corners are not, and its points reach almost to the box's edges.
    @Test func theDiamondClipIsTurned() throws {
        #expect(try value("__hits('diamond', 0, 0)") as? Bool == true)
        #expect(try value("__hits('diamond', 0, -26)") as? Bool == true)
        #expect(try value("__hits('diamond', -24, -24)") as? Bool == false)
        #expect(try value("__hits('diamond', 24, 24)") as? Bool == false)
    }

    /// Turned a quarter back before it is trimmed, a quarter ring runs from 12 to 3 o'clock
    /// (radius 60, a 14-point stroke); it then grows to half with the button.
    @Test func theRingStartsAtTwelveAndGrows() throws {
        let ring = { (degrees: Double) in
            "__hits('ring', \(60 * sin(degrees * .pi / 180)), \(-60 * cos(degrees * .pi / 180)))"
        }
        #expect(try value(ring(45)) as? Bool == true)
        #expect(try value(ring(135)) as? Bool == false)
        #expect(try value(ring(315)) as? Bool == false)
        try browser.execute("[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Add a quarter').click();")
        #expect(try browser.waitUntil("return document.getElementById('root').innerText.includes('50%')"))
        #expect(try browser.waitUntil("return " + ring(135)))
        #expect(try value(ring(315)) as? Bool == false)
    }

    /// Petals are turned ellipses: the first is upright (painted above the center, not to its
    /// right beyond the narrow width); a petal more is drawn when the stepper adds one.
    @Test func thePetalsAreTurnedAndFollowTheStepper() throws {
        // The petals overlap in a ZStack, under the heart's box: every element at the point
        // counts, and a path is among them only where it is painted.
        #expect(try value("__paints('petal-0', 0, -60)") as? Bool == true)
        // Beyond its half width (28 points) to the right lies the petal turned a quarter, not this one.
        #expect(try value("__paints('petal-0', 40, 0)") as? Bool == false)
        #expect(try value("__paints('petal-3', 40, 0)") as? Bool == true)
        let count = "document.querySelectorAll('[data-testid^=petal-]').length"
        #expect(try value(count) as? Int == 6)
        try browser.execute("document.querySelector('button[aria-label=Increment]').click();")
        #expect(try browser.waitUntil("return \(count) === 7"))
    }

    /// A drawn shape takes the pointer where it is painted, as SwiftUI hit-tests its outline: the
    /// heart, a small circle on top of the petals (in a box as large as the flower), is what a click
    /// at the center meets; beside it, inside its box, the click reaches a petal's painted path
    /// below; in the flower's corner, no shape at all.
    @Test func aClickMeetsTheTopmostPaintedShape() throws {
        #expect(try value("__at('heart', 0, 0) === __box('heart').querySelector('path')") as? Bool == true)
        #expect(try value("__at('heart', 0, -40).matches('[data-testid^=petal-] path')") as? Bool == true)
        #expect(try value("!__at('heart', -75, -75).closest('[data-testid^=petal-], [data-testid=heart]')") as? Bool == true)
    }
}
