// Menus are not in LiveUI yet. Declared unavailable, with the initializers
// apps call, so that an app that uses one fails to compile with a message
// saying so and what to use instead (found by a sweep of tutorial-style
// apps, 2026-12-07; README, "Not in LiveUI yet").

@available(*, unavailable, message: "LiveUI has no Menu yet: use a confirmationDialog with the menu's buttons, or a menu-style Picker")
public struct Menu<Label: View, Content: View>: View {
    @available(*, unavailable, message: "LiveUI has no Menu yet: use a confirmationDialog with the menu's buttons, or a menu-style Picker")
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError("unavailable") }

    public var body: Never { fatalError("unavailable") }
}

@available(*, unavailable)
extension Menu where Label == Text {
    @available(*, unavailable, message: "LiveUI has no Menu yet: use a confirmationDialog with the menu's buttons, or a menu-style Picker")
    public init(_ title: String, @ViewBuilder content: () -> Content) { fatalError("unavailable") }

    @available(*, unavailable, message: "LiveUI has no Menu yet: use a confirmationDialog with the menu's buttons, or a menu-style Picker")
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) { fatalError("unavailable") }
}

extension View {
    @available(*, unavailable, message: "LiveUI has no context menus yet: use buttons, swipeActions in a List, or a confirmationDialog")
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    @available(*, unavailable, message: "LiveUI has no context menus yet: use buttons, swipeActions in a List, or a confirmationDialog")
    public func contextMenu<MenuItems: View, Preview: View>(
        @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
    ) -> some View { self }
}
