/// An `ObservableObject` supplied by an ancestor's `.environmentObject(_:)`.
/// A missing object is reported in place of the view, naming the type;
/// it never takes the server down.
///
/// A view depends on the object only once its render reads it (through
/// `wrappedValue` or `$object`): a view that uses it in actions alone (the
/// seed's login page, which only writes the model when Login is clicked) is
/// not evaluated again when the object changes, unlike SwiftUI, whose body
/// runs again but produces the same view. What the page shows is the same.
@MainActor @propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyBinding {
    final class Box {
        var object: ObjectType?
        /// The render cache of the session that bound the object: a read while it
        /// records makes the view being rendered depend on the object.
        var cache: LifetimeLink<RenderCache>?
    }
    let box = Box()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: read @EnvironmentObject only in body or in actions")
        }
        // The innermost view rendering now read it (in an action, nothing renders).
        if let cache = box.cache?.object, cache.isRecording { cache.noteObserver(ObjectIdentifier(object)) }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }

    func bind(_ ctx: RenderContext, _ key: StateStore.Key, _ env: EnvironmentValues) throws(RenderError) {
        guard let object = env.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            throw .missingEnvironmentObject(type: String(describing: ObjectType.self), view: key.viewName)
        }
        box.object = object
        box.cache = ctx.cache.link
        // Subscribed now (the session hears of its changes), depended on when read.
        ctx.observe(object, dependsNow: false)
    }
}

extension StateStore.Key {
    /// The view's type name, for messages.
    var viewName: String { String(describing: viewType) }
}
