import LiveHTML

/// What a navigation column's bar shows besides its title, collected from
/// the modifiers in the column while it renders.
@MainActor
struct NavigationBarContent {
    var leading: [Node] = []
    var principal: [Node] = []
    var trailing: [Node] = []
    var bottom: [Node] = []
    /// `.navigationBarTitleDisplayMode(_:)`; nil: not set in this column (it inherits).
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var backButtonHidden = false
    /// `.toolbar(.hidden, for: .navigationBar)`, `.navigationBarHidden(true)`.
    var hidden = false

    var hasTopItems: Bool { !leading.isEmpty || !principal.isEmpty || !trailing.isEmpty }

    /// Renders `entries` and files the nodes under their placements.
    mutating func add(_ entries: [ToolbarEntry], _ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) {
        var inner = env
        // Items sit in a row; labels in toolbars show their icon only, as in SwiftUI.
        inner.stackAxis = .horizontal
        inner.labelStyleKind = .iconOnly
        for (i, entry) in entries.enumerated() {
            let nodes = ctx.render(entry.content, path.child(i), inner)
            switch entry.placement.slot {
            case .leading: leading += nodes
            case .principal: principal += nodes
            case .trailing: trailing += nodes
            case .bottom: bottom += nodes
            }
        }
    }

    /// The top row: `role=toolbar` with the leading group (after `back`), the middle and the trailing group.
    func tools(id: String, back: Node?, label: String) -> Element {
        let lead = Element("div", id: id + "l", attributes: [Attribute("class", "nv-lead")], children: (back.map { [$0] } ?? []) + leading)
        let mid = Element("div", id: id + "p", attributes: [Attribute("class", "nv-mid")], children: principal)
        let trail = Element("div", id: id + "t", attributes: [Attribute("class", "nv-trail")], children: trailing)
        return Element(
            "div", id: id,
            attributes: [Attribute("class", "nv-tools"), Attribute("role", "toolbar"), Attribute("aria-label", label)],
            children: [.element(lead), .element(mid), .element(trail)])
    }

    /// The bottom bar (bottom bar, status and keyboard items), or nil without any.
    func bottomBar(id: String) -> Element? {
        guard !bottom.isEmpty else { return nil }
        return Element(
            "div", id: id,
            attributes: [Attribute("class", "nv-foot"), Attribute("role", "toolbar"), Attribute("aria-label", "Bottom toolbar")],
            children: bottom)
    }
}

/// `.toolbar { … }` and `.navigationBarItems(…)`: inside a navigation column
/// the items go to the column's bars; elsewhere (a view without navigation,
/// a sheet's content) the view gets bars of its own, above and below it.
struct ToolbarModifier: PrimitiveModifier {
    let entries: [ToolbarEntry]

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        if let level = env.navigationLevel {
            level.bar.add(entries, ctx, path.child("tb"), env)
            return content(path.modified, env)
        }
        var bar = NavigationBarContent()
        bar.add(entries, ctx, path.child("tb"), env)
        var inner = env
        inner.stackAxis = .vertical
        let body = content(path.modified, inner)
        var children: [Node] = []
        if bar.hasTopItems {
            let header = Element(
                "div", id: path.raw + "n", attributes: [Attribute("class", "nv-bar nv-tb tb-top")],
                children: [.element(bar.tools(id: path.raw + "o", back: nil, label: "Toolbar"))])
            children.append(.element(header))
        }
        children += body
        if let bottom = bar.bottomBar(id: path.raw + "f") { children.append(.element(bottom)) }
        var host = Element("div", id: path.raw, attributes: [Attribute("class", "tb-host")], children: children)
        let (x, y) = Layout.expansion(of: body)
        host.setExpansion(x: x, y: y)
        return [.element(host)]
    }
}

/// Column settings: `.navigationBarTitleDisplayMode`, `.navigationBarBackButtonHidden`, hiding the bar.
struct NavigationBarSettingModifier: PrimitiveModifier {
    let change: @MainActor (inout NavigationBarContent) -> Void

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        if let level = env.navigationLevel { change(&level.bar) }
        return content(path, env)
    }
}

extension View {
    /// Items for the navigation bar and bottom bar: `ToolbarItem`s and `ToolbarItemGroup`s.
    @inlinable public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ModifierFactory.toolbar(content: content))
    }

    /// Views for the navigation bar's trailing group (`.toolbar { Button("Add") { … } }`).
    @inlinable public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ModifierFactory.toolbar(content: content))
    }

    /// `.toolbar(.hidden, for: .navigationBar)` hides the column's bar (its title stays the page's title).
    @inlinable public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ModifierFactory.toolbar(visibility, for: bars))
    }

    /// Accepted; the bar keeps LiveUI's look.
    @inlinable public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modifier(ModifierFactory.toolbarBackground(style, for: bars))
    }

    /// Accepted; the bar keeps LiveUI's look.
    @inlinable public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ModifierFactory.toolbarBackground(visibility, for: bars))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func toolbar<Content: ToolbarContent>(content: () -> Content) -> some ViewModifier {
        ToolbarModifier(entries: (content() as? ToolbarEntries)?.entries ?? [])
    }

    @usableFromInline static func toolbar<Content: View>(content: () -> Content) -> some ViewModifier {
        ToolbarModifier(entries: [ToolbarEntry(placement: .automatic, content: AnyView(content()))])
    }

    @usableFromInline static func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: [ToolbarPlacement]) -> some ViewModifier {
        NavigationBarSettingModifier { _ in }
    }

    @usableFromInline static func toolbarBackground(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some ViewModifier {
        NavigationBarSettingModifier { _ in }
    }

    @usableFromInline static func toolbar(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some ViewModifier {
        let hides = visibility == .hidden && (bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic))
        return NavigationBarSettingModifier { if hides { $0.hidden = true } }
    }
}
