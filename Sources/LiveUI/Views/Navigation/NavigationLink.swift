import LiveHTML

/// A link that pushes `destination` onto the enclosing NavigationView, as in
/// SwiftUI: by a click, by setting an `isActive` binding to true, or by
/// setting a `selection` binding to its tag. Renders as a real `<a href>`
/// to the destination's URL, so it also works as a deep link.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label
    let destination: Destination
    let isActive: Binding<Bool>?
    let isSelected: (() -> Bool)?
    let select: (() -> Void)?
    let deselect: (() -> Void)?
    let tagSlug: String?

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        isActive = nil
        isSelected = nil
        select = nil
        deselect = nil
        tagSlug = nil
    }

    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        self.isActive = isActive
        isSelected = nil
        select = nil
        deselect = nil
        tagSlug = nil
    }

    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        isActive = nil
        isSelected = { selection.wrappedValue == tag }
        select = { selection.wrappedValue = tag }
        deselect = { if selection.wrappedValue == tag { selection.wrappedValue = nil } }
        tagSlug = NavigationReport.slug(String(describing: tag))
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.inPhrasing = true
        inner.stackAxis = .horizontal
        let labelNodes = ctx.render(label, path.child("l"), inner)
        let text = labelNodes.map(\.textContent).joined(separator: " ")
        let slug =
            [NavigationReport.slug(text), tagSlug ?? "", NavigationReport.slug(String(describing: Destination.self))]
            .first { !$0.isEmpty } ?? "page"

        guard let level = env.navigationLevel else {
            // Outside a NavigationView a link cannot navigate: shown, but inert (as in SwiftUI).
            return [
                .element(
                    Element(
                        "span", id: path.raw, attributes: [Attribute("class", "nl"), Attribute("aria-disabled", "true")],
                        children: labelNodes))
            ]
        }
        let record = NavigationLevel.LinkRecord(
            key: path.raw, slug: slug, destination: AnyView(destination), isActive: isActive,
            isSelected: isSelected, select: select, deselect: deselect)
        level.links.append(record)
        // An EmptyView label (programmatic navigation) shows nothing at all.
        guard !labelNodes.isEmpty else { return [] }
        var handlers = EventHandlers()
        handlers.click = { [level] in level.activate(record) }
        if env.isEnabled { ctx.register(path.raw, handlers) }
        var children = labelNodes
        if let chevron = SymbolIcons.svg(named: "chevron.right", id: path.child("c").raw) { children.append(.element(chevron)) }
        let href = NavigationReport(slugs: level.slugsSoFar + [slug]).url(under: level.route)
        return [
            .element(
                Element(
                    "a", id: path.raw,
                    attributes: [
                        Attribute("href", href), Attribute("class", "nl"), Attribute("data-nav", ""),
                    ], children: children))
        ]
    }
}

extension NavigationLink {
    /// The iOS 16 spelling: the destination as a trailing view builder.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
}

extension NavigationLink where Label == Text {
    public init(_ title: String, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// `NavigationLink("Details") { DetailView() }`.
    public init(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }

    public init(_ title: String, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    public init<V: Hashable>(_ title: String, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }
}
