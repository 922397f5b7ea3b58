import LiveHTML

/// What `.refreshable` supplies: `@Environment(\.refresh) var refresh`, then `await refresh?()`.
public struct RefreshAction: Sendable {
    let action: @MainActor @Sendable () async -> Void

    @MainActor public func callAsFunction() async { await action() }
}

extension View {
    /// Lets a list below reload its content: a web page has no pull-to-refresh
    /// gesture of its own, so the list shows a "Refresh" button above its rows;
    /// while `action` runs, the button is disabled and a progress indicator shows.
    @inlinable public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(ModifierFactory.refreshable(action: action))
    }
}

/// The refresh bar a `List` shows above its rows when its environment has a refresh action.
@MainActor
enum RefreshControl {
    final class Running {
        var isRunning = false
        var task: Task<Void, Never>?
        deinit { task?.cancel() }
    }

    static func render(_ list: Element, _ refresh: RefreshAction, _ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> Node
    {
        let running = ctx.store.slot(StateStore.Key(path: path, viewType: Running.self, label: "refresh")) { Running() }
        let target = ctx.store.target
        // A click while it runs does nothing; the button stays enabled (aria-disabled)
        // so that it keeps the keyboard's focus.
        let action: @MainActor () -> Void = {
            guard !running.isRunning else { return }
            running.isRunning = true
            target?.invalidate(animation: nil)
            running.task = TaskModifier.start(
                {
                    await refresh()
                    running.isRunning = false
                    target?.invalidate(animation: nil)
                }, priority: .userInitiated)
        }
        var button = ListRows.button(
            path.child("rb").raw, label: nil, symbol: "arrow.clockwise", text: running.isRunning ? "Refreshing…" : "Refresh",
            classes: "bt ls-rb", ctx, env, action)
        if running.isRunning, case .element(var e) = button {
            e[attribute: "aria-disabled"] = "true"
            button = .element(e)
        }
        var bar: [Node] = [button]
        if running.isRunning {
            bar += ctx.render(ProgressView(), path.child("rp"), env)
        }
        var list = list
        if running.isRunning { list[attribute: "aria-busy"] = "true" }
        let top = Element("div", id: path.child("rf").raw, attributes: [Attribute("class", "ls-rf")], children: bar)
        return .element(
            Element("div", id: path.raw, attributes: [Attribute("class", "ls-w lx ly")], children: [.element(top), .element(list)]))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some ViewModifier {
        EnvironmentModifier { $0.refresh = RefreshAction(action: action) }
    }
}
