/// Bindings to the mutable properties of an `@Observable` object:
/// `@Bindable var model: Model` in a view, then `$model.name`; also as a
/// local variable (`@Bindable var model = model`) in `body`, and
/// `Bindable(model).name` inline. Changes re-render through Observation, so
/// the wrapper needs no storage from the session.
@MainActor @propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject>: DynamicProperty where Value: Observable {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(
            get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
            location: BindingLocation(root: .observable(object), path: [.keyPath(keyPath)], snapshot: nil))
    }
}
