import Foundation
import LiveUI

/// A small chat room (`/chat`): everybody on the page — in every tab, on
/// every server process sharing one Redis — sees the last messages and
/// each new one as it is sent (issue #15 item 4).
struct ChatRoomView: View {
    @SharedTopic("chat.lobby", keep: 30) private var messages: [ChatMessage]
    @State private var name = ""
    @State private var draft = ""

    private var canSend: Bool {
        !name.trimmingCharacters(in: .whitespaces).isEmpty && !draft.trimmingCharacters(in: .whitespaces).isEmpty
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Lobby")
                .font(.largeTitle)
            if messages.isEmpty {
                Text("No messages yet. Say hello!")
                    .foregroundColor(.secondary)
            } else {
                VStack(alignment: .leading, spacing: 6) {
                    ForEach(messages) { message in
                        MessageRow(message: message, isMine: message.author == name)
                    }
                }
                .accessibilityIdentifier("messages")
            }
            TextField("Your name", text: $name)
                .textFieldStyle(.roundedBorder)
            HStack {
                TextField("Message", text: $draft)
                    .textFieldStyle(.roundedBorder)
                    .onSubmit(send)
                Button("Send", action: send)
                    .disabled(!canSend)
            }
        }
        .padding()
        .navigationTitle("Chat")
    }

    private func send() {
        guard canSend else { return }
        $messages.publish(ChatMessage(author: name.trimmingCharacters(in: .whitespaces), text: draft))
        draft = ""
    }
}

private struct MessageRow: View {
    let message: ChatMessage
    let isMine: Bool

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 6) {
            Text(message.author)
                .fontWeight(.semibold)
                .foregroundColor(isMine ? .accentColor : .primary)
            Text(message.text)
        }
    }
}
