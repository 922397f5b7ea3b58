import LiveHTML

/// `.transition(_:)`: marks the view's element with how it enters and leaves.
struct TransitionModifier: PrimitiveModifier {
    let transition: AnyTransition

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        // Custom transitions: their active state's styles, rendered once per render.
        let styleIn = transition.insertionStyles.map { $0.render(ctx, path.child("ti"), env) }.filter { !$0.isEmpty }
        let styleOut = transition.removalStyles.map { $0.render(ctx, path.child("to"), env) }.filter { !$0.isEmpty }
        return Layout.modify(content(path.modified, env), path, env, canMerge: { $0[attribute: "data-lv-in"] == nil }) { e in
            e[attribute: "data-lv-in"] = transition.insertion.joined(separator: ";")
            e[attribute: "data-lv-out"] = transition.removal.joined(separator: ";")
            if !styleIn.isEmpty { e[attribute: "data-lv-in-style"] = styleIn.joined(separator: ";") }
            if !styleOut.isEmpty { e[attribute: "data-lv-out-style"] = styleOut.joined(separator: ";") }
        }
    }
}

/// `.animation(_:value:)`: when `value` changed since the last render, the
/// changes inside the modified view animate with `animation` (a scope of the
/// patch), whatever `withAnimation` chose; other changes are not affected.
struct ValueAnimationModifier<Value: Equatable>: PrimitiveModifier {
    let animation: Animation?
    let value: Value

    final class Last {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let value = self.value
        let last = ctx.store.slot(StateStore.Key(path: path, viewType: Last.self, label: "animation")) { Last(value) }
        guard last.value != value else { return content(path, env) }
        last.value = value
        // Scoped to the subtree: its element's id, recorded before the
        // content renders so that scopes inside it come later and win.
        let index = ctx.animationScopes.count
        ctx.animationScopes.append((id: "", animation: animation))
        let nodes = content(path, env)
        if nodes.count == 1, case .element(let e) = nodes[0] {
            ctx.animationScopes[index].id = e.id
        } else {
            // No one element to scope to (several views, or text): the whole patch animates.
            ctx.animationScopes.remove(at: index)
            if let animation, ctx.implicitAnimation == nil { ctx.implicitAnimation = animation }
        }
        return nodes
    }
}

extension View {
    @inlinable public func transition(_ transition: AnyTransition) -> some View {
        modifier(ModifierFactory.transition(transition))
    }

    /// Animates the changes that follow a change of `value`.
    @inlinable public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(ModifierFactory.animation(animation, value: value))
    }

    /// Animates every change inside this view (SwiftUI's deprecated form, still common in older code).
    @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @inlinable public func animation(_ animation: Animation?) -> some View {
        modifier(ModifierFactory.animation(animation))
    }
}

/// `.animation(_:)` without a value: a scope on every render, so whatever
/// changes inside the view animates with `animation`.
struct SubtreeAnimationModifier: PrimitiveModifier {
    let animation: Animation?

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let index = ctx.animationScopes.count
        ctx.animationScopes.append((id: "", animation: animation))
        let nodes = content(path, env)
        if nodes.count == 1, case .element(let e) = nodes[0] {
            ctx.animationScopes[index].id = e.id
        } else {
            ctx.animationScopes.remove(at: index)
        }
        return nodes
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func transition(_ transition: AnyTransition) -> some ViewModifier {
        TransitionModifier(transition: transition)
    }

    @usableFromInline static func animation<V: Equatable>(_ animation: Animation?, value: V) -> some ViewModifier {
        ValueAnimationModifier(animation: animation, value: value)
    }

    @usableFromInline static func animation(_ animation: Animation?) -> some ViewModifier {
        SubtreeAnimationModifier(animation: animation)
    }
}
