import LiveUI

final class NotesStore: ObservableObject {
    @Published var notes: [String] = []
}

/// A note editor with TextEditor: a title, a multi-line body, a live word
/// count, and saving into a list.
struct NotesEditor: View {
    @StateObject private var store = NotesStore()
    @State private var title = ""
    @State private var text = ""

    private var wordCount: Int {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).count
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Title", text: $title)
                .textFieldStyle(.roundedBorder)
                .font(.headline)
            TextEditor(text: $text)
                .accessibilityLabel("Note")
                .frame(minHeight: 160)
            HStack {
                Text("\(wordCount) words")
                    .accessibilityIdentifier("count")
                Spacer()
                Button("Clear") { text = "" }
                Button("Save") {
                    store.notes.append(title.isEmpty ? "Untitled" : title)
                    title = ""
                    text = ""
                }
                .disabled(text.isEmpty)
            }
            ForEach(store.notes, id: \.self) { note in
                Text(note)
            }
        }
        .padding()
    }
}
