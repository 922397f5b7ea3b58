import LiveUI

/// A contacts screen as public samples write one: a store that loads
/// asynchronously, pull to refresh (a Refresh button on the web), a search
/// field filtering by name, and several contacts selectable at once.
struct Contact: Identifiable, Hashable {
    let id: Int
    let name: String
    let company: String
}

final class ContactStore: ObservableObject {
    @Published var contacts: [Contact] = [
        Contact(id: 1, name: "Ada Lovelace", company: "Analytical Engines"),
        Contact(id: 2, name: "Grace Hopper", company: "US Navy"),
        Contact(id: 3, name: "Alan Turing", company: "Bletchley Park"),
        Contact(id: 4, name: "Katherine Johnson", company: "NASA"),
    ]
    @Published var lastRefresh = "never"
    private var refreshes = 0

    @MainActor func reload() async {
        // A slow network: a second, on the session's clock.
        try? await Task.sleep(for: .seconds(1))
        refreshes += 1
        contacts.append(Contact(id: 100 + refreshes, name: "New Contact \(refreshes)", company: "Fresh Inc."))
        lastRefresh = "refresh \(refreshes)"
    }
}

struct ContactsView: View {
    @ObservedObject var store: ContactStore
    @State private var searchText = ""
    @State private var selection = Set<Int>()

    var filtered: [Contact] {
        searchText.isEmpty ? store.contacts : store.contacts.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            VStack {
                List(filtered, selection: $selection) { contact in
                    VStack(alignment: .leading) {
                        Text(contact.name)
                        Text(contact.company)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                .animation(.easeInOut, value: searchText)
                .searchable(text: $searchText, prompt: "Search contacts")
                .refreshable {
                    await store.reload()
                }
                Text("\(selection.count) selected")
                    .accessibilityIdentifier("selected-count")
                Text("Last: \(store.lastRefresh)")
                    .accessibilityIdentifier("last-refresh")
            }
            .navigationTitle("Contacts")
        }
    }
}
