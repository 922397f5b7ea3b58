import Foundation
import LiveHTML

/// What one `List` learns about its rows while its content renders. Row
/// modifiers (`.tag`, `.listRowBackground`, `.swipeActions`, `.deleteDisabled`,
/// …) and `ForEach` (its items' offsets and edit actions) record facts under
/// the id of the element they render; when the list (or a `Section` in it)
/// wraps a top-level element into its `<li>`, it looks that id up. Facts
/// recorded deeper inside a row (a `ForEach` in a row's `HStack`) name
/// elements that never become rows, so they change nothing.
@MainActor
final class ListRowCollector {
    struct Traits {
        var tag: AnyHashable?
        var background: [Node]?
        var separatorHidden = false
        var insets: EdgeInsets?
        var deleteDisabled = false
        var moveDisabled = false
        var leadingActions: [Node]?
        var trailingActions: [Node]?
        /// `.badge(_:)`: shown at the row's trailing edge.
        var badge: String?
    }

    /// A row that is an item of a `ForEach`: its offset in the data and what the `ForEach` lets the user do.
    struct Item {
        let offset: Int
        let count: Int
        let key: AnyHashable
        /// The `ForEach`'s own id: rows are dragged among the rows of one `ForEach`.
        let group: String
        let delete: (@MainActor (IndexSet) -> Void)?
        let move: (@MainActor (IndexSet, Int) -> Void)?
    }

    private(set) var traits: [String: Traits] = [:]
    private(set) var items: [String: Item] = [:]
    let selection: ListSelection?
    /// The session's render cache: facts are journaled for the view rendering
    /// them, and a view reused from the cache reports them again (`replay`).
    private let cache: LifetimeLink<RenderCache>?
    /// Whether the list is still rendering: a fact reported later (a row rendered
    /// alone, with the environment of its last render) reaches no `<li>`.
    private(set) var isLive = true

    /// How many views were rendering when the list began (see `noteWrapped`).
    private let depth: Int

    init(selection: ListSelection?, cache: RenderCache? = nil) {
        self.selection = selection
        self.cache = cache?.link
        self.depth = cache?.stack.count ?? 0
    }

    /// A `Section` wrapped rows of this list: under a selection each `<li>` shows
    /// whether its row is selected, so the views open inside the list around the
    /// section are not reused (the list's own wrapping runs at every render of its parent).
    func noteWrapped() {
        guard selection != nil, isLive else { return }
        cache?.object?.forbidReuse(from: depth)
    }

    /// One fact, as the render cache journals it (RenderCache.Effect.listRow).
    enum Fact {
        case traits(@MainActor (inout Traits) -> Void)
        case item(Item)
    }

    /// Records a fact about every element among `nodes` (one, unless a modifier sits on several views).
    func update(_ nodes: [Node], _ change: @escaping @MainActor (inout Traits) -> Void) {
        for case .element(let e) in nodes { report(e.id, .traits(change)) }
    }

    func record(_ item: Item, for nodes: [Node]) {
        for case .element(let e) in nodes { report(e.id, .item(item)) }
    }

    /// Takes a fact, and journals it for the views rendering now.
    func report(_ id: String, _ fact: Fact) {
        let cache = cache?.object
        guard isLive else {
            // Only a row rendered alone reports to a list that finished: its `<li>` would keep the old facts.
            cache?.noteLateReport()
            return
        }
        switch fact {
        case .traits(let change): change(&traits[id, default: Traits()])
        case .item(let item): items[id] = item
        }
        cache?.record(.listRow(id, fact))
    }

    /// The list wrapped its rows: the facts are let go (stored renders keep their
    /// environment, and with it this collector, for as long as they live).
    func finish() {
        isLive = false
        traits = [:]
        items = [:]
    }

    func traits(of id: String) -> Traits { traits[id] ?? Traits() }
    func item(of id: String) -> Item? { items[id] }
}

/// A `List`'s selection, whatever its value type: single (`Binding<V?>`) or multiple (`Binding<Set<V>>`).
@MainActor
struct ListSelection {
    let multiple: Bool
    /// Whether a row's tag is of the selection's type (other rows are not selectable).
    let accepts: (AnyHashable) -> Bool
    let isSelected: (AnyHashable) -> Bool
    /// A click: a single selection takes the row; a multiple one adds or removes it.
    let choose: (AnyHashable) -> Void

    static func cast<V: Hashable>(_ tag: AnyHashable, to: V.Type) -> V? {
        (tag.base as? V) ?? (tag as? V)
    }

    init<V: Hashable>(single binding: Binding<V?>) {
        multiple = false
        accepts = { Self.cast($0, to: V.self) != nil }
        isSelected = { tag in Self.cast(tag, to: V.self).map { binding.wrappedValue == $0 } ?? false }
        choose = { tag in
            guard let value = Self.cast(tag, to: V.self), binding.wrappedValue != value else { return }
            binding.wrappedValue = value
        }
    }

    init<V: Hashable>(multiple binding: Binding<Set<V>>) {
        multiple = true
        accepts = { Self.cast($0, to: V.self) != nil }
        isSelected = { tag in Self.cast(tag, to: V.self).map { binding.wrappedValue.contains($0) } ?? false }
        choose = { tag in
            guard let value = Self.cast(tag, to: V.self) else { return }
            if binding.wrappedValue.contains(value) {
                binding.wrappedValue.remove(value)
            } else {
                binding.wrappedValue.insert(value)
            }
        }
    }
}
