import LiveHTML

/// `onReceive(_:perform:)`: subscribes after the render in which the view
/// appeared and runs `action` (the one from the latest render, so it sees
/// current state) for each value, with the session's environment; the
/// subscription ends when the view leaves the tree. A different publisher
/// object in a later render (a timer made anew) replaces the subscription;
/// the same one (or a value publisher like `Just`) keeps it.
struct ReceiveModifier<P: Publisher>: PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: @MainActor (P.Output) -> Void

    final class Subscription {
        var identity: ObjectIdentifier?
        var token: AnyCancellable?
        var action: (@MainActor (P.Output) -> Void)?
        var session: SessionEnvironment?
        deinit { token?.cancel() }

        @MainActor func deliver(_ value: P.Output) {
            guard let action else { return }
            // Sent during this session's action: the action's environment, so zero-delay work is held with its own.
            SessionEnvironment.$current.withValue(session?.orRunningAction ?? SessionEnvironment.current) { action(value) }
        }
    }

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let nodes = content(path.modified, env)
        let subscription = ctx.store.slot(StateStore.Key(path: path, viewType: Self.self, label: "onReceive")) { Subscription() }
        subscription.action = action
        let identity = publisher._identity
        if subscription.token == nil || subscription.identity != identity {
            subscription.identity = identity
            let publisher = self.publisher
            // A placeholder, so that a second render before this one's actions run does not subscribe twice.
            subscription.token = subscription.token ?? AnyCancellable {}
            ctx.afterRender {
                subscription.session = SessionEnvironment.current
                subscription.token?.cancel()
                subscription.token = publisher.sink { [weak subscription] value in
                    MainActor.assumeIsolated { subscription?.deliver(value) }
                }
            }
        }
        return nodes
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends while this view is in the tree.
    @inlinable public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(ModifierFactory.onReceive(publisher, perform: action))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void
    ) -> some ViewModifier where P.Failure == Never {
        ReceiveModifier(publisher: publisher, action: action)
    }
}
