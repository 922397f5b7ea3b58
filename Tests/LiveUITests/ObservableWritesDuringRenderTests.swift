import Dispatch
import Foundation
import LiveTesting
import Testing

@testable import LiveRuntime
@testable import LiveUI

// Issue #16: an `@Observable` property written while the page renders (a lazy
// load done in a body, a background task racing the main actor) reaches the
// views that read it before the write, though their trackings start only when
// their renders end (RenderFrame+Observation.swift). Found by a review of
// 4dce5d0, on which these failed; they pass on 848df57 (one tracking, every
// view evaluated on a change).

@Observable private final class ReviewModel {
    var loaded = false
    var title = "first"
    var count = 0
}

// MARK: A write during a render, to a property a view read earlier in it

/// Shows `loaded`; its child sets it on the render after a bump (a lazy load done in a body).
private struct LoadShown: View {
    let model: ReviewModel
    let bump: Int
    var body: some View {
        VStack {
            Text(model.loaded ? "State loaded" : "State empty")
            LoadWriter(model: model, bump: bump)
        }
    }
}

private struct LoadWriter: View {
    let model: ReviewModel
    let bump: Int
    var body: some View {
        if bump > 0 && !model.loaded { model.loaded = true }
        return Text("Bump \(bump)")
    }
}

private struct LoadPage: View {
    let model: ReviewModel
    @State private var bump = 0
    var body: some View {
        VStack {
            Button("Bump") { bump += 1 }
            LoadShown(model: model, bump: bump)
        }
    }
}

/// The same, but the write is made by another thread while the view renders
/// (the main actor waits for it, so the interleaving is deterministic): a
/// background task's write landing between a view's read and the end of its render.
private struct ThreadWriter: View {
    let model: ReviewModel
    let bump: Int
    var body: some View {
        if bump > 0 && !model.loaded {
            let box = UncheckedModel(model)
            let done = DispatchSemaphore(value: 0)
            Thread {
                box.model.loaded = true
                done.signal()
            }.start()
            done.wait()
        }
        return Text("Bump \(bump)")
    }
}

private struct ThreadShown: View {
    let model: ReviewModel
    let bump: Int
    var body: some View {
        VStack {
            Text(model.loaded ? "State loaded" : "State empty")
            ThreadWriter(model: model, bump: bump)
        }
    }
}

private struct ThreadPage: View {
    let model: ReviewModel
    @State private var bump = 0
    var body: some View {
        VStack {
            Button("Bump") { bump += 1 }
            ThreadShown(model: model, bump: bump)
        }
    }
}

private struct UncheckedModel: @unchecked Sendable {
    let model: ReviewModel
    init(_ model: ReviewModel) { self.model = model }
}

// MARK: Every view evaluated

private struct AllPage: View {
    let model: ReviewModel
    var body: some View { Text("Count \(model.count)") }
}

/// Reads `loaded` from its first render on.
private struct LoadReader: View {
    let model: ReviewModel
    let name: String
    var body: some View { Text("\(name) \(model.loaded ? "loaded" : "empty")") }
}

/// Sets `loaded` in its first render (a lazy load done in a body).
private struct FirstRenderWriter: View {
    let model: ReviewModel
    var body: some View {
        if !model.loaded { model.loaded = true }
        return Text("Writer")
    }
}

/// Shown for the first time: reads `loaded`, then its child sets it, while its own render is under way.
private struct NewShown: View {
    let model: ReviewModel
    var body: some View {
        VStack {
            Text("New \(model.loaded ? "loaded" : "empty")")
            FirstRenderWriter(model: model)
        }
    }
}

/// A view shown for the first time reads `loaded`, and a view inside it sets it in the same render.
private struct NewReaderPage: View {
    let model: ReviewModel
    @State private var shown = false
    var body: some View {
        VStack {
            Button("Show") { shown = true }
            LoadReader(model: model, name: "Old")
            if shown { NewShown(model: model) }
        }
    }
}

@MainActor @Suite struct ObservableWritesDuringRenderTests {
    /// Failed on 4dce5d0. The render after the bump re-evaluates `LoadShown` (its value changed): it reads
    /// `loaded` (false), then its child sets it. The new frame's tracking is installed only when its
    /// render ends, so only the previous frame's registration fires; `aloneTarget` skips it as stale
    /// ("its successor is tracked itself") and the next round reuses the new frame, which is not
    /// dirty: the page kept "State empty". Now the later render of the view that read is dirtied too.
    @Test func aWriteDuringARenderToAPropertyReadEarlierInItShows() throws {
        let model = ReviewModel()
        let page = counting { LoadPage(model: model) }
        #expect(page.hasText("State empty"))
        try page.button("Bump").click()
        page.advance(by: 0)
        #expect(model.loaded)
        #expect(page.hasText("State loaded"), "page: \(page.html)")
    }

    /// Failed on 4dce5d0. The same with the write made on another thread during the render (a background
    /// task racing the main actor): the change callback reaches the main actor after the render,
    /// on the replaced frame only, and the render it asks for reuses the view that read the old value.
    @Test func aWriteFromAnotherThreadDuringARenderShows() async throws {
        let model = ReviewModel()
        let page = counting { ThreadPage(model: model) }
        #expect(page.hasText("State empty"))
        try page.button("Bump").click()
        for _ in 0..<20 {
            await page.settle()
            page.advance(by: 0)
        }
        #expect(model.loaded)
        #expect(page.hasText("State loaded"), "page: \(page.html)")
    }

    /// Failed on 4dce5d0. With `rendersEverything` (`LIVEUI_RENDER_ALL=1`) every render is tracked by a fresh
    /// unstored frame; its change callback appends it to `RenderCache.pending`, which only
    /// `beginRender`/`beginAlone` clear, and neither runs without the cache: one frame a change, kept
    /// for the session's life.
    @Test func everyViewEvaluatedKeepsNoFrameAChange() throws {
        let model = ReviewModel()
        let page = TestSession { AllPage(model: model) }
        page.session.rendersEverything = true
        for i in 1...50 {
            model.count = i
            page.advance(by: 0)
        }
        #expect(page.hasText("Count 50"))
        #expect(page.session.store.cache.pending.count <= 1, "pending frames: \(page.session.store.cache.pending.count)")
    }

    /// Failed on 4dce5d0, and with a first fix that dirtied only later renders of the firing frame's
    /// own views. `NewShown` renders for the first time and reads `loaded` (false); a view inside it sets it while `NewShown`'s render is still open, so its tracking (installed when
    /// that render ends) misses the write. Only "Old"'s frame and the root's last frame were registered:
    /// "Old" goes dirty, the root renders again, and `NewShown` (stored, clean, same value) is reused
    /// with "New empty". Now a change made during a render dirties the views rendering then.
    @Test func aViewShownForTheFirstTimeSeesAWriteLaterInTheSameRender() throws {
        let model = ReviewModel()
        let page = counting { NewReaderPage(model: model) }
        try page.button("Show").click()
        page.advance(by: 0)
        #expect(model.loaded)
        #expect(page.hasText("Old loaded"), "page: \(page.html)")
        #expect(page.hasText("New loaded"), "page: \(page.html)")
    }
}
