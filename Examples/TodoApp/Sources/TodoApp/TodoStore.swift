import LiveUI

/// One thing to do.
public struct Todo: Identifiable, Equatable, Sendable {
    public let id: Int
    public var title: String
    public var notes = ""
    public var isDone = false
}

/// The list, shared by the list and detail screens.
public final class TodoStore: ObservableObject {
    @Published public private(set) var todos: [Todo] = []
    private var nextID = 1

    public init(_ titles: [String] = []) {
        for title in titles { add(title) }
    }

    /// Adds a todo; blank titles are ignored.
    public func add(_ title: String) {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        todos.append(Todo(id: nextID, title: trimmed))
        nextID += 1
    }

    public func toggle(_ id: Int) {
        guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
        todos[index].isDone.toggle()
    }

    public func delete(_ id: Int) {
        todos.removeAll { $0.id == id }
    }

    public func setNotes(_ notes: String, for id: Int) {
        guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
        todos[index].notes = notes
    }

    public func todo(_ id: Int) -> Todo? { todos.first { $0.id == id } }

    public var remaining: Int { todos.filter { !$0.isDone }.count }
}
