import LiveHTML

/// How a `TabView` learns its tabs while its content renders, without
/// rendering the tabs it does not show.
///
/// A tab is a top-level child of the content (a `TupleView`'s, through
/// `RenderContext.renderChild`), a `ForEach` item, or a chain of items met
/// elsewhere: `.tabItem`, `.tag`, `.badge` (in any order, also inside a view
/// of the app's own whose body applies them), or a `Tab`. Each opens an
/// entry at its path; items record into it and hand their content a path
/// this collector remembers. When a view that is not an item renders at
/// that path (`RenderContext.renderShared` asks `isContentPath`), the items
/// still inside it are read from its value without rendering (through
/// other modifiers, `AnyView`, `if`/`switch`: `TabItemsPeeking`), so the
/// tab's tag is known: the content renders if the tab is shown, and is a
/// placeholder otherwise, its views' state kept as SwiftUI keeps a hidden
/// tab's (`RenderContext.keepSlots`). So a hidden tab's `onAppear` does
/// not run, its `.task` is cancelled, and it appears again when shown.
///
/// The content renders without the collector in its environment: items
/// deeper in it (a picker's `.tag`, a list row's `.badge`) are not tabs.
@MainActor
final class TabCollector {
    /// What the shown tab is.
    enum Selection {
        /// The tab view's own choice (no `selection:` binding): a tab's key, nil for the first tab.
        case own(String?)
        /// The app's binding: the tab whose tag equals it.
        case tag(AnyHashable)
    }

    struct Entry {
        /// The path its first item rendered at: the tab's identity.
        let key: String
        let ordinal: Int
        var tag: AnyHashable?
        /// A `ForEach` item's id, its tag when it has none of its own (as in a `Picker`).
        var inferredTag: AnyHashable?
        var label: AnyView?
        var badge: String?
        /// Whether an item (`.tabItem`, `.tag`, `.badge`, `Tab`) recorded into it: the chain has begun.
        var hasItems = false

        var effectiveTag: AnyHashable? { tag ?? inferredTag }
    }

    static let marker = "data-lv-tab"
    let selection: Selection
    /// Pages (`.tabViewStyle(.page)`) have no items to show: a page's tag is all it needs.
    let paging: Bool
    private(set) var entries: [Entry] = []
    /// The entry whose items are rendering, and the path its next item or its content renders at.
    private var current: Int?
    private var contentPath: String?

    init(selection: Selection, paging: Bool = false) {
        self.selection = selection
        self.paging = paging
    }

    /// Whether `path` is where the current tab's next item or its content renders.
    func isContentPath(_ path: ViewPath) -> Bool { contentPath == path.raw }

    /// Whether a child of the content's top level (`TupleView`'s) is a tab of its own:
    /// anything but a container of tabs (`ForEach`, `Group`, `if`, …), outside every chain.
    func opensTab<V>(for type: V.Type) -> Bool {
        contentPath == nil && current == nil && !(type is any TabStructuralView.Type)
    }

    /// A top-level child that is a tab: its items, if any, go on from its path. A child that
    /// turns out to hold several tabs (a view of the app's own whose body is a list of them)
    /// is no tab itself: its entry is dissolved and its tabs open their own (`renderContent`).
    func implicitItem(at path: ViewPath, content: () -> [Node]) -> [Node] {
        open(path, inferredTag: nil)
        let index = entries.count - 1
        let nodes = content()
        // Dissolved: its index may be one of its tabs' now.
        guard entries.indices.contains(index), entries[index].key == path.raw else { return nodes }
        return close(index, nodes)
    }

    /// An item at `path` (`.tabItem`, `.tag`, `.badge`, `Tab`): opens a tab or adds to the
    /// one whose chain it is in, then renders what it wraps at `inner`.
    func item(
        at path: ViewPath, inner: ViewPath, _ record: (inout Entry) -> Void, content: (ViewPath) -> [Node]
    ) -> [Node] {
        let opens = contentPath != path.raw || current == nil
        if opens { open(path, inferredTag: nil) }
        guard let index = current else { return content(inner) }
        record(&entries[index])
        entries[index].hasItems = true
        contentPath = inner.raw
        let nodes = content(inner)
        return opens ? close(index, nodes) : nodes
    }

    /// A `ForEach` item directly in the tab view's content: a tab whose tag is its id, unless it has one.
    func forEachItem(at path: ViewPath, id: AnyHashable, content: () -> [Node]) -> [Node] {
        open(path, inferredTag: id)
        let index = entries.count - 1
        return close(index, content())
    }

    private func open(_ path: ViewPath, inferredTag: AnyHashable?) {
        entries.append(Entry(key: path.raw, ordinal: entries.count, inferredTag: inferredTag))
        current = entries.count - 1
        contentPath = path.raw
    }

    /// Marks the entry's elements, so the tab view finds them however modifiers outside wrapped them.
    /// A tab whose content shows nothing (`if let model { … }` still loading) is an empty element.
    private func close(_ index: Int, _ nodes: [Node]) -> [Node] {
        current = nil
        contentPath = nil
        let mark = String(index)
        var nodes = nodes
        let entry = entries[index]
        if !nodes.contains(where: { $0.element != nil }), entry.label != nil || entry.tag != nil {
            nodes.append(.element(Element("div", id: entry.key + "e", attributes: [Attribute("class", "tv-ph")])))
        }
        return nodes.map { node in
            guard case .element(var e) = node else { return node }
            e[attribute: Self.marker] = mark
            return .element(e)
        }
    }

    /// A view rendering at the current tab's content path. An item goes on with the chain, and
    /// so does a view of the app's own while the tab lacks its item or its tag (its body, at
    /// the same path, may hold them); anything else is the content. So the usual tab, a view
    /// of the app's own with `.tabItem` and `.tag` outside, is the content itself: hidden, its
    /// body does not run; shown, it renders without the collector and may be reused.
    func renderContent<V: View>(
        of view: V, _ path: ViewPath, _ env: EnvironmentValues, _ ctx: RenderContext,
        _ render: (V, EnvironmentValues) -> [Node]
    ) -> [Node] {
        guard let index = current else { return render(view, env) }
        if V.self is any TabItemChain.Type { return render(view, env) }
        if !isComplete(entries[index]) {
            // The items still to come, read from the view's value without rendering anything:
            // through other modifiers (`.tabItem { }.padding().tag(1)`), `AnyView`, `if`/`switch`.
            // So a hidden tab's modifiers (`.onAppear`, `.task`) do not run.
            (view as? any TabItemsPeeking)?.peekTabItems(into: &entries[index])
        }
        if !isComplete(entries[index]) {
            // A view of the app's own may hold them in its body, at this same path.
            if ctx.store.types.info(V.self).primitive == nil { return render(view, env) }
            // A list of views where a tab was expected (a view of the app's own whose body is
            // several tabs): they are tabs of their own, as SwiftUI flattens them.
            if V.self is any TabStructuralView.Type, !entries[index].hasItems, index == entries.count - 1 {
                entries.removeLast()
                current = nil
                contentPath = nil
                return render(view, env)
            }
        }
        contentPath = nil
        if shows(entries[index]) {
            var inner = env
            inner.tabs = nil
            return render(view, inner)
        }
        ctx.keepSlots(under: path)
        return [.element(Element("div", id: path.raw, attributes: [Attribute("class", "tv-ph")]))]
    }

    /// Whether the tab has all a view inside could still give it: an item, and a tag if one chooses it.
    private func isComplete(_ entry: Entry) -> Bool {
        guard paging || entry.label != nil else { return false }
        if case .tag = selection { return entry.effectiveTag != nil }
        return true
    }

    private func shows(_ entry: Entry) -> Bool {
        switch selection {
        case .own(let key): return key.map { $0 == entry.key } ?? (entry.ordinal == 0)
        case .tag(let value): return entry.effectiveTag == value
        }
    }

    /// The entry a top-level element of the content belongs to (its mark, or a mark inside a
    /// wrapper a modifier outside the items made), the marks taken off.
    func claim(_ element: inout Element, _ ctx: RenderContext) -> Int? {
        let found = claimFirst(&element)
        // A modifier on several tabs at once (on a `Group` of them) wrapped them in one element:
        // they are one tab, named by the first; the others' marks go, and the log says why.
        if found != nil, claimFirst(&element) != nil {
            while claimFirst(&element) != nil {}
            ctx.warn("a modifier on several tabs at once (a Group of them) makes them one tab: put it inside each tab")
        }
        return found
    }

    private func claimFirst(_ element: inout Element) -> Int? {
        func take(_ e: inout Element, depth: Int) -> Int? {
            if let mark = e[attribute: Self.marker] {
                e[attribute: Self.marker] = nil
                return Int(mark).flatMap { entries.indices.contains($0) ? $0 : nil }
            }
            guard depth < 4 else { return nil }
            for i in e.children.indices {
                guard case .element(var child) = e.children[i] else { continue }
                if let found = take(&child, depth: depth + 1) {
                    e.children[i] = .element(child)
                    return found
                }
            }
            return nil
        }
        return take(&element, depth: 0)
    }
}

/// A view that is an item of a tab (`ModifiedContent` with a tab item modifier, `Tab`):
/// rendered at a tab's content path, it goes on with the chain.
protocol TabItemChain {}

/// A container of tabs at the top of a tab view's content, not a tab itself.
protocol TabStructuralView {}

/// A view whose value tells a tab's items without rendering: a modifier (a tab item's is
/// recorded), and the views that wrap one other view (`AnyView`, `if`/`else`, an optional).
@MainActor protocol TabItemsPeeking {
    func peekTabItems(into entry: inout TabCollector.Entry)
}

/// A tab item modifier's part of a peek.
@MainActor protocol TabItemRecording {
    func record(into entry: inout TabCollector.Entry)
}

extension ModifiedContent: TabItemsPeeking {
    func peekTabItems(into entry: inout TabCollector.Entry) {
        (modifier as? any TabItemRecording)?.record(into: &entry)
        (content as? any TabItemsPeeking)?.peekTabItems(into: &entry)
    }
}

extension AnyView: TabItemsPeeking {
    func peekTabItems(into entry: inout TabCollector.Entry) { (view as? any TabItemsPeeking)?.peekTabItems(into: &entry) }
}

extension _ConditionalContent: TabItemsPeeking {
    func peekTabItems(into entry: inout TabCollector.Entry) {
        switch storage {
        case .trueContent(let v): (v as? any TabItemsPeeking)?.peekTabItems(into: &entry)
        case .falseContent(let v): (v as? any TabItemsPeeking)?.peekTabItems(into: &entry)
        }
    }
}

extension Optional: TabItemsPeeking where Wrapped: View {
    func peekTabItems(into entry: inout TabCollector.Entry) {
        guard let view = self else { return }
        (view as? any TabItemsPeeking)?.peekTabItems(into: &entry)
    }
}

extension _ConditionalContent: TabStructuralView {}
extension Optional: TabStructuralView where Wrapped: View {}
extension ForEach: TabStructuralView {}
extension Group: TabStructuralView {}
extension TupleView: TabStructuralView {}
extension EmptyView: TabStructuralView {}

/// A modifier that records into a tab when applied to one (`.tabItem`, `.tag`, `.badge`).
protocol TabItemModifier {}

extension ModifiedContent: TabItemChain where Modifier: TabItemModifier {}
