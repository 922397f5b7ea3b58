import LiveHTML

/// `onAppear` / `onDisappear`: the session calls these after a render in
/// which the view entered or left the tree.
struct LifecycleModifier: PrimitiveModifier {
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        if let onAppear { ctx.onAppear(path.raw, onAppear) }
        if let onDisappear { ctx.onDisappear(path.raw, onDisappear) }
        return content(path.modified, env)
    }
}

/// Explicit identity: a new id is a new view (fresh state, remove + insert).
struct IdentityModifier: PrimitiveModifier {
    let component: String

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        content(path.child("i" + component), env)
    }
}

/// The title the page (and navigation bar) shows for this view.
struct TitleModifier: PrimitiveModifier {
    let title: String

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        if let level = env.navigationLevel {
            // Inside a NavigationView the title belongs to its column.
            if level.title == nil { level.title = title }
        } else {
            ctx.title = title
        }
        return content(path, env)
    }
}

extension View {
    @inlinable public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(ModifierFactory.onAppear(perform: action))
    }

    @inlinable public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(ModifierFactory.onDisappear(perform: action))
    }

    @inlinable public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(ModifierFactory.id(id))
    }

    @inlinable public func navigationTitle(_ title: String) -> some View {
        modifier(ModifierFactory.navigationTitle(title))
    }

    @inlinable public func navigationTitle(_ title: Text) -> some View {
        modifier(ModifierFactory.navigationTitle(title))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func onAppear(perform action: (@MainActor () -> Void)?) -> some ViewModifier {
        LifecycleModifier(onAppear: action, onDisappear: nil)
    }

    @usableFromInline static func onDisappear(perform action: (@MainActor () -> Void)?) -> some ViewModifier {
        LifecycleModifier(onAppear: nil, onDisappear: action)
    }

    @usableFromInline static func id<ID: Hashable>(_ id: ID) -> some ViewModifier {
        IdentityModifier(component: ViewPath.sanitize(id))
    }

    @usableFromInline static func navigationTitle(_ title: String) -> some ViewModifier {
        TitleModifier(title: title)
    }

    @usableFromInline static func navigationTitle(_ title: Text) -> some ViewModifier {
        TitleModifier(title: title.content)
    }
}
