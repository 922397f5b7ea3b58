/// View-local state, stored by the session under the view's identity: it
/// survives re-renders and is dropped when the view leaves the tree.
@MainActor @propertyWrapper
public struct State<Value>: DynamicProperty, DynamicPropertyBinding {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        // Located by its slot once mounted (BindingLocation.swift); unmounted (in an `init`), it cannot be compared.
        guard let slot = box.slot else { return Binding(get: { box.value }, set: { box.value = $0 }) }
        return Binding(get: { box.value }, set: { box.value = $0 }, slot: slot)
    }

    func bind(_ ctx: RenderContext, _ key: StateStore.Key, _ env: EnvironmentValues) throws(RenderError) {
        let initial = box.initial
        let target = ctx.store.target
        let store = ctx.store
        // A restored session puts back the value the last process stored for this identity.
        let slot = store.slot(key) { StateSlot(store.restoredValue(key, initial), target: target, persists: true) }
        slot.cacheLink = store.cache.link
        box.slot = slot
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}
