import LiveHTML
import LiveUI

// MARK: Rendering one view alone (issue #16 item 5)
//
// When the render cache can name the one stored view that everything changed
// since the last render lies in (RenderCache+Alone.swift), only that view
// renders: its new nodes replace its old ones where the document holds them
// (found through an index of the document's elements by id), the ops come
// from diffing those nodes alone, and the session's tables change by what the
// view's old journal and its new render say. Nothing here walks the page.

extension Session {
    /// Renders the changed view alone and returns the patch ops, or nil (nothing
    /// done): render the whole tree.
    func renderAlone() -> [PatchOp]? {
        // What `apply` recorded is the document's only until something renders: a
        // later round of the flush (an action the render ran changed the state
        // again) finds there what that render wrote, not what the browser sent.
        let typed = typedInput
        typedInput = nil
        guard requestedNavigation == nil, loops.isEmpty, pendingAnimation?.repeatsForever != true,
            let key = store.cache.aloneTarget()
        else { return nil }
        if let typed, echoes(typed, key) {
            lastRenderWasWhole = false
            return []
        }
        guard let stored = store.cache.storedNodes(key), let (parentPath, start) = locate(stored, deep: store.cache.isControl(key)),
            !store.cache.othersAddedFocus(to: key, { handlers[$0] })
        else { return nil }
        let count = stored.count
        dirty = false
        let ctx = RenderContext(store: store)
        ctx.route = route
        // `@Observable` reads are tracked by the frames the view renders in (RenderFrame+Observation.swift).
        guard let result = ctx.renderAlone(key) else {
            dirty = true
            return nil
        }
        let ops = splice(result.newNodes, replacing: start..<start + count, under: parentPath)
        lastRenderWasWhole = false
        updateTables(ctx, result)
        if result.needsWholeRender {
            // Titles, focus, presentations, headings depend on the whole page: render it, reusing the rest.
            store.cache.reuseAllowed = false
            dirty = true
        } else if renderCheck, !dirty {
            // Not while an action the render ran (`onChange`, `onAppear`) changed the state
            // again: the page is what this render made, and the flush's next round renders
            // (and checks) what the change makes of it.
            checkAloneRender()
        }
        return ops
    }

    /// Whether the field typed into is the one view to render alone and would
    /// render what the document already holds (RenderCache+Echo.swift): then
    /// nothing renders.
    private func echoes(_ typed: (target: String, value: String?), _ key: RenderCache.Key) -> Bool {
        guard store.cache.echoesInput(key, target: typed.target, value: typed.value, types: store.types) else { return false }
        dirty = false
        if renderCheck { checkAloneRender() }
        return true
    }

    /// Where the document holds `nodes`: the path of their parent and the index of the first.
    /// `deep`: compare the whole of each element, not only the outer ones (for a
    /// control, whose few nodes a parent's modifier may have changed inside:
    /// `.focused` marks a toggle's input). A composite view's stored nodes may hold
    /// a child's render from before the child rendered alone: compared whole,
    /// they would never match again.
    private func locate(_ nodes: [Node], deep: Bool) -> (parent: [Int], start: Int)? {
        guard case .element(let first)? = nodes.first else { return nil }
        guard var path = indexedPath(of: first.id) else { return nil }
        let start = path.removeLast()
        guard let parent = document.element(at: path), start + nodes.count <= parent.children.count else { return nil }
        for (node, held) in zip(nodes, parent.children[start...]) {
            // A modifier in the parent's body may have changed the view's elements
            // (`.offset` adds a transform to its style, `.focused` marks the input inside
            // a toggle): rendered alone, the view would lose that.
            guard case .element(let e) = node, case .element(let h) = held, Self.sameAsRendered(e, h, deep: deep) else { return nil }
        }
        return (path, start)
    }

    /// The document path of element `id`, from the index, or found by a search
    /// and added to it. The index holds only elements asked for since the last
    /// whole render: indexing the whole document at a view's first render
    /// alone cost ≈ 150k instructions per login cycle (an array and a
    /// dictionary entry per element) for the one or two elements looked up.
    /// Every entry stays true while the document changes by `splice`, which
    /// updates the entries of what it replaced, or drops the index.
    ///
    /// A search looks at no more than `searchedElements`: on a larger page (the
    /// rows page, where each event changes another of 1,000 rows) a search per
    /// lookup would grow with the page, so the whole page is indexed once and
    /// kept so until the next whole render (`elementIndexIsWhole`).
    ///
    /// `mayIndexWhole` false: a large page is not indexed (nil, search it instead).
    func indexedPath(of id: String, mayIndexWhole: Bool = true) -> [Int]? {
        if let path = elementIndex?[id] { return path }
        if elementIndexIsWhole { return nil }
        var budget = Self.searchedElements
        if let path = document.path(toDescendant: id, budget: &budget) {
            var index = elementIndex ?? [:]
            elementIndex = nil  // one owner while it changes
            index[id] = path
            elementIndex = index
            return path
        }
        guard budget < 0, mayIndexWhole else { return nil }  // searched the whole page, or may not index it
        var index: [String: [Int]] = [:]
        Element.index(document.children, under: [], into: &index)
        elementIndex = index
        elementIndexIsWhole = true
        return index[id]
    }

    /// How many elements a lookup searches before it indexes the whole page instead.
    static let searchedElements = 64

    /// Whether the document's element `held` is what the view rendered into `e`
    /// (`deep`: all the way down), but for what the browser reported since (a field's value,
    /// a toggle's checked, an option's selection: `apply` records them in the
    /// document, not in stored renders). Linear in the view's own nodes.
    /// Nonisolated: its closures (`filter`, `allSatisfy`) would otherwise be main-actor
    /// closures handed to the standard library, checked at run time on every call
    /// (≈ 220 instructions each, 70 per login cycle).
    private nonisolated static func sameAsRendered(_ e: Element, _ held: Element, deep: Bool) -> Bool {
        guard e.id == held.id, e.tag == held.tag else { return false }
        if e.attributes != held.attributes {
            func rendered(_ a: Attribute) -> Bool { a.name != "value" && a.name != "checked" && a.name != "selected" }
            let mine = e.attributes.filter(rendered)
            guard mine.count == held.attributes.count(where: rendered), mine.allSatisfy({ held[attribute: $0.name] == $0.value })
            else { return false }
        }
        guard deep else { return true }
        guard e.children.count == held.children.count else { return false }
        for (a, b) in zip(e.children, held.children) {
            switch (a, b) {
            case (.text(let x), .text(let y)): if x != y { return false }
            case (.element(let x), .element(let y)): if !sameAsRendered(x, y, deep: true) { return false }
            default: return false
            }
        }
        return true
    }

    /// Puts `nodes` in place of the document's children `range` of the element at
    /// `parentPath` and returns the ops that do the same in the browser.
    private func splice(_ nodes: [Node], replacing range: Range<Int>, under parentPath: [Int]) -> [PatchOp] {
        var ops: [PatchOp] = []
        // Read without the in-place walk `update(at:)` makes (≈ 1.6k instructions a keystroke);
        // no copy of the parent outlives this line, so the replacement below changes it in place.
        // (Not `Optional.map`: a main-actor closure handed to the standard library is checked on every call.)
        guard let held = Self.children(of: document.element(at: parentPath), range) else { return ops }
        if Self.sameShape(held, nodes) {
            for case (.element(let a), .element(let b)) in zip(held, nodes) { Differ.diff(a, b, into: &ops) }
            document.update(at: parentPath) { $0.children.replaceSubrange(range, with: nodes) }
            if var index = elementIndex, !Element.sameLayout(held, nodes) {
                elementIndex = nil  // one owner while it changes, so it changes in place
                Element.unindex(held, from: &index)
                Element.index(nodes, under: parentPath, from: range.lowerBound, into: &index)
                elementIndex = index
            }
        } else {
            // Elements came or went: diff the parent, as a whole render would. Siblings' paths move.
            guard let parent = document.element(at: parentPath) else { return ops }
            var changed = parent
            changed.children.replaceSubrange(range, with: nodes)
            Differ.diff(parent, changed, into: &ops)
            document.update(at: parentPath) { $0 = changed }
            dropElementIndex()
        }
        return ops
    }

    /// The same elements (by id) in the same places. Nonisolated: see `children(of:)`'s caller.
    private nonisolated static func sameShape(_ held: [Node], _ nodes: [Node]) -> Bool {
        guard held.count == nodes.count else { return false }
        for (a, b) in zip(held, nodes) {
            guard case .element(let x) = a, case .element(let y) = b, x.id == y.id else { return false }
        }
        return true
    }

    private nonisolated static func children(of element: Element?, _ range: Range<Int>) -> [Node]? {
        guard let element, range.upperBound <= element.children.count else { return nil }
        return Array(element.children[range])
    }

    /// The session's tables lose what the view's old render registered and gain what its new one did.
    private func updateTables(_ ctx: RenderContext, _ result: AloneRender) {
        var lostFocus: (@MainActor () -> Void)?
        for id in result.oldHandlerIDs {
            if id == clientFocus, ctx.handlers[id] == nil { lostFocus = handlers[id]?.blur }
            handlers[id] = nil
        }
        for (id, h) in ctx.handlers { handlers[id] = h }
        for id in result.oldKeyHandlerIDs { keyHandlers[id] = nil }
        for (id, h) in ctx.keyHandlers { keyHandlers[id] = h }
        takeProblems(ctx)
        takeAnimations(ctx)
        // A focused field that left the page took the browser's focus with it (see `render`).
        if let blur = lostFocus {
            clientFocus = nil
            blur()
        }
        if let scroll = ctx.scrollCommand { scrollRequest = scroll }
        // Objects no view observes any more keep their subscription until the next whole
        // render: their change then renders everything (the cache knows no observer).
        for (id, publisher) in ctx.observed where subscriptions[id] == nil {
            subscriptions[id] = publisher().sink { [link] in
                MainActor.assumeIsolated { link.session?.objectWillChange(id) }
            }
        }
        for action in ctx.afterRenderActions { action() }
        // Appear and disappear, as `runLifecycle` does for the whole page, within the view.
        let present = Set(ctx.appearActions.keys).union(ctx.disappearActions.keys)
        let appeared = present.subtracting(lifecycleKeys).sorted()
        let disappeared = result.oldLifecycleKeys.subtracting(present).sorted()
        // The leaving views' actions, taken before the table changes (no copy of the whole table).
        let leaving = disappeared.map { disappearActions[$0] }
        lifecycleKeys.subtract(disappeared)
        lifecycleKeys.formUnion(present)
        for key in result.oldLifecycleKeys { disappearActions[key] = nil }
        for (key, action) in ctx.disappearActions { disappearActions[key] = action }
        for action in leaving { action?() }
        for key in appeared { ctx.appearActions[key]?() }
        for action in ctx.followUps { action() }
    }

    /// The document changed in ways the index cannot follow: the next lookups start it again.
    func dropElementIndex() {
        elementIndex = nil
        elementIndexIsWhole = false
    }
}
