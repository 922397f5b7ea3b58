import LiveHTML
import LiveUI

/// One browser tab's live view: the root view, its state, the last rendered
/// tree, and the event → render → diff → patch loop. No I/O: the transport
/// feeds it events and sends what it returns; the clock is injected.
@MainActor
public final class Session: InvalidationTarget {
    /// The path the root view is served at (`/colors`); navigation extends it.
    public let route: String
    /// The page's current URL: the route plus the slugs of pushed views (`/colors/purple`).
    public var url: String { (navigation ?? NavigationReport(slugs: [])).url(under: route) }
    /// How many views are pushed on the page's NavigationView.
    public var navigationDepth: Int { navigation?.depth ?? 0 }
    /// Whether the last requested navigation (deep link, back/forward) named a page that exists.
    public private(set) var navigationFailed = false
    public private(set) var viewport: Viewport
    public let scheduler: any Scheduler
    /// Called with patches the session produces by itself (timers, model changes).
    public var onPatch: (@MainActor (Patch) -> Void)?

    /// The tree the client shows, as far as the server knows. A hibernating
    /// session keeps it packed and unpacks it here, when it is first needed
    /// (Session+Hibernate.swift).
    public internal(set) var document: Element {
        get {
            if packedDocument != nil { wake() }
            return liveDocument
        }
        set {
            packedDocument = nil
            liveDocument = newValue
        }
        _modify {
            if packedDocument != nil { wake() }
            yield &liveDocument
        }
    }
    var liveDocument: Element
    /// What holds the session without keeping it alive (SessionLink.swift): no `weak` reference to the session itself.
    let link = SessionLink()
    /// The document while the session hibernates; `liveDocument` is an empty root then.
    var packedDocument: PackedElement?
    /// The page version whose packing did not come back equal (a page deeper than the unpacker goes).
    var hibernationRefusedAt: Int?
    public private(set) var title: String
    // The event path's flags and tables (`@exclusivity(unchecked)` below) skip the run-time
    // exclusivity checks, as `RenderCache`'s do: touched on the main actor only, and no
    // access to one of them runs code that touches it again (`pendingScopes.removeAll`'s
    // and `loops.sorted`'s closures read their arguments only). Not `document`, whose
    // modify runs the caller's closure, nor the environment's and persistence's state.
    // The checks were 0.9k of a keystroke's 34.8k instructions (callgrind, `LiveBench N served only`: 33.9k after).
    /// The last event sequence number applied.
    @exclusivity(unchecked) public private(set) var lastSeq = 0
    /// The version of the last patch produced; the client is at this version once it applied it.
    @exclusivity(unchecked) public private(set) var version = 0
    /// Render problems (e.g. a missing environment object) seen so far, newest last.
    public internal(set) var problems: [String] = []
    /// Problems and warnings (e.g. an unknown symbol name) not yet taken by `takeDiagnostics`.
    var diagnostics: [Diagnostic] = []
    var seenDiagnostics: Set<String> = []

    let renderRoot: @MainActor (RenderContext, EnvironmentValues) -> Element
    let store: StateStore
    private let defaultTitle: String
    @exclusivity(unchecked) var handlers: [String: EventHandlers] = [:]
    /// `.onKeyPress` handlers by element id: each takes a `key` event's value, true if it handled it.
    var keyHandlers: [String: @MainActor (String) -> Bool] = [:]
    /// A `key` event every handler ignored, for the patch that acknowledges it (`Patch.ignoredKey`).
    var ignoredKey: Int?
    var lifecycleKeys: Set<String> = []
    var disappearActions: [String: @MainActor () -> Void] = [:]
    var subscriptions: [ObjectIdentifier: AnyCancellable] = [:]
    @exclusivity(unchecked) var dirty = false
    @exclusivity(unchecked) private var titleChanged = false
    @exclusivity(unchecked) var pendingAnimation: Animation?
    @exclusivity(unchecked) private var flushScheduled = false
    private var navigation: NavigationReport?
    @exclusivity(unchecked) private var navigationChanged = false
    @exclusivity(unchecked) var requestedNavigation: [String]?
    /// The `.task`s this session's views started, for tests that wait until only the clock can move them.
    package let tasks = TaskTracker()
    /// While set, invalidations just mark the session dirty: the running
    /// event or flush renders before it returns.
    @exclusivity(unchecked) private var batching = false
    /// Styles animating until they change (`repeatForever`), by element id: see `markLoops`.
    @exclusivity(unchecked) var loops: [String: Loop] = [:]
    /// Subtrees with animations of their own (`.animation(_:value:)`) since the last patch, outermost first.
    @exclusivity(unchecked) var pendingScopes: [(id: String, animation: Animation?)] = []
    /// The tab's traits, storage and preferences (Session+Environment.swift).
    var environmentState = EnvironmentState()

    // Focus (`@FocusState`): where the browser's focus is, as far as its
    // focus/blur events tell, and where the app's focus state points.
    var clientFocus: String?
    var desiredFocus: String?
    @exclusivity(unchecked) var focusRequest: FocusRequest?
    @exclusivity(unchecked) var scrollRequest: ScrollCommand?  // `ScrollViewProxy.scrollTo` for the next patch
    // MARK: Durable sessions (issue #15): Storage/SessionPersistence.swift.
    var persistence: SessionPersistence?
    var durableAck = DurableAck()  // issue #15, durableack: Session+DurableAck.swift
    // MARK: Per-view invalidation (issue #16): Session+RenderCache.swift.
    package var renderCheck = false
    package internal(set) var renderCheckFailures: [String] = []
    /// Elements of the document by id, as paths of child indices: those looked up
    /// since the whole tree last rendered (`indexedPath`), updated by subtree, dropped
    /// when the whole tree renders (Session+Alone.swift).
    @exclusivity(unchecked) var elementIndex: [String: [Int]]?
    /// Whether `elementIndex` holds every element of the document (a large page, `indexedPath`).
    @exclusivity(unchecked) var elementIndexIsWhole = false
    /// Whether the last flush rendered the whole tree (which drops the element index):
    /// `apply` then indexes no large page the next whole render would drop again.
    @exclusivity(unchecked) var lastRenderWasWhole = true
    /// The field the event being handled typed into and the `value` it recorded in the document (`apply`, Session+Alone.swift).
    @exclusivity(unchecked) var typedInput: (target: String, value: String?)?

    /// Mounts `root` for `path`. When `path` lies under `route` (`/colors/purple`
    /// under `/colors`), the session opens on that navigated state, as a deep link.
    public convenience init<V: View>(
        path: String = "/", route: String? = nil, viewport: Viewport = .default, scheduler: any Scheduler,
        defaultTitle: String = "LiveUI", imageAssets: ImageAssetTable = ImageAssetTable(), root: () -> V
    ) {
        self.init(
            path: path, route: route, viewport: viewport, scheduler: scheduler, defaultTitle: defaultTitle,
            types: ViewTypeCache(), imageAssets: imageAssets, root: root)
    }

    /// As above, with facts about view types shared with the server's other sessions.
    deinit { link.detach() }

    package init<V: View>(
        path: String, route: String?, viewport: Viewport, scheduler: any Scheduler,
        defaultTitle: String, types: ViewTypeCache, imageAssets: ImageAssetTable = ImageAssetTable(),
        traits: ClientTraits = ClientTraits(), appStorage: StorageArea? = nil, sceneStorage: StorageArea? = nil,
        restoring snapshot: SessionSnapshot? = nil, sharedTopics: SharedTopicHub? = nil, root: () -> V
    ) {
        self.store = StateStore(types: types)
        self.route = route ?? path
        self.requestedNavigation = Self.slugs(of: path, under: route ?? path)
        self.viewport = viewport
        self.scheduler = scheduler
        self.defaultTitle = defaultTitle
        self.title = defaultTitle
        self.liveDocument = Element("div", id: "root")
        let view = root()
        // The app's images (Image("name")) reach the views through the environment.
        var environment = EnvironmentValues()
        environment.imageAssets = imageAssets
        environment.sharedTopics = sharedTopics  // `@SharedTopic`s (issue #15 item 4): the process's hub
        self.renderRoot = { ctx, env in ctx.renderRoot(view, environment: env) }
        environmentState = EnvironmentState(base: environment, appStorage: appStorage, sceneStorage: sceneStorage)
        setTraits(traits)
        link.attach(self)
        store.target = link
        dirty = true
        // A restored session's first render takes its values from the snapshot.
        store.restore(from: snapshot?.values)
        let scroll = flush(forAck: false)?.scroll
        store.restore(from: nil)
        lastSeq = snapshot?.seq ?? 0
        restoredDurable(lastSeq)
        version = 0
        titleChanged = false
        navigationChanged = false
        // The first page marks the app's focus target `autofocus`: the browser focuses it on load.
        clientFocus = desiredFocus
        focusRequest = nil
        // A scrollTo during the first render (onAppear) marks its element: the page scrolls there on load.
        if let s = scroll { document.update(id: s.id) { $0[attribute: "data-lv-scrollto"] = s.block + "," + s.inline } }
    }

    /// The page's HTML inside the root element.
    public var html: String { HTMLRenderer.html(document) }

    /// Number of live `@State`/`@StateObject` slots (drops when views leave the tree).
    public var stateSlotCount: Int { store.count }

    // MARK: Events

    /// Applies one client event and returns the patch that acknowledges it.
    public func handle(_ event: ClientEvent) -> EventOutcome {
        if event.seq <= lastSeq {
            return EventOutcome(patch: makePatch(ops: [], forAck: true)!, error: nil, wasDuplicate: true)
        }
        if event.seq != lastSeq + 1 {
            return EventOutcome(
                patch: makePatch(ops: [], forAck: true)!,
                error: .outOfOrder(expected: lastSeq + 1, got: event.seq), wasDuplicate: false)
        }
        lastSeq = event.seq
        batching = true
        // Main-queue work the action queued with no delay runs before the render, as under SwiftUI
        // (`SameTurnWork`), unless earlier zero-delay work of this session still waits: it goes behind that.
        let turn = tasks.queuedNow == 0 ? SameTurnWork() : nil
        let error = withContext(turn: turn) { apply(event) }
        turn?.runQueued()
        batching = false
        let patch = flush(forAck: true)!
        persistence?.changed()  // the new `lastSeq` is written even if nothing showed a change (issue #15, durableack)
        return EventOutcome(patch: patch, error: error, wasDuplicate: false)
    }

    /// The browser's back or forward button (or a resumed tab) shows `path`:
    /// push or pop until the session is there. Returns false if no such page.
    @discardableResult
    public func navigate(to path: String) -> Bool {
        guard let slugs = Self.slugs(of: path, under: route) else {
            navigationFailed = true
            return false
        }
        if slugs == (navigation?.slugs ?? []) { return true }
        requestedNavigation = slugs
        dirty = true
        // Settle now, so the caller learns whether the page exists.
        if let patch = flush(forAck: false) { onPatch?(patch) }
        return !navigationFailed
    }

    /// The browser resized: re-render with the new `UIScreen.main.bounds`.
    public func setViewport(_ viewport: Viewport) {
        guard viewport != self.viewport else { return }
        self.viewport = viewport
        invalidate(animation: nil)
    }

    // MARK: Rendering

    /// A change whose dependent views the render cache marked (issue #16; `invalidate`: Session+RenderCache.swift).
    package func invalidateDependents(animation: Animation?) {
        if let animation { pendingAnimation = animation }
        dirty = true
        guard !batching, !flushScheduled else { return }
        flushScheduled = true
        // Coalesce every change of this turn of the main queue into one render.
        scheduler.schedule(after: 0) { [link] in
            guard let self = link.session else { return }
            self.flushScheduled = false
            if let patch = self.flush(forAck: false) { self.onPatch?(patch) }
        }
    }

    /// Renders if anything changed and returns the patch; `forAck` returns a
    /// patch even when there are no ops, to carry the acknowledgement.
    public func flush(forAck: Bool) -> Patch? {
        var ops: [PatchOp] = []
        var rounds = 0
        batching = true
        defer { batching = false }
        // onAppear/onDisappear may change state again; settle, but never loop forever.
        while dirty, rounds < 16 {
            rounds += 1
            // One view that changed alone (Session+Alone.swift): its own ops, no walk of the whole tree.
            if let alone = withContext({ renderAlone() }) {
                ops += alone
                continue
            }
            let before = document
            withContext { render() }
            if pendingAnimation?.repeatsForever == true || scopesRepeatForever() {
                startLoops(before)
            }
            if !loops.isEmpty { markLoops() }
            Differ.diff(before, document, into: &ops)
        }
        typedInput = nil
        if dirty { noteUnsettled() }
        if rounds > 0 { persistence?.changed() }
        return makePatch(ops: ops, forAck: forAck)
    }

    private func makePatch(ops: [PatchOp], forAck: Bool) -> Patch? {
        guard
            forAck || !ops.isEmpty || titleChanged || navigationChanged || focusRequest != nil || environmentState.open != nil
                || scrollRequest != nil
        else { return nil }
        version += 1
        let nav = navigationChanged ? NavigationSpec(url: url, depth: navigation?.depth ?? 0) : nil
        var patch = Patch(
            version: version, ack: lastSeq, ops: ops,
            animation: ops.isEmpty ? nil : pendingAnimation?.spec,
            title: titleChanged ? title : nil, navigation: nav, focus: focusRequest,
            scopedAnimations: ops.isEmpty ? [] : pendingScopes.map { ScopedAnimation(id: $0.id, animation: $0.animation?.spec) },
            open: environmentState.open, scroll: scrollRequest)
        patch.durable = takeDurable()
        patch.ignoredKey = ignoredKey
        ignoredKey = nil
        environmentState.open = nil
        scrollRequest = nil
        focusRequest = nil
        pendingAnimation = nil
        pendingScopes = []
        titleChanged = false
        navigationChanged = false
        return patch
    }

    private func render() {
        dirty = false
        dropElementIndex()
        lastRenderWasWhole = true
        let ctx = RenderContext(store: store)
        ctx.reserveHandlers(handlers.count)
        ctx.route = route
        ctx.requestedNavigation = requestedNavigation
        let environment = rootEnvironment()
        // `@Observable` reads are tracked view by view (RenderFrame+Observation.swift).
        var tree = renderRoot(ctx, environment)
        if renderCheck { checkRender(ctx, tree, environment) }  // issue #16: Session+RenderCheck.swift
        adoptPreferences(ctx, into: &tree)
        document = tree
        let previousHandlers = handlers
        handlers = ctx.handlers
        keyHandlers = ctx.keyHandlers
        takeProblems(ctx)
        let newTitle = ctx.title ?? defaultTitle
        if newTitle != title {
            title = newTitle
            titleChanged = true
        }
        takeAnimations(ctx)
        if ctx.navigation != navigation {
            navigation = ctx.navigation
            navigationChanged = true
        }
        // A focused field that left the page took the browser's focus with
        // it: its focus state resets, as in SwiftUI (a browser sends no blur).
        if let focused = clientFocus, handlers[focused] == nil, let blur = previousHandlers[focused]?.blur {
            clientFocus = nil
            blur()
        }
        updateFocus(ctx.focusTarget)
        if let scroll = ctx.scrollCommand { scrollRequest = scroll }
        updateSubscriptions(ctx.observed)
        // onChange actions and task starts: after the render that saw the change, before onAppear.
        for action in ctx.afterRenderActions { action() }
        runLifecycle(ctx)
        // A requested navigation is reached one level per render: follow-ups push or pop.
        if requestedNavigation != nil {
            if ctx.followUps.isEmpty {
                navigationFailed = ctx.navigationFailed || (ctx.navigation == nil && requestedNavigation != [])
                requestedNavigation = nil
            } else {
                navigationFailed = false
            }
        }
        for action in ctx.followUps { action() }
    }

    /// Runs `body` with this session's viewport and clock visible to
    /// `UIScreen.main` and `DispatchQueue.main`.
    func withContext<T>(turn: SameTurnWork? = nil, _ body: () -> T) -> T {
        SessionEnvironment.$current.withValue(SessionEnvironment(viewport: viewport, scheduler: scheduler, tasks: tasks, turn: turn)) {
            body()
        }
    }
}
