/// An `ObservableObject` supplied by an ancestor's `.environmentObject(_:)`.
/// A missing object is reported in place of the view, naming the type;
/// it never takes the server down.
@MainActor @propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, DynamicPropertyBinding {
    final class Box { var object: ObjectType? }
    let box = Box()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: read @EnvironmentObject only in body or in actions")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }

    func bind(_ ctx: RenderContext, _ key: StateStore.Key, _ env: EnvironmentValues) throws(RenderError) {
        guard let object = env.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            throw .missingEnvironmentObject(type: String(describing: ObjectType.self), view: key.viewName)
        }
        box.object = object
        ctx.observe(object)
    }
}

extension StateStore.Key {
    /// The view's type name, for messages.
    var viewName: String { String(describing: viewType) }
}
