/// The scene of a window showing `content`: on the web, what a tab shows.
/// A title and `id:` are accepted (the page's title comes from
/// `navigationTitle`; a tab shows one window group: the first).
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let content: @MainActor () -> Content
    public typealias Body = Never
    public var body: Never { fatalError("WindowGroup has no body") }

    public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        self.content = content
    }

    public init(id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.content = content
    }

    public init(_ title: LocalizedStringKey, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.content = content
    }

    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.content = content
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.content = content
    }

    var windows: [_SceneWindow] {
        let content = self.content
        return [_SceneWindow(content: AnyView(WindowRoot(content: content)))]
    }
}

/// Builds a window group's content when the tab renders, so the content's
/// views are created inside the session, as SwiftUI creates them inside the window.
private struct WindowRoot<Content: View>: View {
    let content: @MainActor () -> Content
    var body: Content { content() }
}
