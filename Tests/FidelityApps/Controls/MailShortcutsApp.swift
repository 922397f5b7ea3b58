import LiveUI

/// A mail composer driven from the keyboard, as desktop-class SwiftUI apps
/// write it: ⌘K opens a message, Return sends it (the sheet's default action,
/// disabled while the subject is empty), Escape cancels, ⇧⌘F flags what is
/// sent next. In a browser off Apple's systems ⌘ is Ctrl.
public struct MailShortcutsApp: View {
    @State private var composing = false
    @State private var sent: [String] = []
    @State private var flagged = false
    @State private var discarded = 0

    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                Toggle("Flag new messages", isOn: $flagged)
                    .keyboardShortcut("f", modifiers: [.command, .shift])
                if discarded > 0 { Text("Drafts discarded: \(discarded)") }
                Section("Sent") {
                    if sent.isEmpty { Text("Nothing sent yet") }
                    ForEach(sent, id: \.self) { Text($0) }
                }
            }
            .navigationTitle("Mail")
            .toolbar {
                Button("New Message") { composing = true }
                    .keyboardShortcut("k")
            }
            .sheet(isPresented: $composing) {
                ComposeSheet(send: { subject in sent.append(flagged ? "Flagged: " + subject : subject) }, discard: { discarded += 1 })
            }
        }
    }
}

private struct ComposeSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var subject = ""
    let send: (String) -> Void
    let discard: () -> Void

    var body: some View {
        NavigationStack {
            Form {
                TextField("Subject", text: $subject)
            }
            .navigationTitle("New Message")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        discard()
                        dismiss()
                    }
                        .keyboardShortcut(.cancelAction)
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") {
                        send(subject)
                        dismiss()
                    }
                    .keyboardShortcut(.defaultAction)
                    .disabled(subject.isEmpty)
                }
            }
        }
    }
}
