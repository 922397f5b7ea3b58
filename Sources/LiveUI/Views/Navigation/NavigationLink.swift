import LiveHTML

/// A link that pushes a view onto the enclosing navigation container, as in
/// SwiftUI: a destination view (by a click, by setting an `isActive` binding
/// to true, or by setting a `selection` binding to its tag), or a value
/// (`NavigationLink(_:value:)`) that is appended to the stack's path and shown
/// by the matching `navigationDestination(for:)`. Renders as a real `<a href>`
/// to the destination's URL, so it also works as a deep link.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label
    let destination: AnyView?
    /// `NavigationLink(value:)`: `.some(nil)` is a link to a nil value (disabled).
    let value: AnyHashable??
    let isActive: Binding<Bool>?
    let isSelected: (() -> Bool)?
    let select: (() -> Void)?
    let deselect: (() -> Void)?
    let tagSlug: String?

    init(
        label: Label, destination: AnyView?, value: AnyHashable??, isActive: Binding<Bool>?, isSelected: (() -> Bool)?,
        select: (() -> Void)?, deselect: (() -> Void)?, tagSlug: String?
    ) {
        self.label = label
        self.destination = destination
        self.value = value
        self.isActive = isActive
        self.isSelected = isSelected
        self.select = select
        self.deselect = deselect
        self.tagSlug = tagSlug
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(
            label: label(), destination: AnyView(destination), value: nil, isActive: nil, isSelected: nil, select: nil,
            deselect: nil, tagSlug: nil)
    }

    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(
            label: label(), destination: AnyView(destination), value: nil, isActive: isActive, isSelected: nil, select: nil,
            deselect: nil, tagSlug: nil)
    }

    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(
            label: label(), destination: AnyView(destination), value: nil, isActive: nil,
            isSelected: { selection.wrappedValue == tag }, select: { selection.wrappedValue = tag },
            deselect: { if selection.wrappedValue == tag { selection.wrappedValue = nil } },
            tagSlug: NavigationReport.slug(String(describing: tag)))
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.inPhrasing = true
        inner.stackAxis = .horizontal
        inner.navigationLinkSlug = nil
        let labelNodes = ctx.render(label, path.child("l"), inner)
        let slug = env.navigationLinkSlug ?? self.slug(labelNodes)

        guard let level = env.navigationLevel, value != .some(nil) else {
            // Outside a navigation container (or to a nil value) a link cannot navigate: shown, but inert (as in SwiftUI).
            return [
                .element(
                    Element(
                        "span", id: path.raw, attributes: [Attribute("class", "nl"), Attribute("aria-disabled", "true")],
                        children: labelNodes))
            ]
        }
        let record = level.register(
            NavigationLevel.LinkRecord(
                key: path.raw, slug: slug, destination: destination, value: value ?? nil, isActive: isActive,
                isSelected: isSelected, select: select, deselect: deselect))
        // An EmptyView label (programmatic navigation) shows nothing at all.
        guard !labelNodes.isEmpty else { return [] }
        var handlers = EventHandlers()
        handlers.click = { [level] in level.activate(record) }
        if env.isEnabled { ctx.register(path.raw, handlers) }
        var children = labelNodes
        if let chevron = SymbolIcons.svg(named: "chevron.right", id: path.child("c").raw) { children.append(.element(chevron)) }
        // A disabled link (`.disabled` here or above) has no href: a modified
        // click or a copied address must not reach the page it guards.
        guard env.isEnabled else {
            return [
                .element(
                    Element(
                        "a", id: path.raw, attributes: [Attribute("class", "nl"), Attribute("aria-disabled", "true")],
                        children: children))
            ]
        }
        let href = NavigationReport(slugs: level.slugsSoFar + [record.slug]).url(under: level.route)
        var a = Element(
            "a", id: path.raw,
            attributes: [
                Attribute("href", href), Attribute("class", "nl"), Attribute("data-nav", ""),
            ], children: children)
        env.markKeyboardShortcut(&a)
        return [.element(a)]
    }

    /// A value link's slug is its value's (empty: its position, given by the
    /// column); a view link's is its label's, else its tag's, else its destination type's.
    private func slug(_ labelNodes: [Node]) -> String {
        if let value = value ?? nil { return NavigationSlug.of(value.base) ?? "" }
        let text = labelNodes.map(Self.shownText).joined(separator: " ")
        return [NavigationReport.slug(text), tagSlug ?? "", NavigationReport.slug(String(describing: Destination.self))]
            .first { !$0.isEmpty } ?? "page"
    }

    /// The text a label shows, without what `.accessibilityLabel` and `.accessibilityHint` add
    /// for screen readers only (`AccessibilityRendering`'s `.ax` and `.ad` spans): a row
    /// showing "4" labelled "4 attendees" made the slug `44-attendees`.
    private static func shownText(_ node: Node) -> String {
        switch node {
        case .text(let s): return s
        case .element(let e):
            if e.id.hasSuffix(".ax") || e.id.hasSuffix(".ad") { return "" }
            return e.children.map(shownText).joined()
        }
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

// MARK: Value links (NavigationStack, NavigationSplitView)

extension NavigationLink where Destination == Never {
    /// A link that appends `value` to the stack's path; the stack shows it
    /// with the `navigationDestination(for:)` of its type. A nil value disables the link.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(
            label: label(), destination: nil, value: .some(value.map { AnyHashable($0) }), isActive: nil, isSelected: nil,
            select: nil, deselect: nil, tagSlug: nil)
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// `NavigationLink("Eggs", value: item)`.
    public init<P: Hashable>(_ title: String, value: P?) {
        self.init(value: value) { Text(title) }
    }

    public init<P: Hashable>(_ title: Text, value: P?) {
        self.init(value: value) { title }
    }
}
