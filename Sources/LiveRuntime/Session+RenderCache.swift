import LiveHTML
import LiveUI

// MARK: Per-view invalidation (issue #16)

extension Session {
    /// A change no view is known to depend on: the next render evaluates every view.
    public func invalidate(animation: Animation?) {
        store.cache.reuseAllowed = false
        invalidateDependents(animation: animation)
    }

    /// Evaluates every view's body on every render, reusing none (the cache
    /// still fills): how sessions rendered before issue #16, for comparison.
    /// Servers set it from `LIVEUI_RENDER_ALL=1`.
    public var rendersEverything: Bool {
        get { store.cache.renderAll }
        set { store.cache.renderAll = newValue }
    }

    /// Turns on the render check (`renderCheck`): after each render, the whole tree renders
    /// again without the cache and any difference is kept in `renderCheckFailures`, oldest first.
    package func enableRenderCheck() { renderCheck = true }

    /// Renders recorded as depending on state and observed objects (see `StateStore.dependentCount`).
    package var dependentCount: Int { store.dependentCount }

    /// Renders the session keeps for reuse or for rendering a view alone.
    package var storedViewCount: Int { store.cache.storedCount }

    /// Whether the stored renders' environments hold the root's own box of shared values (RenderCache+Alone.swift).
    package var storedEnvironmentsShareTheRoots: Bool { store.cache.storedEnvironmentsShareValues(with: rootEnvironment()) }

    /// Views evaluated and views reused in the last render.
    package var lastRenderCounts: (evaluated: Int, reused: Int) { (store.cache.evaluated, store.cache.reused) }

    /// Subscribes to the objects a whole render's views observe and lets go of the rest.
    func updateSubscriptions(_ observed: [ObjectIdentifier: () -> ObservableObjectPublisher]) {
        for id in subscriptions.keys where observed[id] == nil { subscriptions[id] = nil }
        for (id, publisher) in observed where subscriptions[id] == nil {
            subscriptions[id] = publisher().sink { [link] in
                MainActor.assumeIsolated { link.session?.objectWillChange(id) }
            }
        }
    }

    /// An observed `ObservableObject` is about to change: its views render again.
    func objectWillChange(_ id: ObjectIdentifier) {
        // An object no view is known to observe (a stale subscription): render everything, to be safe.
        if !store.cache.objectWillChange(id) { store.cache.reuseAllowed = false }
        invalidateDependents(animation: Transaction.currentAnimationForRuntime)
    }

    /// Renders the root again with every body evaluated and compares what it
    /// produced with what the cached render produced: the nodes, byte for
    /// byte as HTML, and every output the session takes from a render.
    func checkRender(_ ctx: RenderContext, _ tree: Element, _ environment: EnvironmentValues) {
        let all = RenderContext(store: store, usesCache: false)
        all.route = route
        all.requestedNavigation = requestedNavigation
        let expected = renderRoot(all, environment)
        var found: [String] = []
        let html = HTMLRenderer.html(tree)
        let expectedHTML = HTMLRenderer.html(expected)
        if html != expectedHTML { found.append("nodes differ:\ncached: \(html)\nall:    \(expectedHTML)") }
        func compare<T: Equatable>(_ name: String, _ a: T, _ b: T) {
            if a != b { found.append("\(name) differ: cached \(a), all \(b)") }
        }
        compare("handlers", Set(ctx.handlers.keys), Set(all.handlers.keys))
        compare("focus handlers", Set(ctx.handlers.filter { $0.value.focus != nil }.keys), Set(all.handlers.filter { $0.value.focus != nil }.keys))
        compare("appear actions", Set(ctx.appearActions.keys), Set(all.appearActions.keys))
        compare("disappear actions", Set(ctx.disappearActions.keys), Set(all.disappearActions.keys))
        compare("observed objects", Set(ctx.observed.keys), Set(all.observed.keys))
        compare("problems", ctx.problems, all.problems)
        compare("warnings", ctx.warnings, all.warnings)
        compare("title", ctx.title, all.title)
        compare("navigation", ctx.navigation, all.navigation)
        compare("focus target", ctx.focusTarget, all.focusTarget)
        compare("color scheme", ctx.preferredColorScheme, all.preferredColorScheme)
        if !found.isEmpty { renderCheckFailures.append("render \(version): " + found.joined(separator: "\n")) }
    }

    /// The render check after a view rendered alone: the whole tree renders without
    /// the cache, and the document and the session's tables must be what it says.
    func checkAloneRender() {
        let all = RenderContext(store: store, usesCache: false)
        all.route = route
        var expected = renderRoot(all, rootEnvironment())
        if let scheme = all.preferredColorScheme { expected[attribute: "data-lv-scheme"] = scheme.rawValue }
        var found: [String] = []
        let html = HTMLRenderer.html(document)
        let expectedHTML = HTMLRenderer.html(expected)
        if html != expectedHTML { found.append("nodes differ:\nalone: \(html)\nall:   \(expectedHTML)") }
        func compare<T: Equatable>(_ name: String, _ a: T, _ b: T) {
            if a != b { found.append("\(name) differ: alone \(a), all \(b)") }
        }
        compare("handlers", Set(handlers.keys), Set(all.handlers.keys))
        compare("focus handlers", Set(handlers.filter { $0.value.focus != nil }.keys), Set(all.handlers.filter { $0.value.focus != nil }.keys))
        compare("lifecycle keys", lifecycleKeys, Set(all.appearActions.keys).union(all.disappearActions.keys))
        compare("disappear actions", Set(disappearActions.keys), Set(all.disappearActions.keys))
        let missing = Set(all.observed.keys).subtracting(subscriptions.keys)
        if !missing.isEmpty { found.append("observed objects without a subscription: \(missing.count)") }
        if !found.isEmpty { renderCheckFailures.append("render \(version) (one view alone): " + found.joined(separator: "\n")) }
    }
}
