import LiveUI

/// A notes list in the shape of many iOS apps: a sort `Menu` in the
/// navigation bar (a `Picker` inside it and a destructive item), a "…" menu
/// with a primary action, and a context menu on each note (rename in a sheet,
/// pin, delete).
public struct NotesMenuView: View {
    public init() {}

    struct Note: Identifiable, Hashable {
        let id: Int
        var title: String
        var pinned = false
    }

    enum Order: String, CaseIterable, Identifiable {
        case title = "Title"
        case newest = "Newest"
        var id: String { rawValue }
    }

    @State private var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Trip ideas"), Note(id: 3, title: "Books")]
    @State private var order = Order.newest
    @State private var renaming: Note?
    @State private var draft = ""
    @State private var log = "Nothing yet"

    private var sorted: [Note] {
        let byOrder = order == .title ? notes.sorted { $0.title < $1.title } : notes.sorted { $0.id > $1.id }
        return byOrder.filter(\.pinned) + byOrder.filter { !$0.pinned }
    }

    public var body: some View {
        NavigationStack {
            List {
                ForEach(sorted) { note in
                    HStack {
                        Text(note.title)
                        if note.pinned { Image(systemName: "pin.fill").accessibilityLabel("Pinned") }
                    }
                    .contextMenu {
                        Button {
                            draft = note.title
                            renaming = note
                        } label: {
                            Label("Rename", systemImage: "pencil")
                        }
                        Button(note.pinned ? "Unpin" : "Pin") { toggle(pin: note) }
                        Divider()
                        Button("Delete", role: .destructive) { notes.removeAll { $0.id == note.id } }
                    }
                }
                Text(log)
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Sort by", selection: $order) {
                            ForEach(Order.allCases) { Text($0.rawValue).tag($0) }
                        }
                        Button("Delete all", role: .destructive) { notes.removeAll() }
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Menu("New") {
                        Button("Checklist") { add("Checklist") }
                        Button("Drawing") { add("Drawing") }
                    } primaryAction: {
                        add("Note")
                    }
                }
            }
            .sheet(item: $renaming) { note in
                VStack {
                    TextField("Title", text: $draft)
                    Button("Save") {
                        if let i = notes.firstIndex(where: { $0.id == note.id }) { notes[i].title = draft }
                        renaming = nil
                    }
                }
                .padding()
            }
        }
    }

    private func toggle(pin note: Note) {
        if let i = notes.firstIndex(where: { $0.id == note.id }) { notes[i].pinned.toggle() }
        log = (notes.first { $0.id == note.id }?.pinned ?? false) ? "Pinned \(note.title)" : "Unpinned \(note.title)"
    }

    private func add(_ kind: String) {
        let id = (notes.map(\.id).max() ?? 0) + 1
        notes.append(Note(id: id, title: "\(kind) \(id)"))
        log = "Added \(kind) \(id)"
    }
}
