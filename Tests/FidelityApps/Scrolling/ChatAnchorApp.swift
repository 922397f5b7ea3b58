import LiveUI

/// A chat that opens at its latest message, as iOS 17 chats write it: a scroll view
/// anchored at the bottom (`.defaultScrollAnchor(.bottom)`), a composer bar under it,
/// and a horizontal strip of recent photos that opens at its trailing end.
public struct ChatAnchorApp: View {
    @State private var messages = (1...40).map { "Message \($0)" }
    @State private var draft = ""

    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal) {
                HStack {
                    ForEach(1...30, id: \.self) { i in
                        Text("Photo \(i)").padding(8).background(.gray.opacity(0.2), in: .rect(cornerRadius: 6))
                    }
                }
            }
            .defaultScrollAnchor(.trailing)
            .accessibilityIdentifier("photos")
            ScrollView {
                VStack(alignment: .leading, spacing: 8) {
                    ForEach(messages, id: \.self) { Text($0) }
                }
                .padding()
            }
            .defaultScrollAnchor(.bottom)
            .safeAreaInset(edge: .bottom) {
                HStack {
                    TextField("Message", text: $draft)
                    Button("Send") {
                        messages.append(draft.isEmpty ? "Message \(messages.count + 1)" : draft)
                        draft = ""
                    }
                }
                .padding(8)
                .background(.bar)
            }
            .accessibilityIdentifier("messages")
        }
        .frame(height: 420)
    }
}
