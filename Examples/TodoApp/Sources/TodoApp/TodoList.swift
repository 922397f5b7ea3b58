import LiveUI

/// The app's root: a field to add todos (Return adds), the list with a
/// toggle and a delete button per row, and a detail screen per todo.
public struct TodoList: View {
    @StateObject private var store: TodoStore
    @State private var newTitle = ""

    public init(store: TodoStore = TodoStore()) {
        _store = StateObject(wrappedValue: store)
    }

    public var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                TextField("New todo", text: $newTitle)
                    .textFieldStyle(.roundedBorder)
                    .onSubmit {
                        store.add(newTitle)
                        newTitle = ""
                    }
                List(store.todos) { todo in
                    TodoRow(todo: todo, store: store)
                }
                Text(store.remaining == 1 ? "1 item left" : "\(store.remaining) items left")
                    .foregroundColor(.secondary)
                    .accessibilityIdentifier("remaining")
            }
            .padding()
            .navigationTitle("Todos")
        }
    }
}

struct TodoRow: View {
    let todo: Todo
    @ObservedObject var store: TodoStore

    var body: some View {
        HStack {
            Button {
                store.toggle(todo.id)
            } label: {
                Label(todo.isDone ? "Done" : "To do", systemImage: todo.isDone ? "checkmark.circle.fill" : "circle")
            }
            .accessibilityLabel(todo.isDone ? "Mark \(todo.title) as not done" : "Mark \(todo.title) as done")
            NavigationLink(todo.title) { TodoDetail(id: todo.id, store: store) }
            Spacer()
            Button("Delete") { store.delete(todo.id) }
        }
    }
}
