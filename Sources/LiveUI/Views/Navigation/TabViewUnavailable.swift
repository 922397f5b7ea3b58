import Foundation

// Tab views are not in LiveUI yet. Declared unavailable, with the
// initializers apps call, so that an app that uses one fails to compile with
// a message saying so and what to use instead, not with "cannot find
// 'TabView' in scope" (found by a sweep of tutorial-style apps, 2026-12-07;
// README, "Not in LiveUI yet").

@available(*, unavailable, message: "LiveUI has no TabView yet: use a NavigationStack with a link per tab, or a segmented Picker")
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    @available(*, unavailable, message: "LiveUI has no TabView yet: use a NavigationStack with a link per tab, or a segmented Picker")
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { fatalError("unavailable") }

    public var body: Never { fatalError("unavailable") }
}

@available(*, unavailable)
extension TabView where SelectionValue == Int {
    @available(*, unavailable, message: "LiveUI has no TabView yet: use a NavigationStack with a link per tab, or a segmented Picker")
    public init(@ViewBuilder content: () -> Content) { fatalError("unavailable") }
}

extension View {
    @available(*, unavailable, message: "LiveUI has no TabView yet, so .tabItem has nothing to label")
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }

    @available(*, unavailable, message: "LiveUI has no TabView yet, so .tabViewStyle has nothing to style")
    public func tabViewStyle<S>(_ style: S) -> some View { self }
}

extension View {
    @available(*, unavailable, message: "LiveUI serves deep links as navigation paths (see NavigationStack), not through onOpenURL")
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}
