import LiveHTML

/// A navigation stack with a bar showing each view's title. The first view
/// is the root; a second one is the placeholder shown in the detail column
/// until a link is chosen. Wide windows show a sidebar and a detail column
/// (like SwiftUI on iPad and Mac); narrow ones one column with a back button.
public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content
    let stackOnly: Bool

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        stackOnly = false
    }

    init(stackOnly: Bool, content: Content) {
        self.content = content
        self.stackOnly = stackOnly
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        let target = ctx.store.target
        let stack = ctx.store.slot(StateStore.Key(path: path, viewType: NavigationStackState.self, label: "stack")) {
            let s = NavigationStackState()
            s.onChange = { [weak target] in target?.invalidate(animation: Transaction.currentAnimation) }
            return s
        }
        let (root, placeholder) = Self.split(content)
        let requested = ctx.navigation == nil ? ctx.requestedNavigation : nil
        var columns: [Element] = []
        var current: AnyView = AnyView(root)
        var slugs: [String] = []
        var titles: [String] = []
        var previous: NavigationLevel?

        while true {
            let level = NavigationLevel(index: columns.count, stack: stack, route: ctx.route, slugsSoFar: slugs)
            var inner = env
            inner.navigationLevel = level
            inner.stackAxis = nil
            let body = ctx.render(current, path.child("c\(level.index)"), inner)
            let title = level.title ?? ""
            columns.append(column(ctx, path, level.index, title: title, back: titles.last, from: previous, body: body))
            titles.append(title)

            if let requested { steer(ctx, level, toward: requested) }
            guard let active = level.activeLink else { break }
            columns[columns.count - 1].update(id: active.key) { link in
                link.addClass("sel")
                link[attribute: "aria-current"] = "page"
            }
            slugs.append(active.slug)
            current = active.destination
            previous = level
            if columns.count > 32 { break }  // a destination that links to itself forever
        }
        if columns.count == 1, !stackOnly {
            let body = placeholder.map { ctx.render($0, path.child("ph"), env) } ?? []
            let ph = Element("div", id: path.child("ph").raw, attributes: [Attribute("class", "nv-col nv-ph")], children: body)
            columns.append(ph)
        }
        let top = slugs.count
        columns[top].addClass("nv-top")
        if ctx.navigation == nil {
            ctx.navigation = NavigationReport(slugs: slugs)
            if let title = titles.last, !title.isEmpty { ctx.title = title }
        }
        var nav = Element(
            "div", id: path.raw, attributes: [Attribute("class", stackOnly ? "nv nv-stack lx ly" : "nv lx ly")],
            children: columns.map { .element($0) })
        nav[attribute: "data-depth"] = String(top)
        return [.element(nav)]
    }

    /// One column: the bar (back button, title heading) and the body.
    private func column(
        _ ctx: RenderContext, _ path: ViewPath, _ index: Int, title: String, back: String?,
        from parent: NavigationLevel?, body: [Node]
    ) -> Element {
        let id = path.child("c\(index)").raw
        var bar: [Node] = []
        if let parent, let back {
            var handlers = EventHandlers()
            handlers.click = { [parent] in if let active = parent.activeLink { parent.deactivate(active) } }
            ctx.register(id + "b", handlers)
            var children: [Node] = []
            if let chevron = SymbolIcons.svg(named: "chevron.left", id: id + "bi") { children.append(.element(chevron)) }
            children.append(.element(Element("span", id: id + "bt", children: [.text(back.isEmpty ? "Back" : back)])))
            bar.append(
                .element(
                    Element(
                        "button", id: id + "b",
                        attributes: [
                            Attribute("type", "button"), Attribute("class", "nv-back"),
                            Attribute("aria-label", "Back to " + (back.isEmpty ? "previous page" : back)),
                        ], children: children)))
        }
        bar.append(
            .element(
                Element(
                    "h1", id: id + "h", attributes: [Attribute("class", "nv-title"), Attribute("tabindex", "-1")],
                    children: title.isEmpty ? [] : [.text(title)])))
        let header = Element("header", id: id + "n", attributes: [Attribute("class", "nv-bar")], children: bar)
        var content = Element("div", id: id + "v", attributes: [Attribute("class", "nv-body zs")], children: body)
        let (x, y) = Layout.expansion(of: body)
        content.setExpansion(x: x, y: y)
        return Element(
            "section", id: id, attributes: [Attribute("class", index == 0 ? "nv-col nv-side" : "nv-col")],
            children: [.element(header), .element(content)])
    }

    /// Makes this column's active link the one `requested` names, or pops past it.
    private func steer(_ ctx: RenderContext, _ level: NavigationLevel, toward requested: [String]) {
        let active = level.activeLink
        if level.index >= requested.count {
            if let active { ctx.followUp { level.deactivate(active) } }
            return
        }
        let wanted = requested[level.index]
        if active?.slug == wanted { return }
        guard let link = level.links.first(where: { $0.slug == wanted }) else {
            ctx.navigationFailed = true
            return
        }
        ctx.followUp { level.activate(link) }
    }

    /// The root view and the optional placeholder: the first two views of the content.
    private static func split(_ content: Content) -> (any View, (any View)?) {
        if let tuple = content as? TupleViewMarker {
            let children = tuple.childViews
            if children.count >= 2 { return (children[0], children[1]) }
        }
        return (content, nil)
    }
}

/// NavigationStack (iOS 16): a single column, whatever the window width.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        NavigationView(stackOnly: true, content: root).render(ctx, path, env)
    }
}
