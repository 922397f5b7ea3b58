import LiveHTML
import Observation
import Synchronization

// MARK: `@Observable` reads, view by view (issue #16)
//
// Each composite view's render (and each stored control's) runs inside its own
// `withObservationTracking`: a change to a property it read marks its frame
// dirty, as a write to a `@State` slot it read does, and the session renders
// reusing every view that did not change. Before, one tracking wrapped the
// whole render and any change evaluated every view.
//
// Observation merges what a tracking nested inside another read into the outer
// one (public API offers no way around it), so a frame also depends on what
// the views rendered inside it read during that render: a change evaluates the
// view that read it and the views it was rendered inside when it last read,
// the root among them if it rendered then. The root is never stored, so that
// renders the whole tree, reusing the views that did not change; a view whose
// last render was alone (RenderCache+Alone.swift) renders alone again.
// SwiftUI evaluates the reading view alone. `LiveBench N rows 1000
// observable`: 19,102 → 27.5 µs an event (before, every view was evaluated).
//
// What renders outside every view (a root that is a primitive view, the
// presentations' content) is tracked by a frame of its own that is never
// stored: a change to what it read renders the whole tree.
//
// The change callback holds the frame (a few words, and its ancestors') until
// the object next changes: Observation cannot cancel a tracking (README).

/// Whether the session is rendering, readable from any thread: a change made on
/// another thread while it renders may have come between a view's read and the
/// end of its render, when its tracking starts (see `observedChange`).
final class RenderingFlag: Sendable {
    private let value = Atomic<Bool>(false)
    var isSet: Bool { value.load(ordering: .acquiring) }
    func set(_ rendering: Bool) { value.store(rendering, ordering: .releasing) }
}

extension RenderFrame {
    /// Runs `render`, this frame's view rendering, and makes the frame depend on
    /// the `@Observable` properties it read.
    func observing<T>(_ render: () -> T) -> T {
        // The callback is made only if the render read an `@Observable` property.
        withObservationTracking(render, onChange: Self.changeCallback(self, rendering: cache?.rendering))
    }

    /// Observation calls this on the changing thread, before the change: the
    /// frame goes dirty on the main actor, and the session renders after the change.
    private nonisolated static func changeCallback(_ frame: RenderFrame, rendering: RenderingFlag?) -> @Sendable () -> Void {
        {
            let animation = Transaction.currentAnimationForRuntime
            if MainQueue.isCurrent {
                MainActor.assumeIsolated { frame.observedChange(animation: animation, racedARender: false) }
            } else {
                let raced = rendering?.isSet ?? false
                MainQueue.run { frame.observedChange(animation: animation, racedARender: raced) }
            }
        }
    }

    private func observedChange(animation: Animation?, racedARender: Bool) {
        guard let cache else { return }  // the session is gone
        // Every view is evaluated anyway (`LIVEUI_RENDER_ALL=1`): nothing to mark, and no
        // render would take the mark back (`pending` held one frame a change). And a change
        // made on another thread during a render may have come after a view that renders
        // for the first time read the property and before its tracking started: no
        // tracking reports it, so every view is evaluated, as before per-view tracking.
        if cache.renderAll || racedARender { return cache.target?.invalidate(animation: animation) ?? () }
        invalidate()
        // A change made during a render (by a view's render, an `onChange` it runs): the
        // views rendering now may have read the property before it, and their trackings
        // start when their renders end.
        for (open, _) in cache.stack { open.invalidate() }
        // A later, stored render of this view, or of one it was rendered inside, may have
        // read the property before the change (its tracking started when its render ended,
        // after this change came in on another thread): it goes dirty too.
        var frame: RenderFrame? = self
        while let f = frame {
            if let view = f.view, let stored = cache.entries[view]?.frame, stored !== f { stored.invalidate() }
            frame = f.parent
        }
        cache.target?.invalidateDependents(animation: animation)
    }
}

extension RenderContext {
    /// Renders what no view's frame holds (see above), tracked by a frame that is
    /// never stored. `keepOpen` (presentations): the frame stays open around the
    /// render, as a composite root's does, so the views inside are stored and reused
    /// as the root's are (they are not the outermost view, `RenderCache.close`). Not
    /// for a primitive root: its outermost view would be stored with a copy of the
    /// whole page's journal (+1,454 heap bytes an idle login session, `LiveBench 5000
    /// memory`), and it renders whenever the root does anyway. Without the cache
    /// (`LIVEUI_RENDER_ALL=1`) views open no frames, so a render wraps the whole tree
    /// in one; the render check's own render is not tracked.
    func observingOutsideViews(keepOpen: Bool, _ render: () -> [Node]) -> [Node] {
        guard tracksObservation else { return render() }
        let frame = RenderFrame(parent: nil, cache: cache)
        guard usesCache, keepOpen else { return frame.observing(render) }
        cache.stack.append((frame, cache.journal.count))
        defer { cache.stack.removeLast() }
        return frame.observing(render)
    }
}
