import LiveHTML
import Observation

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

extension RenderFrame {
    /// Runs `render`, this frame's view rendering, and makes the frame depend on
    /// the `@Observable` properties it read.
    func observing<T>(_ render: () -> T) -> T {
        // The callback is made only if the render read an `@Observable` property.
        withObservationTracking(render, onChange: Self.changeCallback(self))
    }

    /// Observation calls this on the changing thread, before the change: the
    /// frame goes dirty on the main actor, and the session renders after the change.
    private nonisolated static func changeCallback(_ frame: RenderFrame) -> @Sendable () -> Void {
        {
            let animation = Transaction.currentAnimationForRuntime
            MainQueue.run { frame.observedChange(animation: animation) }
        }
    }

    private func observedChange(animation: Animation?) {
        guard let cache else { return }  // the session is gone
        invalidate()
        cache.target?.invalidateDependents(animation: animation)
    }
}

extension RenderContext {
    /// Renders what no view's frame holds (see above), tracked by a frame that is
    /// never stored. Without the cache (`LIVEUI_RENDER_ALL=1`) views open no frames,
    /// so a render wraps the whole tree in one; the render check's own render is not tracked.
    func observingOutsideViews(_ render: () -> [Node]) -> [Node] {
        guard usesCache || cache.renderAll else { return render() }
        return RenderFrame(parent: nil, cache: cache).observing(render)
    }
}
