/// `@Environment(Model.self) var model`: an `@Observable` object supplied by
/// an ancestor's `.environment(model)`, the iOS 17 replacement for
/// `@EnvironmentObject`; `@Environment(Model.self) var model: Model?` reads
/// nil when none was supplied. Also `@Environment(\.isEnabled)` for values.
@MainActor @propertyWrapper
public struct Environment<Value>: DynamicProperty, DynamicPropertyBinding {
    final class Box { var value: Value? }
    let box = Box()
    let resolve: @MainActor (EnvironmentValues) -> Value?
    /// The object's type, for the message when none was supplied (nil: a value or an optional object).
    let requiredType: String?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        resolve = { $0[keyPath: keyPath] }
        requiredType = nil
    }

    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        resolve = { $0.objects[ObjectIdentifier(objectType)] as? Value }
        requiredType = String(describing: objectType)
    }

    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        resolve = { .some($0.objects[ObjectIdentifier(objectType)] as? T) }
        requiredType = nil
    }

    public var wrappedValue: Value {
        guard let value = box.value else {
            fatalError("@Environment(\(Value.self)) read outside body: read it only in body or in actions")
        }
        return value
    }

    func bind(_ ctx: RenderContext, _ key: StateStore.Key, _ env: EnvironmentValues) throws(RenderError) {
        guard let value = resolve(env) else {
            throw .missingObservable(type: requiredType ?? String(describing: Value.self), view: key.viewName)
        }
        box.value = value
    }
}

extension View {
    /// Supplies an `@Observable` object to every `@Environment(T.self)` below (nil removes it).
    @inlinable public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(ModifierFactory.environment(object))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func environment<T: AnyObject & Observable>(_ object: T?) -> some ViewModifier {
        EnvironmentModifier { $0.objects[ObjectIdentifier(T.self)] = object }
    }
}
