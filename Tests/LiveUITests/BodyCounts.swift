import LiveTesting
import LiveUI

/// How many times each view's body ran, by name: what the render cache tests count.
@MainActor final class BodyCounts {
    var counts: [String: Int] = [:]
    func note(_ name: String) { counts[name, default: 0] += 1 }
    subscript(_ name: String) -> Int { counts[name] ?? 0 }
}

/// A `BodyCounts` views carry without taking part in their comparison: `Equatable` by identity.
struct BodyCountsBox: Equatable {
    let box: BodyCounts
    static func == (a: Self, b: Self) -> Bool { a.box === b.box }
}

/// A session that counts bodies as the cache runs them, whatever `LIVEUI_RENDER_CHECK`/`LIVEUI_RENDER_ALL`
/// say; `checked`: each render also checked against one that evaluates every view (bodies then run twice).
@MainActor func counting<V: View>(checked: Bool = false, _ root: () -> V) -> TestSession {
    let page = TestSession(root: root)
    page.checkRenders(checked)
    page.session.rendersEverything = false
    return page
}
