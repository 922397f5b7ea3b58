import LiveUI

/// A chat whose message field stays under the list (`.safeAreaInset(edge:
/// .bottom)` on a `List`), and a log whose summary stays over a scroll view
/// (`.safeAreaInset(edge: .top)` on a `ScrollView`), as chat and feed samples
/// write them.
public struct ChatInsetApp: View {
    struct Message: Identifiable {
        let id: Int
        let text: String
    }

    @State private var messages = (1...30).map { Message(id: $0, text: "Message \($0)") }
    @State private var draft = ""

    public init() {}

    public var body: some View {
        NavigationStack {
            List(messages) { message in
                Text(message.text)
            }
            .navigationTitle("Chat")
            .safeAreaInset(edge: .bottom) {
                HStack {
                    TextField("Message", text: $draft)
                        .textFieldStyle(.roundedBorder)
                    Button("Send") {
                        messages.append(Message(id: messages.count + 1, text: draft))
                        draft = ""
                    }
                    .disabled(draft.isEmpty)
                }
                .padding()
                .background(.bar)
                .accessibilityIdentifier("composer")
            }
        }
    }
}

/// A scroll view of 60 log lines with their count over them.
public struct LogInsetApp: View {
    @State private var lines = (1...60).map { "Line \($0)" }

    public init() {}

    public var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(lines, id: \.self) { line in
                    Text(line).padding(.vertical, 4)
                }
            }
            .padding(.horizontal)
        }
        .safeAreaInset(edge: .top, spacing: 4) {
            HStack {
                Text("\(lines.count) lines")
                Spacer()
                Button("Clear") { lines.removeAll() }
            }
            .padding()
            .background(.ultraThinMaterial)
            .accessibilityIdentifier("summary")
        }
    }
}
