/// Which field has the keyboard focus, as state the view owns: read it to
/// know where the user is typing, write it to move the browser's focus.
/// Tie it to fields with `.focused(_:)` or `.focused(_:equals:)`.
///
///     enum Field { case username, password }
///     @FocusState private var focused: Field?
///     TextField("Username", text: $name).focused($focused, equals: .username)
///         .onSubmit { focused = .password }
@MainActor @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, DynamicPropertyBinding {
    let box: StateBox<Value>
    /// The value meaning "nothing here has focus": `false` or `nil`.
    let unfocused: Value

    public init() where Value == Bool {
        box = StateBox(false)
        unfocused = false
    }

    public init<T: Hashable>() where Value == T? {
        box = StateBox(nil)
        unfocused = nil
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 }, unfocused: unfocused)
    }

    func bind(_ ctx: RenderContext, _ key: StateStore.Key, _ env: EnvironmentValues) throws(RenderError) {
        let initial = box.initial
        let target = ctx.store.target
        box.slot = ctx.store.slot(key) { StateSlot(initial, target: target) }
    }

    /// `$focused`: what `.focused(_:)` takes.
    @MainActor @propertyWrapper
    public struct Binding {
        let get: () -> Value
        let set: (Value) -> Void
        let unfocused: Value

        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        public var projectedValue: Binding { self }
    }
}
