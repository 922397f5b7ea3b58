/// A two-way reference to a value owned elsewhere (`$state`, `$model.field`).
@MainActor @propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value) -> Void
    /// Where it reads and writes (BindingLocation.swift): the state slot of
    /// `$state` itself, or a `BindingLocation`; nil: made from closures. What
    /// makes two renders' bindings comparable. One reference: a wider binding
    /// (an enum of the two) cost 0.1 KB of heap a login session, in the
    /// fields' copies held by handlers and stored renders.
    let place: AnyObject?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: set, location: nil)
    }

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, location: BindingLocation?) {
        self.getter = get
        self.setter = set
        self.place = location
    }

    /// `$state`: a binding to the slot itself.
    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, slot: StateSlotBase) {
        self.getter = get
        self.setter = set
        self.place = slot
    }

    /// The location of a binding made from this one by one more step; `snapshot` makes its
    /// snapshot from this one's (roots compared by value); `object`: the step reads an object's property.
    func location(
        appending step: BindingLocation.Step, object: Bool = false, snapshot: (AnyObject) -> AnyObject
    ) -> BindingLocation? {
        if let location = place as? BindingLocation {
            return location.appending(step, snapshot: location.snapshot.map(snapshot), object: object)
        }
        if let slot = place as? StateSlotBase {
            return BindingLocation(root: .slot(slot), path: [step], snapshot: nil, throughObject: object)
        }
        return nil
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in }, location: BindingLocation(root: .constant, path: [], snapshot: ValueBox(value)))
    }

    public var wrappedValue: Value {
        get {
            // `$state` itself (no steps) is read as the slot is: a watch would be as coarse, and dearer.
            if let location = place as? BindingLocation, location.isWatched, case .slot(let slot) = location.root, let cache = slot.cache,
                let frame = cache.current
            {
                return watchedRead(slot, location.path, cache, frame)
            }
            return getter()
        }
        nonmutating set {
            // A write through a binding to a slot says where it writes: views that read elsewhere are not compared (StateSlot+Reads.swift).
            if let location = place as? BindingLocation, location.isWatched, case .slot(let slot) = location.root {
                slot.writing(at: location.path) { setter(newValue) }
            } else {
                setter(newValue)
            }
        }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter
        let setter = self.setter
        return Binding<Subject>(
            get: { getter()[keyPath: keyPath] },
            set: { newValue in
                var whole = getter()
                whole[keyPath: keyPath] = newValue
                setter(whole)
            },
            location: location(appending: .keyPath(keyPath), object: Value.self is AnyClass) {
                ValueBox(Self.snapshotValue($0)[keyPath: keyPath])
            })
    }

    /// The value a located binding held when it was made.
    static func snapshotValue(_ box: AnyObject) -> Value { unsafeDowncast(box, to: ValueBox<Value>.self).value }

    /// A read through a binding to a `@State` slot while a view renders: the
    /// view depends on the value it read (compared when the slot is written),
    /// not on the whole slot, so a write to one row of an array leaves the
    /// rows whose values are the same alone. A value that cannot be compared
    /// (a class, a closure) is read as the slot itself is: any write renders the view again.
    private func watchedRead(_ slot: any BindingSlot, _ path: [BindingLocation.Step], _ cache: RenderCache, _ frame: RenderFrame) -> Value {
        // Inside another binding's read (its getter reads through this one), in a view that
        // read the whole slot, or in a frame that is no view's (around a presentation's
        // content: nothing would tell its later renders' watches apart): a plain read.
        guard cache.unnotedReads == 0, frame.view != nil, !slot.reads(frame), let comparison = cache.types?.comparison(Value.self), comparison.canCompare
        else { return getter() }
        let getter = self.getter
        let value = cache.withoutNotingReads(getter)
        slot.watch(frame, at: path) { [weak cache] in
            guard let cache else { return true }
            let now = cache.withoutNotingReads(getter)
            return !withUnsafePointer(to: now) { a in withUnsafePointer(to: value) { b in comparison.same(a, b) } }
        }
        return value
    }
}
