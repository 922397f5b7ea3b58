/// The latest messages of a topic shared by every session — every tab, and
/// with `LIVEUI_STORE=redis://…` every server process — as a chat room or a
/// ticker needs (issue #15 item 4; SwiftUI has no such thing). Reading it
/// shows the last `keep` messages, oldest first; `$name.publish(_:)` sends
/// one to everybody, and each session showing the topic re-renders.
///
///     struct Message: Codable, Sendable, Identifiable { var id: UUID; var author: String; var text: String }
///
///     struct Room: View {
///         @SharedTopic("lobby", keep: 50) private var messages: [Message]
///         var body: some View {
///             ForEach(messages) { Text("\($0.author): \($0.text)") }
///             Button("Wave") { $messages.publish(Message(id: UUID(), author: "me", text: "👋")) }
///         }
///     }
///
/// Messages from other processes are untrusted: one that is too big or does
/// not decode as `Message` is dropped (the server logs `topic.invalid`).
@MainActor @propertyWrapper
public struct SharedTopic<Message: Codable & Sendable>: DynamicProperty, DynamicPropertyBinding {
    let location: TopicLocation<Message>

    /// `name`: 1-128 letters, digits or `._-/:`; `keep`: how many of the latest messages the view sees.
    public init(_ name: String, keep: Int = 50) {
        location = TopicLocation(name: name, keep: max(1, keep))
    }

    public var wrappedValue: [Message] { location.messages }

    /// Sends messages to the topic.
    public var projectedValue: SharedTopicPublisher<Message> { SharedTopicPublisher(location: location) }

    func bind(_ ctx: RenderContext, _ key: StateStore.Key, _ env: EnvironmentValues) throws(RenderError) {
        location.bind(env.sharedTopics, ctx)
    }
}

/// What `$topic` gives: a way to publish to it.
@MainActor
public struct SharedTopicPublisher<Message: Codable & Sendable> {
    let location: TopicLocation<Message>

    /// The topic's name.
    public var name: String { location.name }

    /// Sends `message` to every session following the topic (this one included).
    public func publish(_ message: Message) { location.publish(message) }
}

/// Where a `@SharedTopic` reads: its hub's log once a render bound it; before
/// that (or in a session without a hub) only what it published itself.
@MainActor
final class TopicLocation<Message: Codable & Sendable> {
    let name: String
    let keep: Int
    private var hub: SharedTopicHub?
    private var log: TopicLog?
    private var unbound: [Message] = []
    /// The decoded messages of `log` at `decodedVersion`.
    private var decoded: [Message] = []
    private var decodedVersion = -1
    private var undecodable: Set<String> = []

    init(name: String, keep: Int) {
        self.name = name
        self.keep = keep
    }

    func bind(_ hub: SharedTopicHub?, _ ctx: RenderContext) {
        self.hub = hub
        log = hub?.log(name)
        log?.observe(ctx.store.target)
    }

    var messages: [Message] {
        guard let log, let hub else { return Array(unbound.suffix(keep)) }
        if decodedVersion != log.version {
            let decoder = JSONDecoder()
            decoded = log.entries.suffix(keep).compactMap { entry in
                if let message = try? decoder.decode(Message.self, from: Data(entry.json)) { return message }
                if undecodable.insert(entry.id).inserted {
                    hub.warn("a message on topic \"\(name)\" was dropped: it is not a \(Message.self)")
                }
                return nil
            }
            decodedVersion = log.version
        }
        return decoded
    }

    func publish(_ message: Message) {
        guard let hub else {
            unbound.append(message)
            if unbound.count > keep { unbound.removeFirst(unbound.count - keep) }
            return
        }
        hub.publish(message, to: name)
    }
}
