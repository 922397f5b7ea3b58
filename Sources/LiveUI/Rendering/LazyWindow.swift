import LiveHTML

/// Lazy on the wire: a lazy container (`LazyVStack`, `LazyHStack`, `List`)
/// renders only a window of the items of the first `ForEach` directly in it,
/// with a spacer element standing for the items before and after it, so the
/// page scrolls over the whole collection while the page, the wire and the
/// session's tree hold only the rows near the viewport.
///
/// The page asks for other rows with a `window` event naming item offsets
/// (`"4950,5050"`) as the user scrolls; the container's handler stores the
/// range in the container's state slot and the next render renders those.
/// Rows keep the ids their keys give them, so a moved window is plain keyed
/// inserts and removes to the differ.
///
/// A container adopts it with two calls around rendering its content:
///
///     let window = LazyWindow.begin(ctx, path, &inner, axis: .vertical)
///     var element = …render content with `inner`…
///     window.finish(&element, ctx)
@MainActor
final class LazyWindow {
    /// Rows the first render shows: a screenful of ordinary rows and a margin.
    nonisolated static let pageSize = 50
    /// The most rows a window holds, whatever the page asks: bounds the DOM and the server's tree.
    nonisolated static let maxSize = 400

    /// What outlives a render: the offsets wanted, and the count last seen.
    @MainActor final class State {
        var range = 0..<LazyWindow.pageSize
        var count = 0
        weak var target: InvalidationTarget?
        init(target: InvalidationTarget?) { self.target = target }
    }

    let state: State
    let axis: Axis
    /// `li` in a list (a row of its `<ul>`), `div` elsewhere.
    let spacerTag: String
    /// `scrollTo` asked for this item id: the window moves to show it.
    let scrollTarget: AnyHashable?
    private(set) var claimed = false

    // MARK: Per-view invalidation (issue #16)
    /// The session's render cache, and how many views were rendering when the container began.
    private let cache: LifetimeLink<RenderCache>
    private let depth: Int
    /// Whether the container is still rendering its content (a view rendered alone later has
    /// the environment of its last render, and this window in it).
    private var isLive = true

    private init(state: State, axis: Axis, spacerTag: String, scrollTarget: AnyHashable?, cache: RenderCache) {
        self.state = state
        self.axis = axis
        self.spacerTag = spacerTag
        self.scrollTarget = scrollTarget
        self.cache = cache.link
        self.depth = cache.stack.count
    }

    /// Starts a lazy container at `path`: its window state, handed to the content through `env`.
    static func begin(
        _ ctx: RenderContext, _ path: ViewPath, _ env: inout EnvironmentValues, axis: Axis, spacerTag: String = "div"
    )
        -> LazyWindow
    {
        let target = ctx.store.target
        let state = ctx.store.slot(StateStore.Key(path: path, viewType: State.self, label: "lazy")) { State(target: target) }
        let window = LazyWindow(state: state, axis: axis, spacerTag: spacerTag, scrollTarget: env.scrollTarget?.id, cache: ctx.cache)
        env.lazyWindow = window
        return window
    }

    /// Called by `ForEach`: the window of `data` to render, if this `ForEach`
    /// is the first one directly in a lazy container (nil: render it all).
    /// Clears the window from `env`, so nothing inside the rows claims it.
    ///
    /// The views between the container and a `ForEach` directly in it are not
    /// reused: their renders hand the window its range and count, or would
    /// once the one before them goes. The container's other content is (a
    /// section's header, a row outside the `ForEach`). A view rendered alone
    /// that reaches a finished container's window (it holds a `ForEach` now)
    /// renders the whole page again.
    static func claim<Data: RandomAccessCollection, ID: Hashable>(
        _ env: inout EnvironmentValues, _ data: Data, _ id: (Data.Element) -> ID
    ) -> LazyWindow? {
        guard let window = env.lazyWindow else { return nil }
        env.lazyWindow = nil
        guard window.isLive else {
            window.cache.object?.noteLateReport()
            return nil
        }
        // A `ForEach` after the one that took the window is not reused either: a reused view
        // would not take the window when the first one goes (`if showRecent { ForEach(recent) }`).
        window.cache.object?.forbidReuse(from: window.depth)
        guard !window.claimed else { return nil }
        window.claimed = true
        let count = data.count
        window.state.count = count
        if let target = window.scrollTarget, let index = data.firstIndex(where: { AnyHashable(id($0)) == target }) {
            let offset = data.distance(from: data.startIndex, to: index)
            if !window.state.range.contains(offset) {
                // Centre the target in a page of rows; the page asks for its margins once it scrolled there.
                let low = max(0, offset - pageSize / 2)
                window.state.range = low..<(low + pageSize)
            }
        }
        // The range asked for stays as asked: clamped here, a window over 3 items
        // would stay 0..<3 and a 4th item appended later would never show.
        window.range = clamp(window.state.range, count: count)
        return window
    }

    /// The offsets a request may render, among `count` items.
    static func clamp(_ range: Range<Int>, count: Int) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        let low = min(max(0, range.lowerBound), count - 1)
        let high = min(max(range.upperBound, low + 1), count, low + maxSize)
        return low..<high
    }

    /// The offsets this render shows: the range asked for, within the data.
    private(set) var range: Range<Int> = 0..<0

    /// The rows of the window between spacers for the items before and after it.
    /// A spacer's size is its item count times the row size the page measured
    /// (`--n` × `--lv-rh`, see liveui.css); an empty one has no style and no box.
    func pad(_ rows: [Node], _ path: ViewPath) -> [Node] {
        [spacer(path.child("lzt"), "t", range.lowerBound)] + rows + [spacer(path.child("lzb"), "b", state.count - range.upperBound)]
    }

    private func spacer(_ path: ViewPath, _ side: String, _ items: Int) -> Node {
        var attributes = [Attribute("class", "lz-pad"), Attribute("data-lz", side), Attribute("aria-hidden", "true")]
        if items > 0 { attributes.append(Attribute("style", "--n:" + String(items))) }
        return .element(Element(spacerTag, id: path.raw, attributes: attributes))
    }

    /// Marks the container element (when a `ForEach` took the window) with
    /// its axis and window, and takes the page's `window` events on it.
    func finish(_ element: inout Element, _ ctx: RenderContext) {
        isLive = false
        guard claimed else { return }
        element[attribute: "data-lv-lazy"] = axis == .vertical ? "v" : "h"
        element[attribute: "data-lv-win"] =
            String(range.lowerBound) + "," + String(range.upperBound) + "," + String(state.count)
        let state = self.state
        var handlers = ctx.handlers[element.id] ?? EventHandlers()
        handlers.window = { wanted in
            var next = LazyWindow.clamp(wanted, count: state.count)
            // A window that reaches the last item keeps room past it, so items
            // appended later (an "Add" button) show without another request.
            if next.upperBound == state.count {
                next = next.lowerBound..<min(next.lowerBound + LazyWindow.maxSize, max(next.upperBound, next.lowerBound + LazyWindow.pageSize))
            }
            guard next != state.range else { return }
            state.range = next
            state.target?.invalidate(animation: nil)
        }
        ctx.register(element.id, handlers)
    }
}

/// What `ScrollViewProxy.scrollTo` asked for, on its way down to the lazy
/// containers that must render the target (see `ScrollViewReader`).
struct ScrollTarget {
    let id: AnyHashable
}
