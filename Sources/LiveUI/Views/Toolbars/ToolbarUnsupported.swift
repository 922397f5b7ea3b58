/// What a toolbar is for (`.toolbarRole(.editor)`): accepted, LiveUI's bars look the same.
public struct ToolbarRole: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}

extension View {
    /// Accepted; the bar keeps LiveUI's layout.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    @available(*, unavailable, message: "LiveUI's navigation titles are headings, not menus: put these actions in a ToolbarItem")
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }

    @available(
        *, unavailable, message: "customizable toolbars are not supported: use .toolbar { } (ToolbarItem(id:placement:) is accepted)"
    )
    public func toolbar<C: ToolbarContent>(id: String, @ToolbarContentBuilder content: () -> C) -> some View { self }

    @available(
        *, unavailable,
        message: "a renamable title needs an editable heading LiveUI does not have: use .navigationTitle(_:) and a TextField"
    )
    public func navigationTitle(_ title: Binding<String>) -> some View { self }
}
