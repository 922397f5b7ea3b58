import LiveUI

/// A mailbox of 10,000 messages in a `List`: like a lazy stack, only the
/// rows near the screen reach the page.
struct InboxApp: View {
    struct Message: Identifiable, Sendable {
        let id: Int
        var subject: String { "Message \(id)" }
    }
    static let messages = (0..<10_000).map { Message(id: $0) }
    @State private var opened: Int?

    var body: some View {
        VStack {
            Text(opened.map { "Opened message \($0)" } ?? "Inbox").font(.headline).accessibilityIdentifier("status")
            List(Self.messages) { message in
                Button(message.subject) { opened = message.id }
            }
            .accessibilityIdentifier("inbox")
        }
    }
}
