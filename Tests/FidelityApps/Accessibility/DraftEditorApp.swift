import LiveUI

/// A note editor that saves drafts by itself a moment after the typing
/// stops, as autosaving sample editors do: the saved state shows the same
/// field in another section, so the server's patch replaces the field the
/// user is typing in (the page keeps the focus in its replacement).
public struct DraftEditorApp: View {
    @State private var title = ""
    @State private var savedTitle: String?
    @State private var edits = 0

    public init() {}

    public var body: some View {
        Form {
            if let savedTitle {
                Section("Saved: \(savedTitle)") {
                    TextField("Title", text: $title)
                }
            } else {
                Section("New draft") {
                    TextField("Title", text: $title)
                }
            }
            Section {
                Button("Discard") {
                    title = ""
                    savedTitle = nil
                }
            }
        }
        .onChange(of: title) {
            edits += 1
            let edit = edits
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                // Only the last edit saves, a second after the typing stopped.
                if edit == edits, !title.isEmpty { savedTitle = title }
            }
        }
    }
}
