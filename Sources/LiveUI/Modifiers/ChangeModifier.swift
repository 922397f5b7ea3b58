import LiveHTML

/// `onChange(of:)`: remembers the value each render saw (in the session's
/// state store, under the modifier's identity) and, after a render in which
/// it differs from the last one, runs the action with the old and new
/// value. Actions run after the render, in tree order (a chain in source
/// order, a view's modifiers after those of views inside it); state they
/// change is rendered in the same turn, so the browser gets one patch.
///
/// The iOS 14 form (`perform:`) calls the closure of the render *before*
/// the change, as SwiftUI did: code relied on it to read the old value
/// through a capture list (`{ [count] newCount in … }`).
struct ChangeModifier<Value: Equatable>: PrimitiveModifier {
    let value: Value
    let initial: Bool
    var callsPreviousAction = false
    let action: @MainActor (Value, Value) -> Void

    /// The value the last render saw, and its action.
    final class Memory {
        var value: Value?
        var action: (@MainActor (Value, Value) -> Void)?
    }

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let nodes = content(path.modified, env)
        let memory = ctx.store.slot(StateStore.Key(path: path, viewType: Self.self, label: "onChange")) { Memory() }
        let new = value
        let action = callsPreviousAction ? (memory.action ?? self.action) : self.action
        memory.action = self.action
        if let old = memory.value {
            if old != new { ctx.afterRender { action(old, new) } }
        } else if initial {
            ctx.afterRender { action(new, new) }
        }
        memory.value = new
        return nodes
    }
}

extension View {
    /// Runs `action` with the old and the new value after `value` changes
    /// (and, with `initial`, once when the view appears, with the value twice).
    @inlinable public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(ModifierFactory.onChange(of: value, initial: initial, action))
    }

    /// Runs `action` after `value` changes (and, with `initial`, when the view appears).
    @inlinable public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    )
        -> some View
    {
        modifier(ModifierFactory.onChange(of: value, initial: initial, action))
    }

    /// The iOS 14 form: `action` gets the new value.
    @inlinable public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void) -> some View {
        modifier(ModifierFactory.onChange(of: value, perform: action))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func onChange<V: Equatable>(
        of value: V, initial: Bool, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some ViewModifier {
        ChangeModifier(value: value, initial: initial, action: action)
    }

    @usableFromInline static func onChange<V: Equatable>(
        of value: V, initial: Bool, _ action: @escaping @MainActor () -> Void
    ) -> some ViewModifier {
        ChangeModifier(value: value, initial: initial) { _, _ in action() }
    }

    @usableFromInline static func onChange<V: Equatable>(
        of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
    ) -> some ViewModifier {
        ChangeModifier(value: value, initial: false, callsPreviousAction: true) { _, new in action(new) }
    }
}
