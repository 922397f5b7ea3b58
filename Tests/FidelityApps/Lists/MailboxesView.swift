import LiveUI

/// A mail app's sidebar: mailboxes in sections, one selected at a time
/// (`List(selection:)` with `.tag`), a detail showing the choice.
enum Mailbox: String, CaseIterable, Hashable {
    case inbox = "Inbox"
    case sent = "Sent"
    case archive = "Archive"
    case trash = "Trash"

    var symbol: String {
        switch self {
        case .inbox: "tray"
        case .sent: "paperplane"
        case .archive: "archivebox"
        case .trash: "trash"
        }
    }
}

struct MailboxesView: View {
    @State private var selection: Mailbox? = .inbox
    @State private var favorites = ["Family", "Work"]

    var body: some View {
        VStack {
            List(selection: $selection) {
                Section("Mailboxes") {
                    ForEach(Mailbox.allCases, id: \.self) { mailbox in
                        Label(mailbox.rawValue, systemImage: mailbox.symbol)
                            .tag(mailbox)
                    }
                }
                Section {
                    ForEach(favorites, id: \.self) { name in
                        Label(name, systemImage: "star")
                    }
                } header: {
                    Text("Favorites")
                } footer: {
                    Text("Favorites are not mailboxes: they cannot be selected here.")
                }
            }
            .listStyle(.sidebar)
            Text("Showing \(selection?.rawValue ?? "nothing")")
                .accessibilityIdentifier("detail")
        }
    }
}
