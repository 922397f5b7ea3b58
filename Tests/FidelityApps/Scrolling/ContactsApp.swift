import LiveUI

/// An address book of 10,000 people in a lazy stack: only the rows near the
/// screen reach the page. "Jump to 5000" scrolls to a row far down with
/// `ScrollViewReader`; tapping a row selects it.
struct ContactsApp: View {
    @State private var selected: DirectoryEntry?

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                HStack {
                    Text("Contacts").font(.title).bold()
                    Spacer()
                    Button("Top") { proxy.scrollTo(0, anchor: .top) }
                    Button("Jump to 5000") {
                        withAnimation { proxy.scrollTo(5000, anchor: .top) }
                    }
                    .buttonStyle(.borderedProminent)
                }
                .padding()
                Text(selected.map { "Selected: \($0.name)" } ?? "No one selected")
                    .font(.footnote)
                    .accessibilityIdentifier("selection")
                Divider()
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(DirectoryEntry.directory) { contact in
                            Button {
                                selected = contact
                            } label: {
                                ContactRow(contact: contact, isSelected: selected?.id == contact.id)
                            }
                            .buttonStyle(.plain)
                            .accessibilityLabel(contact.name)
                        }
                    }
                }
                .accessibilityIdentifier("contacts")
            }
        }
    }
}

struct DirectoryEntry: Identifiable, Hashable, Sendable {
    let id: Int

    static let firstNames = ["Ava", "Ben", "Chloe", "Dev", "Elena", "Farid", "Grace", "Hiro", "Ines", "Jonas"]
    static let lastNames = ["Abbott", "Baker", "Castro", "Dubois", "Eriksen", "Fischer", "Garcia", "Haddad", "Ito", "Jensen"]
    /// Shared by every session (an immutable constant): each tab's view holds the same array.
    static let directory = (0..<10_000).map { DirectoryEntry(id: $0) }

    var name: String { Self.firstNames[id % 10] + " " + Self.lastNames[(id / 10) % 10] }
    var phone: String { "+1 555 " + String(1000 + id) }
}

struct ContactRow: View {
    let contact: DirectoryEntry
    let isSelected: Bool

    var body: some View {
        HStack(spacing: 12) {
            Text(String(contact.name.prefix(1)))
                .font(.headline)
                .foregroundStyle(.white)
                .frame(width: 36, height: 36)
                .background(Color.blue, in: Circle())
            VStack(alignment: .leading, spacing: 2) {
                Text(contact.name)
                Text(contact.phone).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Text("#\(contact.id)").font(.caption).monospacedDigit().foregroundStyle(.secondary)
        }
        .padding(.horizontal)
        .frame(height: 56)
        .background(isSelected ? Color.blue.opacity(0.15) : Color.clear)
    }
}

/// The same rows in a plain `VStack`: every one is rendered and sent.
struct EagerContactsApp: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(DirectoryEntry.directory) { contact in
                    ContactRow(contact: contact, isSelected: false)
                }
            }
        }
    }
}
