import Foundation

/// One line of the chat room: who, what, when. Codable, so it travels
/// between server processes (`@SharedTopic`).
struct ChatMessage: Codable, Identifiable, Hashable, Sendable {
    var id: UUID
    var author: String
    var text: String
    var sent: Date

    init(author: String, text: String, sent: Date = Date()) {
        self.id = UUID()
        self.author = author
        self.text = text
        self.sent = sent
    }
}
