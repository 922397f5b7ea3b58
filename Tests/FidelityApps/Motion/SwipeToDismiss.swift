import LiveUI

struct InboxMessage: Identifiable {
    let id: Int
    let subject: String
}

/// A row that follows a leftward swipe and is deleted past a threshold (or a
/// fast flick), otherwise snaps back.
struct SwipeRow: View {
    let message: InboxMessage
    let onDelete: () -> Void
    @State private var offset: CGFloat = 0

    var body: some View {
        HStack {
            Text(message.subject)
            Spacer()
        }
        .padding()
        .background(Color.yellow.opacity(0.3))
        .offset(x: offset)
        .gesture(
            DragGesture(minimumDistance: 20)
                .onChanged { value in
                    if value.translation.width < 0 {
                        offset = value.translation.width
                    }
                }
                .onEnded { value in
                    if value.translation.width < -80 || value.predictedEndTranslation.width < -240 {
                        withAnimation(.easeOut(duration: 0.25)) {
                            onDelete()
                        }
                    } else {
                        withAnimation(.snappy) {
                            offset = 0
                        }
                    }
                }
        )
        .accessibilityIdentifier("row-\(message.id)")
    }
}

public struct InboxView: View {
    @State private var messages = [
        InboxMessage(id: 1, subject: "Lunch on Friday?"),
        InboxMessage(id: 2, subject: "Your order has shipped"),
        InboxMessage(id: 3, subject: "Team offsite agenda"),
    ]

    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            Text("\(messages.count) messages").font(.headline)
            ForEach(messages) { message in
                SwipeRow(message: message) {
                    messages.removeAll { $0.id == message.id }
                }
                .transition(.move(edge: .leading))
            }
        }
    }
}
