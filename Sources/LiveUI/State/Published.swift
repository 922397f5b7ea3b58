/// Shared storage of a `@Published` value's publisher, found by reflection.
class PublishedStorage {
    var publisher: ObservableObjectPublisher?
}

protocol PublishedProperty {
    var storage: PublishedStorage { get }
}

/// A property of an `ObservableObject` that announces changes before they happen.
@propertyWrapper
public struct Published<Value>: PublishedProperty {
    final class Box: PublishedStorage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    let box: Box
    var storage: PublishedStorage { box }

    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public init(initialValue: Value) { box = Box(initialValue) }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            // A custom `objectWillChange` never sets `box.publisher`; ask the object then.
            if let publisher = box.publisher { publisher.send() } else { object.objectWillChange.send() }
            box.value = newValue
        }
    }
}
