import LiveHTML

/// `navigationDestination(for:destination:)`: how the enclosing stack shows
/// path values of type `D`. Registered with the column it is in, for that
/// column and the ones after it (declare it in the root to cover them all).
struct NavigationDestinationModifier<D: Hashable, Destination: View>: PrimitiveModifier {
    let destination: (D) -> Destination

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        if let level = env.navigationLevel {
            let make = destination
            level.scope.register(
                ObjectIdentifier(D.self),
                NavigationDestinationEntry(
                    view: { value in (value.base as? D).map { AnyView(make($0)) } },
                    valueFromSlug: { NavigationSlug.value(D.self, from: $0) }))
        }
        return content(path, env)
    }
}

/// `navigationDestination(isPresented:)` and `(item:)`: a destination pushed
/// while a binding says so, as an invisible link of the column it is in.
struct PresentedDestinationModifier: PrimitiveModifier {
    let isPresented: () -> Bool
    let dismiss: () -> Void
    let present: @MainActor (String) -> (@MainActor () -> Void)?
    let slug: () -> String?
    let destination: () -> AnyView?
    let typeSlug: String

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let nodes = content(path.modified, env)
        if let level = env.navigationLevel {
            let presented = isPresented()
            let shown = presented ? destination() : nil
            let dismiss = self.dismiss
            _ = level.register(
                NavigationLevel.LinkRecord(
                    key: path.raw + "d", slug: (presented ? slug() : nil) ?? typeSlug, destination: shown ?? AnyView(EmptyView()),
                    value: nil, isActive: nil, isSelected: { presented && shown != nil }, select: nil,
                    deselect: { if presented { dismiss() } }, selectFromSlug: present))
        }
        return nodes
    }
}

extension View {
    /// Shows path values of type `data` (appended by `NavigationLink(_:value:)`
    /// or by the app) with `destination`.
    @inlinable public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(ModifierFactory.navigationDestination(for: data, destination: destination))
    }

    /// Pushes `destination` while `isPresented` is true; back sets it to false.
    @inlinable public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        modifier(ModifierFactory.navigationDestination(isPresented: isPresented, destination: destination))
    }

    /// Pushes the destination for `item` while it is not nil; back sets it to nil.
    /// Its URL slug is the item's (`LosslessStringConvertible`, or an
    /// `Identifiable` id); a deep link restores only `LosslessStringConvertible` items.
    @inlinable public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(ModifierFactory.navigationDestination(item: item, destination: destination))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, destination: @escaping (D) -> C
    ) -> some ViewModifier {
        NavigationDestinationModifier(destination: destination)
    }

    @usableFromInline static func navigationDestination<V: View>(isPresented: Binding<Bool>, destination: () -> V) -> some ViewModifier {
        let view = AnyView(destination())
        let typeSlug = NavigationReport.slug(String(describing: V.self))
        let show: @MainActor () -> Void = { isPresented.wrappedValue = true }
        let present: @MainActor (String) -> (@MainActor () -> Void)? = { slug in slug == typeSlug ? show : nil }
        return PresentedDestinationModifier(
            isPresented: { isPresented.wrappedValue }, dismiss: { isPresented.wrappedValue = false },
            present: present, slug: { nil }, destination: { view }, typeSlug: typeSlug)
    }

    @usableFromInline static func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, destination: @escaping (D) -> C
    ) -> some ViewModifier {
        PresentedDestinationModifier(
            isPresented: { item.wrappedValue != nil }, dismiss: { item.wrappedValue = nil },
            present: { @MainActor slug -> (@MainActor () -> Void)? in
                guard NavigationSlug.value(D.self, from: slug)?.base is D else { return nil }
                // Made again when it runs: a closure holding the value could not leave this one.
                return { if let value = NavigationSlug.value(D.self, from: slug)?.base as? D { item.wrappedValue = value } }
            }, slug: { item.wrappedValue.flatMap { NavigationSlug.of($0) } },
            destination: { item.wrappedValue.map { AnyView(destination($0)) } },
            typeSlug: NavigationReport.slug(String(describing: D.self)))
    }
}
