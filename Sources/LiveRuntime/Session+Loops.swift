import LiveHTML
import LiveUI

// MARK: Repeating animations

extension Session {
    /// Whether a scoped animation of this render repeats forever (`flush` starts loops then).
    /// A loop, not `contains(where:)`: a main-actor closure handed to the standard
    /// library is checked at run time on every call.
    func scopesRepeatForever() -> Bool {
        for scope in pendingScopes where scope.animation?.repeatsForever == true { return true }
        return false
    }

    /// A style an element animates to and from until it changes or leaves.
    struct Loop: Equatable {
        let from: String
        let to: String
        let spec: AnimationSpec

        /// `curve|duration|delay|reverse|from-style`: what the page needs to
        /// (re)start the loop, even on a page rendered afresh (first load,
        /// reconnect, resync), where no patch carries the animation.
        var attribute: String {
            [spec.curve, String(spec.duration), String(spec.delay), spec.autoreverses ? "1" : "0", from].joined(separator: "|")
        }
    }

    /// A render under an animation that repeats forever: every element whose
    /// style it changed loops between its old and new style. This is how
    /// `.onAppear { withAnimation(.linear.repeatForever()) { … } }` pulses
    /// from the first page load, though onAppear runs before the page exists.
    func startLoops(_ before: Element) {
        var old: [String: String] = [:]
        for e in before.allElements() { old[e.id] = e[attribute: "style"] ?? "" }
        var scopes: [String: Animation?] = [:]
        for scope in pendingScopes { scopes[scope.id] = scope.animation }
        // Each element animates with its innermost scope's animation, else the patch's.
        func walk(_ e: Element, _ inherited: Animation?) {
            let animation = scopes[e.id] ?? inherited
            if let animation, animation.repeatsForever, let previous = old[e.id], let style = e[attribute: "style"], previous != style {
                // New elements (not in `old`) enter with their transition instead.
                loops[e.id] = Loop(from: previous, to: style, spec: animation.spec)
            }
            for case .element(let child) in e.children { walk(child, animation) }
        }
        walk(document, pendingAnimation)
    }

    /// Marks each looping element with `data-lv-loop`, as long as its style is
    /// still the one the loop animates to; a changed style or a removed
    /// element ends the loop (and the attribute's removal stops it in the page).
    func markLoops() {
        var ended: [String] = []
        for (id, loop) in loops.sorted(by: { $0.key < $1.key }) {
            var current = false
            let found = document.update(id: id) { e in
                current = e[attribute: "style"] == loop.to
                if current { e[attribute: "data-lv-loop"] = loop.attribute }
            }
            if !found || !current { ended.append(id) }
        }
        for id in ended { loops[id] = nil }
    }
}
