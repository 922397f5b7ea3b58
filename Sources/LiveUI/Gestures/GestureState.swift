/// State a gesture updates while it runs (`.updating($state) { value, state, transaction in … }`),
/// back to its initial value as soon as the gesture ends or is cancelled.
/// Read-only for views; stored by the session under the view's identity like `@State`.
@MainActor @propertyWrapper
public struct GestureState<Value>: DynamicProperty, DynamicPropertyBinding {
    let box: StateBox<Value>
    /// How a reset is animated; SwiftUI's `resetTransaction`.
    let resetTransaction: Transaction
    let resetBody: (@MainActor (Value, inout Transaction) -> Void)?

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        box = StateBox(wrappedValue)
        self.resetTransaction = resetTransaction
        resetBody = nil
    }

    public init(wrappedValue: Value, reset: @escaping @MainActor (Value, inout Transaction) -> Void) {
        box = StateBox(wrappedValue)
        resetTransaction = Transaction()
        resetBody = reset
    }

    public var wrappedValue: Value { box.value }

    public var projectedValue: GestureState<Value> { self }

    func bind(_ ctx: RenderContext, _ key: StateStore.Key, _ env: EnvironmentValues) throws(RenderError) {
        let initial = box.initial
        let target = ctx.store.target
        box.slot = ctx.store.slot(key) { StateSlot(initial, target: target) }
    }

    /// A gesture changed: run the `updating` body on the current value.
    func update(_ body: (inout Value, inout Transaction) -> Void) {
        var value = box.value
        var transaction = Transaction(animation: Transaction.currentAnimation)
        body(&value, &transaction)
        write(value, transaction)
    }

    /// The gesture is over: back to the initial value.
    func reset() {
        guard let slot = box.slot else { return }
        var transaction = resetTransaction
        resetBody?(slot.value, &transaction)
        write(box.initial, transaction)
    }

    private func write(_ value: Value, _ transaction: Transaction) {
        guard let slot = box.slot else { return }
        slot.value = value
        slot.target?.invalidate(animation: transaction.disablesAnimations ? nil : transaction.animation)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }
}
