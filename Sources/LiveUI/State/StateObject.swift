/// An `ObservableObject` created once per view identity and kept while the
/// view stays in the tree.
@MainActor @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyBinding {
    final class Box {
        let make: () -> ObjectType
        var object: ObjectType?
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }
    final class Slot {
        let object: ObjectType
        /// The names of the object's records in a durable session's snapshot, made once (issue #15).
        var published = PublishedRecords()
        init(_ object: ObjectType) { self.object = object }
    }
    let box: Box

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = Box(thunk) }

    public var wrappedValue: ObjectType {
        if let object = box.object { return object }
        // Read before the first render (SwiftUI warns here): create an unshared instance.
        let object = box.make()
        box.object = object
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }

    func bind(_ ctx: RenderContext, _ key: StateStore.Key, _ env: EnvironmentValues) throws(RenderError) {
        let make = box.make
        let store = ctx.store
        let slot = store.slot(key) {
            let made = Slot(make())
            // A restored session puts back the `@Published` values the last process stored.
            store.restorePublished(of: made.object, key)
            return made
        }
        box.object = slot.object
        ctx.observe(slot.object)
    }
}
