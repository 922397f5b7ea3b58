// `Binding` projections beyond key paths: unwrapping optionals, and a
// binding to a collection as a collection of bindings (`ForEach($items)`).

extension Binding {
    /// `Binding($optional)`: nil when the value is nil, else a binding to the unwrapped value.
    /// Reads after the value became nil return the last unwrapped value, as a
    /// stale row must render once more, not crash the server.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        var last = initial
        self.init(
            get: {
                if let current = base.wrappedValue { last = current }
                return last
            },
            set: { base.wrappedValue = $0 },
            location: base.location(appending: .unwrapped) { _ in ValueBox(initial) })
    }

    /// A binding to an optional from a binding to its wrapped value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(
            get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } },
            location: base.location(appending: .wrapped) { ValueBox(Optional(Binding<V>.snapshotValue($0))) })
    }

    /// The same binding (SwiftUI's `Binding(_:)` copy initializer).
    public init(_ base: Binding<Value>) { self = base }
}

extension Binding where Value: MutableCollection, Value.Index: Hashable {
    /// The binding to the element at `index`. Like SwiftUI's, it addresses a
    /// position; unlike it, a position that no longer exists reads the last
    /// value seen and ignores writes instead of trapping.
    func element(at index: Value.Index) -> Binding<Value.Element> {
        let whole = self
        var last = whole.wrappedValue[index]
        let initial = last
        return Binding<Value.Element>(
            get: {
                let value = whole.wrappedValue
                if Self.holds(value, index) { last = value[index] }
                return last
            },
            set: { newValue in
                var value = whole.wrappedValue
                guard Self.holds(value, index) else { return }
                value[index] = newValue
                last = newValue
                whole.wrappedValue = value
            },
            location: location(appending: Self.step(at: index)) { _ in ValueBox(initial) })
    }
}

extension Binding where Value: MutableCollection {
    /// The step to the element at `index` (BindingLocation.swift): an array's index as an `Int`.
    static func step(at index: Value.Index) -> BindingLocation.Step
    where Value.Index: Hashable {
        Value.Index.self == Int.self ? .offset(unsafeBitCast(index, to: Int.self)) : .position(AnyHashable(index))
    }

    /// Whether `index` is a position of `value`, in constant time: `indices.contains`
    /// is the generic `Sequence.contains` here, a walk of every index. Each row of
    /// `ForEach(0..<items.count) { … $items[$0] … }` read through it, so a render of n
    /// rows walked n²/2 indices (`LiveBench 200 rows 1000 bindings`: 13.7 ms an event).
    static func holds(_ value: Value, _ index: Value.Index) -> Bool {
        value.startIndex <= index && index < value.endIndex
    }
}

extension Binding where Value: MutableCollection, Value.Element: Identifiable {
    /// The binding to the element whose id is `id`, wherever it moved to:
    /// rows of `ForEach($items)` keep editing their own item after a delete
    /// or reorder above them. A removed item reads as it was last seen or written.
    /// `hint`: where the item was when the binding was made. It is looked at
    /// first, and searched for only when the item moved: a search on every
    /// read made a render of n rows read n²/2 items.
    func element(id: Value.Element.ID, last initial: Value.Element, at hint: Value.Index) -> Binding<Value.Element> {
        let whole = self
        var last = initial
        var hint = hint
        func find(_ value: Value) -> Value.Index? {
            if Self.holds(value, hint), value[hint].id == id { return hint }
            guard let found = value.firstIndex(where: { $0.id == id }) else { return nil }
            hint = found
            return found
        }
        return Binding<Value.Element>(
            get: {
                let value = whole.wrappedValue
                if let index = find(value) { last = value[index] }
                return last
            },
            set: { newValue in
                var value = whole.wrappedValue
                guard let index = find(value) else { return }
                value[index] = newValue
                last = newValue
                whole.wrappedValue = value
            },
            location: location(appending: .element(id)) { _ in ValueBox(initial) })
    }
}

// A binding to a collection is a collection of bindings, as in SwiftUI
// (`for $item in $items`, `$items[0]`). Isolated to the main actor like every binding.
extension Binding: @MainActor Sequence where Value: MutableCollection, Value.Index: Hashable {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: @MainActor Collection where Value: MutableCollection, Value.Index: Hashable {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public subscript(position: Index) -> Binding<Value.Element> { element(at: position) }
}

extension Binding: @MainActor BidirectionalCollection
where Value: MutableCollection & BidirectionalCollection, Value.Index: Hashable {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: @MainActor RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {}

extension Binding: @MainActor Identifiable where Value: Identifiable {
    /// A binding to an identifiable value has that value's identity.
    public var id: Value.ID { wrappedValue.id }
}
