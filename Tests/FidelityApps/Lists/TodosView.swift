import LiveUI

/// A to-do list as public CRUD samples write one: add with a text field,
/// delete and reorder in edit mode, swipe actions to complete or flag, a
/// pinned item that cannot be deleted or moved, rows that slide in.
struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
    var isFlagged = false
    var isPinned = false
}

struct TodosView: View {
    @State private var todos = [
        Todo(id: 1, title: "Read the SwiftUI docs", isPinned: true),
        Todo(id: 2, title: "Buy milk"),
        Todo(id: 3, title: "Walk the dog"),
        Todo(id: 4, title: "Call mom"),
    ]
    @State private var newTitle = ""
    @State private var nextID = 5
    @Environment(\.editMode) private var editMode

    var body: some View {
        NavigationStack {
            VStack(spacing: 8) {
                HStack {
                    TextField("New to-do", text: $newTitle)
                        .onSubmit(add)
                    Button("Add", action: add)
                        .disabled(newTitle.isEmpty)
                    EditButton()
                }
                .padding(.horizontal)
                List {
                    ForEach(todos) { todo in
                        TodoRow(todo: todo)
                            .transition(.move(edge: .leading))
                            .swipeActions(edge: .leading) {
                                Button(todo.isDone ? "Undo" : "Done") { toggleDone(todo) }
                                    .tint(.green)
                            }
                            .swipeActions(edge: .trailing) {
                                Button(role: .destructive) {
                                    delete(todo)
                                } label: {
                                    Label("Delete", systemImage: "trash")
                                }
                                Button(todo.isFlagged ? "Unflag" : "Flag") { toggleFlag(todo) }
                                    .tint(.orange)
                            }
                            .deleteDisabled(todo.isPinned)
                            .moveDisabled(todo.isPinned)
                            .listRowBackground(todo.isFlagged ? Color.orange.opacity(0.2) : nil)
                    }
                    .onDelete(perform: deleteTodos)
                    .onMove(perform: moveTodos)
                }
                .listStyle(.plain)
                Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "\(todos.filter { !$0.isDone }.count) left")
                    .accessibilityIdentifier("status")
                Text(todos.map(\.title).joined(separator: ", "))
                    .accessibilityIdentifier("order")
            }
            .navigationTitle("To-dos")
        }
    }

    func add() {
        guard !newTitle.isEmpty else { return }
        withAnimation {
            todos.append(Todo(id: nextID, title: newTitle))
        }
        nextID += 1
        newTitle = ""
    }

    func deleteTodos(at offsets: IndexSet) {
        todos.remove(atOffsets: offsets)
    }

    func moveTodos(from source: IndexSet, to destination: Int) {
        todos.move(fromOffsets: source, toOffset: destination)
    }

    func delete(_ todo: Todo) {
        withAnimation { todos.removeAll { $0.id == todo.id } }
    }

    func toggleDone(_ todo: Todo) {
        if let index = todos.firstIndex(where: { $0.id == todo.id }) { todos[index].isDone.toggle() }
    }

    func toggleFlag(_ todo: Todo) {
        if let index = todos.firstIndex(where: { $0.id == todo.id }) { todos[index].isFlagged.toggle() }
    }
}

struct TodoRow: View {
    let todo: Todo

    var body: some View {
        HStack {
            Image(systemName: todo.isDone ? "checkmark" : "circle")
                .foregroundColor(todo.isDone ? .green : .secondary)
            Text(todo.title)
                .strikethrough(todo.isDone)
            if todo.isPinned {
                Spacer()
                Image(systemName: "pin.fill")
                    .accessibilityLabel("Pinned")
            }
        }
    }
}
