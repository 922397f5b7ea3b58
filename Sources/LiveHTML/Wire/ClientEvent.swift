/// A user action on one element, numbered by the client.
public struct ClientEvent: Equatable, Sendable {
    public var seq: Int
    public var kind: EventKind
    public var target: String
    public var value: String?

    public init(seq: Int, kind: EventKind, target: String, value: String? = nil) {
        self.seq = seq
        self.kind = kind
        self.target = target
        self.value = value
    }
}
