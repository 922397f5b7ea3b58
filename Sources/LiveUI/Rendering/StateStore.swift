/// Where `@State` and `@StateObject` values live between renders, keyed by
/// view identity. Storage not touched by a render belongs to a view that left
/// the tree and is dropped, as in SwiftUI.
@MainActor
package final class StateStore {
    struct Key: Hashable {
        let path: ViewPath
        let viewType: Any.Type
        let label: String

        static func == (a: Key, b: Key) -> Bool {
            a.path == b.path && a.viewType == b.viewType && a.label == b.label
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(path)
            hasher.combine(ObjectIdentifier(viewType))
            hasher.combine(label)
        }
    }

    var slots: [Key: AnyObject] = [:]
    private var touched: Set<Key> = []
    /// How many keys the last render touched. `touched` is only read at the
    /// end of a render, so it is let go then and reserved again at the next
    /// one: not a set kept per session between renders (384 bytes on the login page).
    private var touchedCount = 0
    /// Paths whose views' state this render keeps though they do not render (`keep(under:)`).
    private var keptPaths: [ViewPath] = []
    // MARK: Durable sessions (issue #15): StateStore+Records.swift (writing), StateStore+Snapshot.swift (restoring).
    var persistence = StatePersistence()
    package weak var target: InvalidationTarget? { didSet { cache.target = target } }
    /// Facts about view types; one per server, shared by its sessions.
    package let types: ViewTypeCache
    // MARK: Per-view invalidation (issue #16): Rendering/RenderCache.swift.
    package let cache = RenderCache()
    /// The page's edit mode binding (Views/Lists/EditMode.swift), kept so the root environment stays
    /// the same, and whether the session's root environment holds it (`supplyPageEditMode`).
    var editModeBinding: (slot: AnyObject, binding: Binding<EditMode>, supplied: Bool)?

    package init(types: ViewTypeCache = ViewTypeCache()) {
        self.types = types
        cache.types = types
    }

    package var count: Int { slots.count }

    /// Renders recorded as depending on the session's state slots (reading them, or
    /// through bindings to them) and observed objects: bounded by the views on the
    /// page, however often they render.
    package var dependentCount: Int {
        slots.values.reduce(0) { $0 + (($1 as? any ReadTracked)?.readerCount ?? 0) } + cache.watchCount + cache.observerCount
    }

    func slot<T: AnyObject>(_ key: Key, create: () -> T) -> T {
        touch(key)
        if let existing = slots[key] as? T { return existing }
        let made = create()
        slots[key] = made
        return made
    }

    /// Keeps a slot alive through this render (also for views reused from the cache).
    func touch(_ key: Key) {
        touched.insert(key)
        cache.record(.touch(key))
    }

    package func beginRender() {
        keptPaths.removeAll()
        touched.removeAll(keepingCapacity: true)
        touched.reserveCapacity(touchedCount)
        persistence.observed.removeAll(keepingCapacity: true)
    }

    package func endRender() {
        defer {
            touchedCount = touched.count
            touched = []
        }
        if touched.count == slots.count { return }
        // Without kept paths (no hidden tab), a filter that captures nothing more: capturing
        // them allocated a closure context at every render that dropped a slot.
        if keptPaths.isEmpty {
            slots = slots.filter { touched.contains($0.key) || drop($0.value) }
        } else {
            let kept = keptPaths
            slots = slots.filter { touched.contains($0.key) || Self.isKept($0.key, under: kept) || drop($0.value) }
        }
    }

    /// Lets go of a slot that leaves the store; false, for `filter`.
    private func drop(_ slot: AnyObject) -> Bool {
        forget(slot)  // a durable session's snapshot drops its records too
        letGoOfWatches(slot)
        return false
    }
}

extension StateStore {
    /// Keeps the slots of the views at and below `path` through this render (a tab not shown).
    func keep(under path: ViewPath) { keptPaths.append(path) }

    /// Whether `key` belongs to a view at or below one of `paths`. A running `.task` is not
    /// kept: SwiftUI cancels a view's task when it disappears and starts it again when it appears.
    static func isKept(_ key: Key, under paths: [ViewPath]) -> Bool {
        guard !paths.isEmpty, key.viewType != TaskModifier.self else { return false }
        return paths.contains { key.path.isAtOrBelow($0) }
    }

    /// A slot left the page: the reads through bindings to it go too (each holds the slot).
    func letGoOfWatches(_ slot: AnyObject) {
        if !cache.watches.isEmpty { cache.watches[ObjectIdentifier(slot)] = nil }
    }
}
