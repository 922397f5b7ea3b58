import LiveHTML

// MARK: A keystroke the field already shows (issue #16)
//
// Typing into a field that only the field reads (its parent's body passes the
// binding on but does not read the value) makes the field the one view to
// render alone (RenderCache+Alone.swift). Its new render would differ from what
// the session's document holds in nothing: the session recorded the typed text
// in the element's `value` attribute before the binding was set (`Session.apply`),
// and a plain text field's render depends on its text only through that
// attribute. So when the field's value, read as its render reads it, is what the
// browser sent, nothing renders: the patch is the acknowledgement alone, as
// before, without the render, the splice and the tables' update. SwiftUI does
// not evaluate a body for such a keystroke either.
//
// Measured (callgrind, `LiveBench N served only`, 3,000 − 1,000 ÷ 2,000):
// see `docs/performance.md`, "a keystroke the field already shows".

/// A control whose render depends on its bound value only through its
/// element's `value` attribute.
@MainActor
protocol ValueAttributeControl {
    /// The `value` attribute the control's render would write now (`.some(nil)`:
    /// none), read as its render reads it; nil: its render depends on the
    /// value in other ways (a formatted field's draft), so it must render.
    func renderedValueAttribute() -> String??
}

/// Reads the `value` attribute through a stored control's box (`ViewTypeCache.valueAttributeReader`).
typealias ValueAttributeReader = @MainActor (AnyObject) -> String??

extension ValueBox: ValueAttributeControl where V: ValueAttributeControl {
    func renderedValueAttribute() -> String?? { value.renderedValueAttribute() }
}

extension RenderCache {
    /// Whether the stored control `key`, the one view to render alone, rendered
    /// for element `target` and would now write `value` (what the document holds,
    /// as the browser reported it) into its `value` attribute. If so the changes
    /// are taken into account without a render: the control's reads are noted
    /// again on its stored frame (the write let go of its readers, and a render
    /// would have noted them on a new frame), and nothing is pending any more.
    /// Its stored nodes keep the old value, as after any keystroke: stored renders
    /// never hold what the browser reported (`Session.sameAsRendered`).
    package func echoesInput(_ key: Key, target: String, value: String?, types: ViewTypeCache) -> Bool {
        guard key.path == target, let entry = entries[key], entry.isControl,
            let read = types.valueAttributeReader(for: entry.value)
        else { return false }
        // Only the control's own reads changed: a view rendered inside it (a slider's
        // label) that changed too must render. A loop: see `holds`.
        for frame in pending where frame !== entry.frame { return false }
        stack = [(entry.frame, 0)]
        // An `@Observable` property it reads is tracked on the frame, as its render would (RenderFrame+Observation.swift).
        let rendered = entry.frame.observing { read(entry.value) }
        stack.removeAll()
        guard let rendered, rendered == value else { return false }
        clearPending()
        evaluated = 0  // this flush's counts: nothing evaluated, nothing reused
        reused = 0
        return true
    }
}
