import LiveHTML

/// Why the session refused an event. Safe to show to the client.
public enum SessionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No element with that id is on the page (any more).
    case unknownTarget(String)
    /// The element exists but does not take that kind of event (e.g. input on a button).
    case wrongKind(target: String, kind: EventKind)
    /// The event's sequence number is not the next one.
    case outOfOrder(expected: Int, got: Int)

    public var code: String {
        switch self {
        case .unknownTarget: return "unknown_target"
        case .wrongKind: return "wrong_kind"
        case .outOfOrder: return "out_of_order"
        }
    }

    public var description: String {
        switch self {
        case .unknownTarget(let id): return "no element \"\(id.prefix(64))\" on this page"
        case .wrongKind(let id, let kind): return "element \"\(id.prefix(64))\" does not accept \(kind.rawValue) events"
        case .outOfOrder(let expected, let got): return "event \(got) out of order: expected \(expected)"
        }
    }
}
