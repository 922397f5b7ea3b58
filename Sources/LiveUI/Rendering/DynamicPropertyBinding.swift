/// Implemented by the property wrappers whose storage the runtime provides
/// (`@State`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`).
@MainActor
protocol DynamicPropertyBinding {
    func bind(_ ctx: RenderContext, _ key: StateStore.Key, _ env: EnvironmentValues) throws(RenderError)
}

extension DynamicPropertyBinding {
    /// Binds the property stored at `pointer` (a field of a view value).
    static func bind(
        at pointer: UnsafeRawPointer, _ ctx: RenderContext, _ key: StateStore.Key,
        _ env: EnvironmentValues
    ) throws(RenderError) {
        try pointer.assumingMemoryBound(to: Self.self).pointee.bind(ctx, key, env)
    }
}
