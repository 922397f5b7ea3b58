import LiveHTML

/// `.task { }` / `.task(id:) { }`: starts `action` after the render in which
/// the view appeared (or its `id` changed), on the main actor, and cancels
/// it (`Task.cancel`) when the view leaves the tree or before restarting it
/// for a new id. The running task lives in the session's state store under
/// the modifier's identity; when the store drops it (the view is gone, or
/// the session ended) its `deinit` cancels the task.
struct TaskModifier: PrimitiveModifier {
    let id: AnyHashable?
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void

    final class Running {
        var id: AnyHashable?
        var task: Task<Void, Never>?
        var started = false
        deinit { task?.cancel() }
    }

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let nodes = content(path.modified, env)
        let running = ctx.store.slot(StateStore.Key(path: path, viewType: Self.self, label: "task")) { Running() }
        if !running.started || running.id != id {
            running.started = true
            running.id = id
            let action = self.action
            let priority = self.priority
            ctx.afterRender {
                running.task?.cancel()
                running.task = Self.start(action, priority: priority)
            }
        }
        return nodes
    }

    /// Starts the task with the session's environment (clock, viewport) visible inside it.
    static func start(_ action: @escaping @MainActor @Sendable () async -> Void, priority: TaskPriority) -> Task<Void, Never> {
        let session = SessionEnvironment.current
        let tasks = session?.tasks
        tasks?.started()
        return Task(priority: priority) { @MainActor in
            await SessionEnvironment.$current.withValue(session) { await action() }
            tasks?.finished()
        }
    }
}

extension View {
    /// Runs `action` when the view appears; cancels it when the view disappears.
    @inlinable public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    )
        -> some View
    {
        modifier(ModifierFactory.task(priority: priority, action))
    }

    /// Runs `action` when the view appears and again, after cancelling the
    /// previous run, whenever `id` changes; cancels it when the view disappears.
    @inlinable public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(ModifierFactory.task(id: value, priority: priority, action))
    }
}

/// Makes any `Equatable` id usable as a hashable key (SwiftUI's `task(id:)` requires only `Equatable`).
private struct TaskID<T: Equatable>: Hashable {
    let value: T
    static func == (a: Self, b: Self) -> Bool { a.value == b.value }
    func hash(into hasher: inout Hasher) {}
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func task(
        priority: TaskPriority, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some ViewModifier {
        TaskModifier(id: nil, priority: priority, action: action)
    }

    @usableFromInline static func task<T: Equatable>(
        id value: T, priority: TaskPriority, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some ViewModifier {
        TaskModifier(id: AnyHashable(TaskID(value: value)), priority: priority, action: action)
    }
}
