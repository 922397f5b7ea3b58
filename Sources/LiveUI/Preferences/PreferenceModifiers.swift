import LiveHTML

/// `.preference(key:value:)`: the modified view's value for `K` is `value`,
/// whatever the views inside it set for `K` (their other keys pass on).
/// With no reader above, there is nothing to tell: the content renders as is.
struct PreferenceWriter<K: PreferenceKey>: PrimitiveModifier {
    let value: K.Value

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        guard let above = env.preferenceSink else { return content(path.modified, env) }
        let (nodes, reports) = PreferenceSink.collect(ctx, env) { content(path.modified, $0) }
        let key = ObjectIdentifier(K.self)
        PreferenceSink.forward(reports, to: above, except: key)
        above.report(key, value)
        return nodes
    }
}

/// `.transformPreference(_:_:)`: the views inside combined, then changed by `transform`.
struct PreferenceTransformer<K: PreferenceKey>: PrimitiveModifier {
    let transform: @MainActor (inout K.Value) -> Void

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        guard let above = env.preferenceSink else { return content(path.modified, env) }
        let (nodes, reports) = PreferenceSink.collect(ctx, env) { content(path.modified, $0) }
        let key = ObjectIdentifier(K.self)
        var value = K.combined(reports)
        transform(&value)
        PreferenceSink.forward(reports, to: above, except: key)
        above.report(key, value)
        return nodes
    }
}

/// `.onPreferenceChange(_:perform:)`: runs the action after a render in which
/// the views inside combine to a value other than the last render's, and after
/// the first render in which one of them sets it, with the value then (how code
/// that measures a view gets its first size). While none has set it, SwiftUI
/// has nothing to watch and runs nothing: neither does this. Remembered as
/// `onChange` remembers, under the modifier's identity; actions run after the
/// render, in tree order, with `onChange`'s.
struct PreferenceChangeReader<K: PreferenceKey>: PrimitiveModifier where K.Value: Equatable {
    let action: @MainActor (K.Value) -> Void

    final class Memory {
        var value: K.Value?
    }

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let (nodes, reports) = PreferenceSink.collect(ctx, env) { content(path.modified, $0) }
        let value = K.combined(reports)
        let memory = ctx.store.slot(StateStore.Key(path: path, viewType: Self.self, label: "onPreferenceChange")) { Memory() }
        let key = ObjectIdentifier(K.self)
        if memory.value == nil, !reports.contains(where: { $0.key == key }) {
            // Nothing set yet: nothing to report.
        } else if memory.value != value {
            memory.value = value
            let action = self.action
            ctx.afterRender { action(value) }
        }
        PreferenceSink.forward(reports, to: env.preferenceSink)
        return nodes
    }
}

/// `.overlayPreferenceValue` and `.backgroundPreferenceValue`: a layer made
/// from the combined value of the views inside, in front of them or behind
/// them (as `.overlay`/`.background` place theirs).
struct PreferenceLayer<K: PreferenceKey, Layer: View>: PrimitiveModifier {
    let alignment: Alignment
    let inFront: Bool
    let layer: @MainActor (K.Value) -> Layer

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let (nodes, reports) = PreferenceSink.collect(ctx, env) { content(path.modified, $0) }
        PreferenceSink.forward(reports, to: env.preferenceSink)
        let made = LayerModifier(layer: layer(K.combined(reports)), alignment: alignment, inFront: inFront)
        return made.apply({ _, _ in nodes }, ctx, path, env)
    }
}

extension View {
    /// Sets this view's value for `key`, for the readers above it.
    @inlinable public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(ModifierFactory.preference(key, value))
    }

    /// Changes the value for `key` that the views inside combine to.
    @inlinable public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping @MainActor (inout K.Value) -> Void
    ) -> some View {
        modifier(ModifierFactory.transformPreference(key, callback))
    }

    /// Runs `action` with the value for `key` of the views inside when it changes.
    @inlinable public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(ModifierFactory.onPreferenceChange(key, action))
    }

    /// A view in front of this one, made from its value for `key`.
    @inlinable public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping @MainActor (K.Value) -> V
    ) -> some View {
        modifier(ModifierFactory.preferenceLayer(key, alignment: alignment, inFront: true, transform))
    }

    /// A view in front of this one, made from its value for `key` (the iOS 13 form).
    @_disfavoredOverload
    @inlinable public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, _ transform: @escaping @MainActor (K.Value) -> V
    ) -> some View {
        modifier(ModifierFactory.preferenceLayer(key, alignment: .center, inFront: true, transform))
    }

    /// A view behind this one, made from its value for `key`.
    @inlinable public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping @MainActor (K.Value) -> V
    ) -> some View {
        modifier(ModifierFactory.preferenceLayer(key, alignment: alignment, inFront: false, transform))
    }

    /// A view behind this one, made from its value for `key` (the iOS 13 form).
    @_disfavoredOverload
    @inlinable public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, _ transform: @escaping @MainActor (K.Value) -> V
    ) -> some View {
        modifier(ModifierFactory.preferenceLayer(key, alignment: .center, inFront: false, transform))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func preference<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) -> some ViewModifier {
        PreferenceWriter<K>(value: value)
    }

    @usableFromInline static func transformPreference<K: PreferenceKey>(
        _ key: K.Type, _ callback: @escaping @MainActor (inout K.Value) -> Void
    ) -> some ViewModifier {
        PreferenceTransformer<K>(transform: callback)
    }

    @usableFromInline static func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type, _ action: @escaping @MainActor (K.Value) -> Void
    ) -> some ViewModifier where K.Value: Equatable {
        PreferenceChangeReader<K>(action: action)
    }

    @usableFromInline static func preferenceLayer<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment, inFront: Bool, _ transform: @escaping @MainActor (K.Value) -> V
    ) -> some ViewModifier {
        PreferenceLayer<K, V>(alignment: alignment, inFront: inFront, layer: transform)
    }
}
