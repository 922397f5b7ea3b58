import LiveHTML

/// One column of a navigation stack while it renders: the links it
/// contains (in order), its title and its bar. A reference, so links and
/// modifiers deep in the column's view tree can register through the environment.
@MainActor
final class NavigationLevel {
    /// A NavigationLink (or a presented navigationDestination) as rendered:
    /// enough to tell whether it is active, to activate or deactivate it,
    /// and to render its destination.
    struct LinkRecord {
        let key: String
        var slug: String
        /// A view link's destination; nil for a value link.
        let destination: AnyView?
        /// A value link's value (`NavigationLink(_:value:)`): pushed on the stack's path.
        let value: AnyHashable?
        let isActive: Binding<Bool>?
        /// For `tag:selection:` links: is the selection this link's tag, and setters for it.
        let isSelected: (() -> Bool)?
        let select: (() -> Void)?
        let deselect: (() -> Void)?
        /// `navigationDestination(isPresented:/item:)`: what presents it for a
        /// URL's slug (a deep link), or nil if that slug is not one it can show.
        var selectFromSlug: (@MainActor (String) -> (@MainActor () -> Void)?)? = nil
    }

    let index: Int
    let scope: NavigationScope
    /// The route the page was served at, and the slugs of the columns before this one (for hrefs).
    let route: String
    let slugsSoFar: [String]
    /// How many of the path's values the columns up to this one show: a
    /// value link here replaces the path after them.
    let pathCount: Int
    var links: [LinkRecord] = []
    var title: String?
    /// What `.toolbar`, `.navigationBarItems`, `.navigationBarTitleDisplayMode`, … set for this column's bar.
    var bar = NavigationBarContent()
    /// The path value the next column shows, if it shows one (its link is highlighted).
    var pushedValue: AnyHashable?
    private var usedSlugs: Set<String> = []
    private var valueLinks = 0

    var stack: NavigationStackState { scope.stack }

    // MARK: Per-view invalidation (issue #16)
    /// The session's render cache, and how many views were rendering when the column began.
    private let cache: LifetimeLink<RenderCache>?
    private let depth: Int
    /// Whether the column is still rendering: a view rendered alone later, with the
    /// environment of its last render, would register its links with a finished column.
    private(set) var isLive = true

    init(
        index: Int, scope: NavigationScope, route: String, slugsSoFar: [String], pathCount: Int, cache: RenderCache? = nil
    ) {
        self.index = index
        self.scope = scope
        self.route = route
        self.slugsSoFar = slugsSoFar
        self.pathCount = pathCount
        self.cache = cache?.link
        self.depth = cache?.stack.count ?? 0
    }

    /// A view in the column reads the column (registers a link, sets a title or a
    /// toolbar): what it renders depends on the others' registrations, so it and
    /// the views around it inside the column are not reused, as before issue #16
    /// kept every view in a column from being reused. Views that never read it are.
    func noteUse() {
        guard let cache = cache?.object else { return }
        if isLive { cache.forbidReuse(from: depth) } else { cache.noteLateReport() }
    }

    /// The column finished rendering (`NavigationColumns.render`).
    func finish() { isLive = false }

    /// Adds a link, making its slug unique in this column (`eggs`, `eggs-2`):
    /// two rows with the same label must not share a URL.
    func register(_ link: LinkRecord) -> LinkRecord {
        var link = link
        if link.value != nil {
            valueLinks += 1
            if link.slug.isEmpty { link.slug = String(valueLinks) }
        }
        link.slug = unique(link.slug)
        links.append(link)
        return link
    }

    private func unique(_ slug: String) -> String {
        var candidate = slug
        var n = 1
        while usedSlugs.contains(candidate) {
            n += 1
            candidate = slug + "-" + String(n)
        }
        usedSlugs.insert(candidate)
        return candidate
    }

    func isActive(_ link: LinkRecord) -> Bool {
        if link.value != nil { return false }
        if let binding = link.isActive { return binding.wrappedValue }
        if let isSelected = link.isSelected { return isSelected() }
        return stack.keys.count > index && stack.keys[index] == link.key
    }

    /// The view link (or presented destination) pushed after this column, if any.
    var activeLink: LinkRecord? { links.first(where: isActive) }

    /// Pushes `link`'s destination after this column (replacing anything deeper).
    func activate(_ link: LinkRecord) {
        if let value = link.value {
            push(value)
            return
        }
        if let current = activeLink, current.key != link.key { deactivate(current) }
        truncatePath()
        // Columns pushed by path values have no key: pad them, or a view link
        // in a value's column would land at a lower index and never show (issue #14).
        stack.keys = Array(stack.keys.prefix(index)) + Array(repeating: "", count: max(0, index - stack.keys.count))
        if let binding = link.isActive {
            binding.wrappedValue = true
        } else if let select = link.select {
            select()
        } else {
            stack.keys.append(link.key)
        }
    }

    /// A value link: the path keeps the values shown up to this column, then `value`.
    func push(_ value: AnyHashable) {
        if let current = activeLink { deactivate(current) }
        stack.keys = Array(stack.keys.prefix(index))
        stack.origins = Array(stack.origins.prefix(pathCount)) + [index]
        let path = scope.path
        path.set(Array(path.get().prefix(pathCount)) + [value])
    }

    /// Pops back to this column: SwiftUI resets the link's binding and the path.
    func deactivate(_ link: LinkRecord) {
        stack.keys = Array(stack.keys.prefix(index))
        if let binding = link.isActive, binding.wrappedValue { binding.wrappedValue = false }
        link.deselect?()
        truncatePath()
    }

    /// Pops whatever this column pushed (the back button of the next column).
    func popToHere() {
        if let active = activeLink {
            deactivate(active)
        } else {
            stack.keys = Array(stack.keys.prefix(index))
            truncatePath()
        }
    }

    private func truncatePath() {
        let path = scope.path
        let values = path.get()
        if values.count > pathCount { path.set(Array(values.prefix(pathCount))) }
    }

    /// The slug of a path value shown after this column: the slug of the link
    /// that shows it here, else the value's own (nil if it has none).
    func slug(forPushed value: AnyHashable) -> String? {
        links.first { $0.value == value }?.slug ?? NavigationSlug.of(value.base)
    }
}

/// The plain (binding-less) links pushed on a NavigationView, by link
/// identity, and the path of a NavigationStack that has no `path:` binding.
@MainActor
final class NavigationStackState {
    var keys: [String] = [] {
        didSet { if keys != oldValue { onChange?() } }
    }
    var values: [AnyHashable] = [] {
        didSet { if values != oldValue { onChange?() } }
    }
    /// The column each value of the path was pushed from: in a split view a
    /// value pushed from the content column goes after it, not in its place.
    var origins: [Int] = []
    weak var target: InvalidationTarget?
    var onChange: (() -> Void)?
}

/// What every column of one navigation container shares while it renders:
/// its state, its path, and the destinations registered so far by type.
@MainActor
final class NavigationScope {
    let stack: NavigationStackState
    let path: NavigationPathSource
    /// `navigationDestination(for:)`, by the value type it shows. Columns see
    /// the ones registered by themselves and the columns before them.
    private(set) var destinations: [ObjectIdentifier: NavigationDestinationEntry] = [:]
    /// The types in the order they were registered (deep links try them in this order).
    private var order: [ObjectIdentifier] = []

    init(stack: NavigationStackState, path: NavigationPathSource?) {
        self.stack = stack
        self.path = path ?? NavigationPathSource(get: { [stack] in stack.values }, set: { [stack] in stack.values = $0 })
    }

    func register(_ type: ObjectIdentifier, _ entry: NavigationDestinationEntry) {
        if destinations.updateValue(entry, forKey: type) == nil { order.append(type) }
    }

    /// A value of a registered type whose slug is `slug` (see `NavigationSlug.value`).
    func value(fromSlug slug: String) -> AnyHashable? {
        for type in order { if let value = destinations[type]?.valueFromSlug?(slug) { return value } }
        return nil
    }

    func destination(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value.base))]?.view(value)
    }
}

/// How a navigation container reads and writes its path: a `Binding<[H]>`,
/// a `Binding<NavigationPath>`, or the stack's own storage.
@MainActor
struct NavigationPathSource {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void
}

/// One `navigationDestination(for:)`: the view for a value of its type, and
/// (for `LosslessStringConvertible` types) a value made from a URL slug.
@MainActor
struct NavigationDestinationEntry {
    let view: (AnyHashable) -> AnyView?
    let valueFromSlug: ((String) -> AnyHashable?)?
}
