import LiveHTML

/// `.tabItem { Label("Home", systemImage: "house") }`: the tab bar's item for
/// this view in a `TabView`. Outside one it changes nothing, as in SwiftUI.
struct TabItemLabelModifier: PrimitiveModifier, TabItemModifier {
    let label: AnyView

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues
    ) -> [Node] {
        guard let tabs = env.tabs else { return content(path.modified, env) }
        return tabs.item(at: path, inner: path.modified, { $0.label = label }, content: { content($0, env) })
    }
}

/// `.badge(3)`, `.badge("New")`: a tab's badge in a `TabView`, a row's
/// trailing count in a `List`; elsewhere nothing, as in SwiftUI. A count of
/// zero (or a nil label) shows no badge.
struct BadgeModifier: PrimitiveModifier, TabItemModifier {
    let text: String?

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues
    ) -> [Node] {
        if let tabs = env.tabs {
            return tabs.item(at: path, inner: path.modified, { $0.badge = text }, content: { content($0, env) })
        }
        let nodes = content(path.modified, env)
        if let text, let rows = env.listRows { rows.update(nodes) { $0.badge = text } }
        return nodes
    }
}

extension TagModifier: TabItemModifier, TabItemRecording {
    func record(into entry: inout TabCollector.Entry) {
        entry.tag = AnyHashable(tag)
        entry.hasItems = true
    }
}

extension TabItemLabelModifier: TabItemRecording {
    func record(into entry: inout TabCollector.Entry) {
        entry.label = label
        entry.hasItems = true
    }
}

extension BadgeModifier: TabItemRecording {
    func record(into entry: inout TabCollector.Entry) {
        entry.badge = text
        entry.hasItems = true
    }
}

extension View {
    /// The item that stands for this view in a `TabView`'s tab bar: a `Label`, or an `Image` and a `Text`.
    @inlinable public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(ModifierFactory.tabItem(AnyView(label())))
    }

    /// A count on this view's tab (in a `TabView`) or row (in a `List`); zero shows none.
    @inlinable public func badge(_ count: Int) -> some View {
        modifier(ModifierFactory.badge(count == 0 ? nil : String(count)))
    }

    /// A label on this view's tab or row; nil shows none.
    @inlinable public func badge(_ label: Text?) -> some View {
        modifier(ModifierFactory.badge(text: label))
    }

    @inlinable @_disfavoredOverload public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(ModifierFactory.badge(label.map { String($0) }))
    }

    @inlinable public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(ModifierFactory.badge(key: key))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func tabItem(_ label: AnyView) -> some ViewModifier { TabItemLabelModifier(label: label) }
    @usableFromInline static func badge(_ text: String?) -> some ViewModifier { BadgeModifier(text: text) }
    @usableFromInline static func badge(text: Text?) -> some ViewModifier { BadgeModifier(text: text?.content) }
    @usableFromInline static func badge(key: LocalizedStringKey?) -> some ViewModifier { BadgeModifier(text: key?.plainText) }
}

/// A tab of a `TabView` (iOS 18): its title and symbol, the value that
/// selects it (with `TabView(selection:)`), and its content. A view here,
/// where SwiftUI has a `TabContent` of its own: written the same way.
public struct Tab<Value: Hashable, Content: View, TabLabel: View>: View, PrimitiveView, TabItemChain {
    let value: Value?
    let label: TabLabel
    let content: Content

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        guard let tabs = env.tabs else { return ctx.render(content, path.child("c"), env) }
        let (value, label) = (self.value, self.label)
        return tabs.item(
            at: path, inner: path.child("c"),
            { entry in
                if let value { entry.tag = AnyHashable(value) }
                entry.label = AnyView(label)
            }, content: { ctx.render(content, $0, env) })
    }
}

/// What a tab shows of its role (`Tab(role: .search)`): the search tab's symbol.
public struct TabRole: Hashable, Sendable {
    let name: String
    public static let search = TabRole(name: "search")
}

extension Tab where TabLabel == Label<Text, Image> {
    public init(_ title: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, label: Label(title, systemImage: systemImage), content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content)
    {
        self.init(value: value, label: Label(title, systemImage: systemImage), content: content())
    }

    public init(_ title: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, label: Label(title, image: image), content: content())
    }
}

extension Tab where Value == Never, TabLabel == Label<Text, Image> {
    public init(_ title: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, label: Label(title, systemImage: systemImage), content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, label: Label(title, systemImage: systemImage), content: content())
    }

    public init(_ title: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, label: Label(title, image: image), content: content())
    }

    /// `Tab(role: .search) { … }`: the search tab, named "Search".
    public init(role: TabRole, @ViewBuilder content: () -> Content) {
        self.init(value: nil, label: Label("Search", systemImage: "magnifyingglass"), content: content())
    }
}

extension Tab where TabLabel == Label<Text, Image> {
    /// `Tab(value: .search, role: .search) { … }`.
    public init(value: Value, role: TabRole, @ViewBuilder content: () -> Content) {
        self.init(value: value, label: Label("Search", systemImage: "magnifyingglass"), content: content())
    }
}

extension Tab {
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {
        self.init(value: value, label: label(), content: content())
    }
}

extension Tab where Value == Never {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {
        self.init(value: nil, label: label(), content: content())
    }
}
