import LiveHTML

/// NavigationSplitView: two or three columns side by side on wide windows
/// (sidebar, optional content, detail); on narrow ones the sidebar, then
/// what its links push, one at a time with a back button. A link in a
/// column (a view link, or a value link shown by a `navigationDestination`)
/// replaces the column after it; with nothing chosen the detail view shows.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// `columnVisibility` is accepted: every column shows on wide windows.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        let statics: [any View] = content.map { [sidebar, $0, detail] } ?? [sidebar, detail]
        return NavigationColumns(style: .split, statics: statics, path: nil).render(ctx, path, env)
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

/// Which columns of a split view show. Accepted: on a wide page all do.
/// Codable, as in SwiftUI: a `@State` of it survives a restart (durable sessions).
public struct NavigationSplitViewVisibility: Sendable, Hashable, Codable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
    static let names: Set = ["automatic", "all", "doubleColumn", "detailOnly"]

    init(name: String) { self.name = name }

    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        // Stored values are untrusted: only the four there are.
        guard Self.names.contains(name) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a visibility: \(name)"))
        }
        self.name = name
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

/// `.navigationSplitViewStyle(_:)`: accepted, the columns keep LiveUI's widths.
public protocol NavigationSplitViewStyle: Sendable {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {}
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {}
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

extension View {
    @inlinable public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    @inlinable public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
