import LiveHTML

/// The columns of a navigation container, rendered one after the other:
/// the root, then what each column pushed (an active view link, the stack
/// path's next value through its `navigationDestination`, or a split view's
/// next fixed column). Each pushed column adds a slug to the page's URL.
@MainActor
struct NavigationColumns {
    enum Style {
        /// NavigationView: the root as a sidebar beside the top column on wide windows, a placeholder until a link is chosen.
        case view
        /// NavigationStack: one column at a time.
        case stack
        /// NavigationSplitView: the fixed columns side by side on wide windows.
        case split
    }

    let style: Style
    /// The root, then NavigationView's placeholder or a split view's content and detail.
    let statics: [any View]
    /// A `path:` binding; nil: the stack keeps its own path.
    let path: NavigationPathSource?

    /// What a column pushed, if anything.
    private enum Next {
        case link(NavigationLevel.LinkRecord)
        case value(AnyHashable, AnyView, slug: String)
        case fixed(Int)
        case none

        var slug: String? {
            switch self {
            case .link(let link): link.slug
            case .value(_, _, let slug): slug
            case .fixed, .none: nil
            }
        }
    }

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        let target = ctx.store.target
        let stack = ctx.store.slot(StateStore.Key(path: path, viewType: NavigationStackState.self, label: "stack")) {
            let s = NavigationStackState()
            s.onChange = { [weak target] in target?.invalidate(animation: Transaction.currentAnimation) }
            return s
        }
        let scope = NavigationScope(stack: stack, path: self.path)
        let values = scope.path.get()
        // The outermost container owns the page's URL; one nested in its columns does not.
        let ownsURL = ctx.navigation == nil
        if ownsURL { ctx.navigation = NavigationReport(slugs: []) }
        let requested = ownsURL ? ctx.requestedNavigation : nil
        var columns: [Element] = []
        var pushed: [Bool] = []
        var current = AnyView(statics[0])
        var bodyPath = path.child("c0")
        var cursor = 0
        var slugs: [String] = []
        var titles: [String] = []
        var previous: NavigationLevel?
        var inherited = NavigationBarItem.TitleDisplayMode.large
        var steered = false
        var levels: [NavigationLevel] = []
        defer { for level in levels { level.finish() } }

        while true {
            let level = NavigationLevel(
                index: columns.count, scope: scope, route: ctx.route, slugsSoFar: slugs, pathCount: cursor, cache: ctx.cache)
            levels.append(level)
            var inner = env
            inner.navigationLevel = level
            inner.stackAxis = nil
            // MARK: Presentation: in a pushed view, dismiss() pops back to the column that pushed it.
            if let previous, pushed.last == true {
                inner.dismiss = DismissAction { [previous] in previous.popToHere() }
                inner.isPresented = true
            }
            let body = ctx.render(current, bodyPath, inner)
            let title = level.title ?? ""
            if let mode = level.bar.displayMode, mode != .automatic { inherited = mode }
            let wasPushed = pushed.last ?? false
            columns.append(
                column(
                    ctx, path, level, title: title, back: wasPushed ? titles.last : nil, from: wasPushed ? previous : nil,
                    mode: inherited, body: body))
            titles.append(title)

            let next = self.next(after: level, values: values, cursor: cursor, ctx)
            // One step per render: after a follow-up (or a failure) deeper columns wait for the next render.
            if let wanted = requested, !steered { steered = steer(ctx, level, next, toward: wanted) }
            switch next {
            case .none:
                break
            case .fixed(let index):
                current = AnyView(statics[index])
                bodyPath = path.child("c\(columns.count)")
                pushed.append(false)
            case .link(let link):
                highlight(&columns[columns.count - 1], link.key)
                slugs.append(link.slug)
                current = link.destination ?? AnyView(EmptyView())
                bodyPath = path.child("c\(columns.count)")
                pushed.append(true)
            case .value(let value, let view, let slug):
                level.pushedValue = value
                if let link = level.links.first(where: { $0.value == value }) { highlight(&columns[columns.count - 1], link.key) }
                slugs.append(slug)
                current = view
                cursor += 1
                // Each value has an identity of its own: state does not carry over from another value's page.
                bodyPath = path.child("c\(columns.count)").child("v" + ViewPath.sanitize(slug))
                pushed.append(true)
            }
            if case .none = next { break }
            previous = level
            if columns.count > 32 { break }  // a destination that links to itself forever
        }
        pushed.insert(false, at: 0)
        if columns.count == 1, style == .view, statics.count > 1 {
            let body = ctx.render(AnyView(statics[1]), path.child("ph"), env)
            let ph = Element("div", id: path.child("ph").raw, attributes: [Attribute("class", "nv-col nv-ph")], children: body)
            columns.append(ph)
        }
        let top = style == .split ? (pushed.lastIndex(of: true) ?? 0) : slugs.count
        columns[top].addClass("nv-top")
        Self.landmarks(&columns, top: top, sidebar: style != .stack && columns.count > 1)
        // A stack shows its top column only, and a split view its visible
        // ones: the columns under them still render (their state lives on,
        // their links steer), but their elements stay off the page, so no
        // hidden button or heading doubles a visible one.
        switch style {
        case .view: break
        case .stack: columns = [columns[top]]
        case .split: columns = splitColumns(columns, pushed: pushed)
        }
        if ownsURL {
            ctx.navigation = NavigationReport(slugs: slugs)
            let title = style == .split ? titles.last(where: { !$0.isEmpty }) : titles.last
            if let title, !title.isEmpty { ctx.title = title }
        }
        let classes = ["nv", style == .stack ? "nv-stack" : nil, style == .split ? "nv-split" : nil, "lx", "ly"]
        var nav = Element(
            "div", id: path.raw, attributes: [Attribute("class", classes.compactMap { $0 }.joined(separator: " "))],
            children: columns.map { .element($0) })
        nav[attribute: "data-depth"] = String(slugs.count)
        return [.element(nav)]
    }

    private func next(after level: NavigationLevel, values: [AnyHashable], cursor: Int, _ ctx: RenderContext) -> Next {
        if let active = level.activeLink { return .link(active) }
        let origins = level.stack.origins
        let pushedLater = style == .split && cursor < origins.count && origins[cursor] > level.index
        if cursor < values.count, !(pushedLater && level.index + 1 < statics.count) {
            let value = values[cursor]
            guard let view = level.scope.destination(for: value) else {
                ctx.warn("no navigationDestination(for: \(type(of: value.base)).self) in the NavigationStack shows a value on its path")
                return .none
            }
            return .value(value, view, slug: level.slug(forPushed: value) ?? String(cursor + 1))
        }
        // A split view's columns line up with its fixed views: one a link pushed replaces the fixed one there.
        if style == .split, level.index + 1 < statics.count { return .fixed(level.index + 1) }
        return .none
    }

    private func highlight(_ column: inout Element, _ key: String) {
        column.update(id: key) { link in
            link.addClass("sel")
            link[attribute: "aria-current"] = "page"
        }
    }

    /// A split view shows its sidebar, its content column (three columns) and
    /// its last column side by side on wide windows (`.nv-top` alone on narrow
    /// ones); a column whose parent shows beside it (`nv-pv`) needs no back button there.
    private func splitColumns(_ columns: [Element], pushed: [Bool]) -> [Element] {
        let last = columns.count - 1
        func visible(_ i: Int) -> Bool { i < statics.count - 1 || i == last }
        return columns.indices.filter(visible).map { i in
            var column = columns[i]
            if i > 0, pushed[i], visible(i - 1) { column.addClass("nv-pv") }
            return column
        }
    }

    /// Makes this column push what `requested` names next, or pop past it.
    /// True when it asked for a change (or found none possible).
    private func steer(_ ctx: RenderContext, _ level: NavigationLevel, _ next: Next, toward requested: [String]) -> Bool {
        let k = level.slugsSoFar.count
        if k >= requested.count {
            guard next.slug != nil else { return false }
            ctx.followUp { level.popToHere() }
            return true
        }
        let wanted = requested[k]
        if next.slug == wanted { return false }
        if let link = level.links.first(where: { $0.slug == wanted }) {
            if let present = link.selectFromSlug?(wanted) {
                ctx.followUp(present)
            } else {
                ctx.followUp { level.activate(link) }
            }
            return true
        }
        for link in level.links {
            if let present = link.selectFromSlug?(wanted) {
                ctx.followUp(present)
                return true
            }
        }
        if let value = level.scope.value(fromSlug: wanted) {
            ctx.followUp { level.push(value) }
            return true
        }
        // A split view's next fixed column may hold the link.
        if case .fixed = next { return false }
        ctx.navigationFailed = true
        return true
    }

    /// One column: the bar (back button, toolbar, title heading), the body, the bottom bar.
    private func column(
        _ ctx: RenderContext, _ path: ViewPath, _ level: NavigationLevel, title: String, back: String?,
        from parent: NavigationLevel?, mode: NavigationBarItem.TitleDisplayMode, body: [Node]
    ) -> Element {
        let id = path.child("c\(level.index)").raw
        let bar = level.bar
        var backButton: Node?
        if let parent, let back, !bar.backButtonHidden {
            var handlers = EventHandlers()
            handlers.click = { [parent] in parent.popToHere() }
            ctx.register(id + "b", handlers)
            var children: [Node] = []
            if let chevron = SymbolIcons.svg(named: "chevron.left", id: id + "bi") { children.append(.element(chevron)) }
            children.append(.element(Element("span", id: id + "bt", children: [.text(back.isEmpty ? "Back" : back)])))
            backButton = .element(
                Element(
                    "button", id: id + "b",
                    attributes: [
                        Attribute("type", "button"), Attribute("class", "nv-back"),
                        Attribute("aria-label", "Back to " + (back.isEmpty ? "previous page" : back)),
                    ], children: children))
        }
        let inline = mode == .inline
        // An empty title is no heading at all: an empty <h1> is noise to a screen reader.
        var heading = Element(
            title.isEmpty ? "div" : "h1", id: id + "h", attributes: [Attribute("class", "nv-title"), Attribute("tabindex", "-1")],
            children: title.isEmpty ? [] : [.text(title)])
        if title.isEmpty { heading[attribute: "hidden"] = "" }
        var header: Element
        if bar.hasTopItems || inline {
            // The principal item takes the inline title's place; the heading stays for screen readers.
            if inline, !bar.principal.isEmpty { heading.addClass("vh") }
            let tools = bar.tools(id: id + "o", back: backButton, label: "Navigation bar")
            header = Element(
                "header", id: id + "n", attributes: [Attribute("class", inline ? "nv-bar nv-tb nv-inline" : "nv-bar nv-tb")],
                children: [.element(tools), .element(heading)])
        } else {
            header = Element(
                "header", id: id + "n", attributes: [Attribute("class", "nv-bar")],
                children: (backButton.map { [$0] } ?? []) + [.element(heading)])
        }
        if bar.hidden { header[attribute: "hidden"] = "" }
        var content = Element("div", id: id + "v", attributes: [Attribute("class", "nv-body zs")], children: body)
        let (x, y) = Layout.expansion(of: body)
        content.setExpansion(x: x, y: y)
        var children: [Node] = [.element(header), .element(content)]
        if let bottom = bar.bottomBar(id: id + "f") { children.append(.element(bottom)) }
        return Element(
            "section", id: id, attributes: [Attribute("class", level.index == 0 ? "nv-col nv-side" : "nv-col")],
            children: children)
    }

    // MARK: Accessibility (issue 17): landmarks and headings
    /// The top column's title is the page's one `<h1>`; a title shown beside
    /// it (a sidebar, a split view's other columns) is an `<h2>`. A sidebar
    /// (the first of several columns) is the page's `<nav>`, named by its title.
    static func landmarks(_ columns: inout [Element], top: Int, sidebar: Bool) {
        for i in columns.indices where i != top {
            columns[i].update(id: columns[i].id + "h") { if $0.tag == "h1" { $0.tag = "h2" } }
        }
        guard sidebar else { return }
        columns[0].tag = "nav"
        if columns[0].find(id: columns[0].id + "h")?.tag.hasPrefix("h") == true {
            columns[0][attribute: "aria-labelledby"] = columns[0].id + "h"
        } else {
            columns[0][attribute: "aria-label"] = "Sidebar"
        }
    }
}
