import LiveUI

/// One todo: its state, its notes (edited in place) and a way to toggle it.
struct TodoDetail: View {
    let id: Int
    @ObservedObject var store: TodoStore

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            if let todo = store.todo(id) {
                Text(todo.isDone ? "Done" : "Not done yet")
                    .accessibilityIdentifier("status")
                TextField(
                    "Notes",
                    text: Binding(
                        get: { store.todo(id)?.notes ?? "" },
                        set: { store.setNotes($0, for: id) }))
                Button(todo.isDone ? "Mark as not done" : "Mark as done") { store.toggle(id) }
            } else {
                Text("This todo was deleted.")
            }
            Spacer()
        }
        .padding()
        .navigationTitle(store.todo(id)?.title ?? "Deleted")
    }
}
