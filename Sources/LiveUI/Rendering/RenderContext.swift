import LiveHTML

/// Everything one render of a session collects: handlers by element id,
/// observed objects, appearance callbacks and problems. Lives for one render.
@MainActor
@usableFromInline package final class RenderContext {
    package let store: StateStore
    /// Unchecked for exclusivity, as the render cache's tables are (RenderCache.swift):
    /// touched on the main actor only, by code that calls nothing out while it holds it.
    /// The check was ≈ 80 instructions a handler a render, two a row of a page of rows.
    @exclusivity(unchecked) package private(set) var handlers: [String: EventHandlers] = [:]
    /// `.onKeyPress` handlers by element id (Keyboard/KeyPress.swift): apart from
    /// `handlers`, so a control inside one that renders alone keeps them. Each takes
    /// a `key` event's value and says whether it handled the key.
    package private(set) var keyHandlers: [String: @MainActor (String) -> Bool] = [:]
    package private(set) var appearActions: [String: @MainActor () -> Void] = [:]
    package private(set) var disappearActions: [String: @MainActor () -> Void] = [:]
    /// Objects the views read, with a way to get their publisher (looked up only when first subscribing).
    package private(set) var observed: [ObjectIdentifier: () -> ObservableObjectPublisher] = [:]
    package private(set) var problems: [String] = []
    /// Things that render but not as the author meant (an unknown symbol name): logged by the server.
    package private(set) var warnings: [String] = []
    // One-time outputs (see RenderCache): a view that produces one is not reused next render.
    package var title: String? { didSet { cache.noteEvent() } }
    /// Set by `.animation(_:value:)` when its value changed in this render.
    package var implicitAnimation: Animation? { didSet { cache.noteEvent() } }
    /// `.animation(_:value:)` whose value changed, by the id of the element it
    /// modifies: that subtree animates with it (nil: not at all), whatever
    /// `withAnimation` said, as in SwiftUI. Outermost first.
    package var animationScopes: [(id: String, animation: Animation?)] = [] { didSet { cache.noteEvent() } }
    /// The path the root view is served at; navigation URLs extend it.
    package var route = "/"
    /// What the first NavigationView rendered: the slugs of its active links.
    package var navigation: NavigationReport? { didSet { cache.noteEvent() } }
    /// A navigation the session asked for (deep link, browser back/forward), by slugs under the route.
    package var requestedNavigation: [String]?
    /// State changes to make after this render (navigation requests), then render again.
    package private(set) var followUps: [@MainActor () -> Void] = []
    /// Set when `requestedNavigation` names a page that does not exist.
    package var navigationFailed = false
    /// The element a `@FocusState` says should have focus (the first one, in page order).
    package private(set) var focusTarget: String?
    // MARK: Scrolling
    /// The element a `ScrollViewProxy.scrollTo` of this render brings into view (the last one wins).
    package var scrollCommand: ScrollCommand? { didSet { cache.noteEvent() } }

    /// Work for after this render (`onChange` actions, starting `.task`s), in the order registered.
    package private(set) var afterRenderActions: [@MainActor () -> Void] = []

    // MARK: Presentation (Views/Presentation)
    /// Sheets, alerts, dialogs and popovers presented in this render, in the
    /// order they were met: rendered after the root's content, as its last children.
    var presentations: [@MainActor (RenderContext) -> Element] = [] { didSet { cache.noteEvent() } }

    // MARK: Environment (issue #14 item 7)
    /// What `.preferredColorScheme(_:)` asked for in this render (the first in page order).
    package var preferredColorScheme: ColorScheme? { didSet { cache.noteEvent() } }

    /// How many tab views' contents are rendering (TabView.swift): a view's render asks for a
    /// tab's content path only then.
    var tabViewsRendering = 0

    // MARK: Per-view invalidation (issue #16, Rendering/RenderCache.swift)
    /// The session's cache of composite views' renders.
    let cache: RenderCache
    /// Whether this render reuses and fills the cache (false: evaluate every
    /// body, touching nothing of the cache, as `LIVEUI_RENDER_ALL=1` and the session's render check do).
    package let usesCache: Bool
    /// Whether this render's `@Observable` reads are tracked: the session's renders,
    /// not its render check's (RenderFrame+Observation.swift).
    let tracksObservation: Bool

    package init(store: StateStore, usesCache: Bool = true) {
        self.store = store
        self.cache = store.cache
        self.usesCache = usesCache && !store.cache.renderAll
        tracksObservation = usesCache
    }

    /// Renders a root view into the page's root element.
    package func renderRoot<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> Element {
        store.beginRender()
        if usesCache { cache.beginRender() }
        var environment = environment
        // MARK: Lists: the page's edit mode, shared by EditButton and lists when the app supplies none.
        // Asked on every render, also when the session's root environment holds it already
        // (`StateStore.supplyPageEditMode`): the ask keeps its slot, which a render that
        // does not touch it drops.
        let pageEditMode = store.pageEditMode()
        if environment.editMode == nil { environment.editMode = pageEditMode }
        // `@Observable` reads outside every view's frame (RenderFrame+Observation.swift).
        let root =
            usesCache && store.types.info(V.self).primitive == nil
            ? render(view, .root, environment) : observingOutsideViews(keepOpen: false) { render(view, .root, environment) }
        var children = root + (presentations.isEmpty ? [] : observingOutsideViews(keepOpen: true) { renderPresentations() })
        HeadingOutline.normalize(&children)
        store.endRender()
        if usesCache { cache.endRender() }
        return Element("div", id: "root", attributes: [Attribute("class", "root")], children: children)
    }

    /// A child of a `ViewBuilder` block, appended: called from an app's own
    /// (inlined) builder code.
    @usableFromInline func renderChild<V: View>(
        _ cursor: inout TupleCursor, _ type: V.Type, _ path: ViewPath, _ env: EnvironmentValues, into nodes: inout [Node]
    ) {
        let (child, index) = cursor.next(V.self)
        let shared = store.types.sharedChild(of: path, index)
        // MARK: Tab views: a child at the top of a tab view's content is a tab (TabCollector.swift).
        if tabViewsRendering != 0, let tabs = env.rare?.values.tabs, tabs.opensTab(for: V.self) {
            // Through `renderContent`, as a view at a tab's content path: its items are read
            // first, so a hidden tab's modifiers outside them do not run.
            nodes += tabs.implicitItem(at: shared) {
                tabs.renderContent(of: child.pointee, shared, env, self) { view, env in
                    borrowingPointer(to: view) { renderChildUnchecked($0, shared, env) }
                }
            }
            return
        }
        nodes += renderChildUnchecked(child, shared, env)
    }

    @inline(__always)
    private func renderChildUnchecked<V: View>(_ child: UnsafePointer<V>, _ shared: ViewPath, _ env: EnvironmentValues) -> [Node] {
        if let primitive = store.types.info(V.self).primitive {
            return primitive.render(at: child, self, shared, env)
        }
        // A composite view is copied (its body is asked of a value), but
        // only its own stored properties: its body is made anew.
        return renderShared(child.pointee, shared, env)
    }

    func render<V: View>(_ view: V, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        // One copy of the path for every session (ViewTypeCache.sharedPath): the ids,
        // keys and handlers this view makes from it all hold that copy.
        renderShared(view, store.types.sharedPath(path), env)
    }

    /// `render` with a path already shared: a body renders at its view's path, looked up once.
    private func renderShared<V: View>(_ view: V, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        // MARK: Tab views: a tab's content, reached through its items (TabCollector.swift). Asked
        // only while a tab view's content renders (asked at every render: ≈ 1.8k instructions a login cycle).
        if tabViewsRendering != 0, let tabs = env.rare?.values.tabs, tabs.isContentPath(path) {
            return tabs.renderContent(of: view, path, env, self) { renderSharedUnchecked($0, path, $1) }
        }
        return renderSharedUnchecked(view, path, env)
    }

    @inline(__always)
    private func renderSharedUnchecked<V: View>(_ view: V, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        if let primitive = store.types.info(V.self).primitive {
            return borrowingPointer(to: view) { primitive.render(at: $0, self, path, env) }
        }
        guard usesCache else {
            if let problem = bindProperties(of: view, path, env) { return [problem] }
            return renderShared(view.body, path, env)
        }
        return renderCached(view, path, env)
    }

    /// A composite view: its last render again when its value, its
    /// environment and everything it read are unchanged; else its body, recorded.
    private func renderCached<V: View>(_ view: V, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        let comparison = store.types.comparison(V.self)
        let key = RenderCache.Key(path: path.raw, type: ObjectIdentifier(V.self))
        let comparable = comparison.canCompare && env.allowsViewReuse
        let previous = comparable ? cache.entries[key] : nil
        if let entry = previous, cache.isReusable(entry), entry.environment.matches(env),
            borrowingPointer(
                to: view,
                { new in
                    borrowingPointer(to: unsafeDowncast(entry.value, to: ValueBox<V>.self).value) { old in comparison.same(new, old) }
                })
        {
            cache.replay(key, entry, into: self, rows: env.listRows, preferences: env.preferenceSink)
            return entry.nodes
        }
        let nodes = cache.open(key).observing { () -> [Node] in
            if let problem = bindProperties(of: view, path, env) { return [problem] }
            return renderShared(view.body, path, env)
        }
        cache.close(
            key, path: path, value: comparable ? ValueBox(view) : nil,
            environment: comparable ? cache.environmentBox(env, previous: previous) : nil, nodes: nodes)
        return nodes
    }

    /// A control that reads a binding (a text field, a toggle) the user acted
    /// on lately: stored like a composite view, so that a change only the
    /// control read (typing into a field bound to a `@State` its parent's body
    /// passes on but does not read) renders the control alone
    /// (RenderCache+Alone.swift), not its parent. As in SwiftUI, whose parent
    /// body does not run for a value only the field reads. Only controls the
    /// user acted on (`RenderCache.noteActive`): storing every control cost
    /// ≈ 1 KB per control per session (the view, its environment, its frame).
    /// Never reused: a render of its parent lowers it again (a control is one
    /// element or a few). Not counted as a view evaluated (it has no body).
    func renderControl<V: View>(_ view: V, _ path: ViewPath, _ env: EnvironmentValues, _ lower: () -> [Node]) -> [Node] {
        guard usesCache, cache.isRecording else { return lower() }
        let key = RenderCache.Key(path: path.raw, type: ObjectIdentifier(V.self))
        // Once stored, stored while it renders (a stored control may be the one that renders alone).
        guard cache.isActive(path.raw) || cache.entries[key] != nil else { return lower() }
        let nodes = cache.open(key, countsAsView: false).observing(lower)
        cache.close(
            key, path: path, value: ValueBox(view), environment: cache.environmentBox(env, previous: cache.entries[key]), nodes: nodes,
            isControl: true)
        return nodes
    }

    /// Hands a reused view's recorded output to this render again.
    func apply(_ effect: RenderCache.Effect) {
        switch effect {
        case .handlers(let id, let h): register(id, h)
        case .focusHandlers(let id, let focus, let blur): addFocusHandlers(id, focus: focus, blur: blur)
        case .keyHandler(let id, let handler): addKeyHandler(id, handler)
        case .appear(let key, let action): onAppear(key, action)
        case .disappear(let key, let action): onDisappear(key, action)
        case .observe(let id, let publisher):
            observed[id] = publisher
            cache.record(effect)
            cache.noteSubscribed(id)
        case .touch(let key): store.touch(key)
        case .noteObserved(let object, let key): store.noteObserved(object, key)
        case .warning(let message): warn(message)
        case .problem(let message):
            problems.append(message)
            cache.record(effect)
        case .keep(let key): cache.keep(key)
        case .keepSlots(let path): keepSlots(under: path)
        case .listRow: break  // replayed by `RenderCache.replay`, into the list rendering now
        case .preference: break  // replayed by `RenderCache.replay`, into the reader around the view now
        }
    }

    /// Connects a view's (or modifier's) `@State`, `@StateObject`, … to their
    /// storage. A failure renders as a visible error in place of the view.
    func bindProperties<T>(of value: T, _ path: ViewPath, _ env: EnvironmentValues) -> Node? {
        let layout = store.types.info(T.self).layout
        do throws(RenderError) {
            if let layout {
                if layout.fields.isEmpty { return nil }
                // The fields are read where the value is, not from a copy of it.
                let failure = borrowingPointer(to: value) { pointer -> RenderError? in
                    let raw = UnsafeRawPointer(pointer)
                    for field in layout.fields {
                        do throws(RenderError) {
                            try field.type.bind(
                                at: raw + field.offset, self,
                                StateStore.Key(path: path, viewType: T.self, label: field.label), env)
                        } catch {
                            return error
                        }
                    }
                    return nil
                }
                if let failure { throw failure }
            } else {
                for child in Mirror(reflecting: value).children {
                    guard let property = child.value as? any DynamicPropertyBinding else { continue }
                    try property.bind(self, StateStore.Key(path: path, viewType: T.self, label: child.label ?? ""), env)
                }
            }
        } catch {
            problems.append(error.description)
            cache.record(.problem(error.description))
            let node = Element(
                "div", id: path.raw, attributes: [Attribute("class", "lv-error"), Attribute("role", "alert")],
                children: [.text("LiveUI: " + error.description)])
            return .element(node)
        }
        return nil
    }

    /// Room for as many handlers as the last render registered: the table grew
    /// from empty on every render and rehashed each id at every doubling
    /// (2,000 ids on a page of 1,000 rows: ≈ 0.3k instructions a row).
    /// Not for none: reserving room for nothing made the empty table a storage of its
    /// own, and the table then grew to more room than from empty (+160 bytes a session).
    package func reserveHandlers(_ count: Int) { if count > 0 { handlers.reserveCapacity(count) } }

    func register(_ id: String, _ handlers: EventHandlers) {
        self.handlers[id] = handlers
        cache.record(.handlers(id, handlers))
    }

    /// Adds a key handler to element `id`, asked after the ones it has (inner modifiers first).
    func addKeyHandler(_ id: String, _ handler: @escaping @MainActor (String) -> Bool) {
        cache.record(.keyHandler(id, handler))
        if let earlier = keyHandlers[id] {
            keyHandlers[id] = { value in earlier(value) || handler(value) }
        } else {
            keyHandlers[id] = handler
        }
    }

    /// Adds focus and blur actions to an element's handlers (registering it if it had none).
    func addFocusHandlers(_ id: String, focus: @escaping @MainActor () -> Void, blur: @escaping @MainActor () -> Void) {
        cache.record(.focusHandlers(id, focus: focus, blur: blur))
        var h = handlers[id] ?? EventHandlers()
        if let earlier = h.focus {
            h.focus = {
                earlier()
                focus()
            }
        } else {
            h.focus = focus
        }
        if let earlier = h.blur {
            h.blur = {
                earlier()
                blur()
            }
        } else {
            h.blur = blur
        }
        handlers[id] = h
    }

    /// Notes that the app's focus state points at element `id`; true if it
    /// is the one that gets focus (the first in page order, as only one can).
    func requestFocus(_ id: String) -> Bool {
        cache.noteEvent()  // which request wins depends on views outside this one
        if focusTarget == nil { focusTarget = id }
        return focusTarget == id
    }

    func warn(_ message: String) {
        warnings.append(message)
        cache.record(.warning(message))
    }

    /// Subscribes the session to `object`'s changes and, unless `dependsNow` is
    /// false (a view that depends on it only once it reads it), makes the
    /// innermost view rendering depend on it.
    func observe<O: ObservableObject>(_ object: O, dependsNow: Bool = true) {
        let id = ObjectIdentifier(object)
        let publisher: () -> ObservableObjectPublisher = { object.objectWillChange }
        observed[id] = publisher
        cache.record(.observe(id, publisher))
        if dependsNow { cache.noteObserver(id) } else { cache.noteSubscribed(id) }
    }

    func followUp(_ action: @escaping @MainActor () -> Void) {
        cache.noteEvent(wholePage: false)  // a view rendered alone runs it too, after its render
        followUps.append(action)
    }

    func afterRender(_ action: @escaping @MainActor () -> Void) {
        cache.noteEvent(wholePage: false)  // a view rendered alone runs it too, after its render
        afterRenderActions.append(action)
    }

    /// Keeps the state of the views under `path` through this render, though they do not
    /// render (a tab not shown: its state lives on, as in SwiftUI; TabCollector.swift).
    func keepSlots(under path: ViewPath) {
        store.keep(under: path)
        cache.record(.keepSlots(path))
    }

    func onAppear(_ key: String, _ action: @escaping @MainActor () -> Void) {
        appearActions[key] = action
        cache.record(.appear(key, action))
    }
    func onDisappear(_ key: String, _ action: @escaping @MainActor () -> Void) {
        disappearActions[key] = action
        cache.record(.disappear(key, action))
    }
}
