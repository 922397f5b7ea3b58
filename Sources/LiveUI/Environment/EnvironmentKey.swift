/// A key for a value of `EnvironmentValues` that an app declares itself, as in SwiftUI:
///
///     struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
///     extension EnvironmentValues {
///         var accent: Color {
///             get { self[AccentKey.self] }
///             set { self[AccentKey.self] = newValue }
///         }
///     }
///     // .environment(\.accent, .pink) above, @Environment(\.accent) below
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    /// The value for `key` set by an ancestor's `.environment(_:_:)`, else the key's default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (custom[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }
}

extension View {
    /// Sets an environment value (a built-in one or an app's own key) for this view and those below it.
    @inlinable public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(ModifierFactory.environment(keyPath, value))
    }

    /// Changes an environment value for this view and those below, from the value it inherits.
    @inlinable public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping @MainActor (inout V) -> Void
    ) -> some View {
        modifier(ModifierFactory.transformEnvironment(keyPath, transform: transform))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some ViewModifier {
        EnvironmentModifier { $0[keyPath: keyPath] = value }
    }

    @usableFromInline static func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping @MainActor (inout V) -> Void
    ) -> some ViewModifier {
        EnvironmentModifier { transform(&$0[keyPath: keyPath]) }
    }
}
