/// An `ObservableObject` owned elsewhere; the view re-renders when it changes.
@MainActor @propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyBinding {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    func bind(_ ctx: RenderContext, _ key: StateStore.Key, _ env: EnvironmentValues) throws(RenderError) {
        ctx.observe(wrappedValue)
        // An object the view itself made (`@ObservedObject var model = Model()`) lives with the session: keep its values.
        ctx.store.noteObserved(wrappedValue, key)
    }

    /// `$model.field` → a `Binding` to that field.
    @MainActor @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            // Compared by the value it holds now (BindingLocation.swift): the views holding the object render on each change.
            return Binding(
                get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
                location: BindingLocation(root: .object(object), path: [.keyPath(keyPath)], snapshot: ValueBox(object[keyPath: keyPath])))
        }
    }
}
