/// How a view (or custom modifier) type renders: as a primitive, or through
/// its body with these dynamic properties bound first.
struct ViewTypeInfo {
    let primitive: (any PrimitiveView.Type)?
    /// nil when the type is not a struct (its properties are found with a Mirror).
    let layout: DynamicPropertyLayout?

    init<V>(_ type: V.Type) {
        primitive = type as? any PrimitiveView.Type
        layout = primitive == nil ? DynamicPropertyLayout(type) : nil
    }
}
