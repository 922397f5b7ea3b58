/// Shared storage of a `@Published` value's publisher, found by reflection.
@usableFromInline
class PublishedStorage {
    var publisher: ObservableObjectPublisher?
    /// Counts assignments (a durable session's write skips a value not assigned since its last write, issue #15).
    var version = 0
    /// The value's bytes as last encoded (by any session's write), at `persistedVersion`.
    var persistedVersion = -1
    var persistedBytes: [UInt8]?
}

protocol PublishedProperty {
    var storage: PublishedStorage { get }
    /// The current value (a session's snapshot stores it when it is `Codable`, issue #15).
    var storedValue: Any { get }
    /// Whether the value can change only by assignment (see `SnapshotCodec.isPlainValue`).
    static var isPlainValue: Bool { get }
    /// Puts back a stored value, without announcing it (the object is new and unobserved).
    func restore(_ bytes: [UInt8]) throws
}

/// A property of an `ObservableObject` that announces changes before they happen.
@propertyWrapper
public struct Published<Value>: PublishedProperty {
    @usableFromInline
    final class Box: PublishedStorage {
        @usableFromInline
        var value: Value { didSet { version &+= 1 } }
        /// Subscribers of `$property`, told each new value before it is stored.
        let subscribers = SubscriberList<Value, Never>()
        /// `assign(to: &$property)` subscriptions, which live as long as the property.
        var assignments: [AnyCancellable] = []
        init(_ value: Value) { self.value = value }

        /// An assignment to the property of `object`: announced, then published, then stored.
        @usableFromInline
        func assign<O: ObservableObject>(_ newValue: Value, of object: O) {
            // A custom `objectWillChange` never sets `publisher`; ask the object then.
            if let publisher { publisher.send() } else { object.objectWillChange.send() }
            subscribers.send(newValue)
            value = newValue
        }
    }
    @usableFromInline
    let box: Box
    var storage: PublishedStorage { box }
    var storedValue: Any { box.value }
    static var isPlainValue: Bool { SnapshotCodec.isPlainValue(Value.self) }

    func restore(_ bytes: [UInt8]) throws {
        guard let type = Value.self as? any Decodable.Type,
            let value = try SnapshotCodec.decode(type, bytes) as? Value
        else { throw SnapshotCodec.Failure(description: "not a \(SnapshotCodec.typeName(of: Value.self))") }
        box.value = value
    }

    public init(wrappedValue: Value) { box = Box(wrappedValue) }

    /// `$property` inside the class: the property's values, the current one
    /// first, then each new value as it is about to be stored (as in Combine).
    /// (A wrapper's projection must be declared in its type, not an extension.)
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        // `assign(to: &$property)` writes through `inout`; the publisher is a view of the same box.
        set {}
    }
    public init(initialValue: Value) { box = Box(initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    // Inlinable: in the class's own module the key paths are literals, and the
    // optimizer turns `object[keyPath:]` into a plain property access; a key path
    // applied at run time cost ≈ 840 instructions a read (callgrind, login cycle).
    @inlinable
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set { object[keyPath: storageKeyPath].box.assign(newValue, of: object) }
    }
}

extension Published {
    public struct Publisher: LiveUI.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let box: Box

        public var _identity: ObjectIdentifier? { ObjectIdentifier(box) }

        public func _attach(_ subscriber: _Subscriber<Value, Never>) {
            box.subscribers.add(subscriber)
            subscriber.receive(box.value)
        }
    }
}

extension LiveUI.Publisher where Failure == Never {
    /// Stores each value in the `@Published` property behind `published`, announcing the change
    /// like an assignment would; the subscription lasts as long as the property.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        let token = sink { [weak box] value in
            guard let box else { return }
            box.publisher?.send()
            box.subscribers.send(value)
            box.value = value
        }
        box.assignments.append(token)
    }
}
