/// Implemented by the property wrappers whose storage the runtime provides
/// (`@State`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`).
@MainActor
protocol DynamicPropertyBinding {
    func bind(_ ctx: RenderContext, _ key: StateStore.Key, _ env: EnvironmentValues) throws(RenderError)
}
