import LiveUI

/// Split views: a two-column contacts app (sidebar of value links, a
/// placeholder detail), and a three-column notes app (folders → notes → note).
struct ContactsSplitApp: View {
    struct Contact: Identifiable, Hashable {
        let id: Int
        let name: String
        let phone: String
    }

    let contacts = [
        Contact(id: 1, name: "Ada", phone: "555-0101"),
        Contact(id: 2, name: "Grace", phone: "555-0102"),
    ]
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List(contacts) { contact in
                NavigationLink(contact.name, value: contact)
            }
            .navigationTitle("Contacts")
            .navigationDestination(for: Contact.self) { contact in
                Text("Phone: \(contact.phone)").navigationTitle(contact.name)
            }
        } detail: {
            Text("Select a contact")
        }
        .navigationSplitViewStyle(.balanced)
    }
}

struct NotesSplitApp: View {
    struct Folder: Hashable, Identifiable {
        let id: String
        let notes: [String]
    }

    let folders = [
        Folder(id: "Work", notes: ["Standup", "Roadmap"]),
        Folder(id: "Home", notes: ["Groceries"]),
    ]

    var body: some View {
        NavigationSplitView {
            List(folders) { folder in
                NavigationLink(folder.id, value: folder)
            }
            .navigationTitle("Folders")
            .navigationSplitViewColumnWidth(min: 180, ideal: 220)
            .navigationDestination(for: Folder.self) { folder in
                List(folder.notes, id: \.self) { note in
                    NavigationLink(note, value: note)
                }
                .navigationTitle(folder.id)
            }
            .navigationDestination(for: String.self) { note in
                Text("The note \(note)").navigationTitle(note)
            }
        } content: {
            Text("Select a folder")
        } detail: {
            Text("Select a note")
        }
    }
}
