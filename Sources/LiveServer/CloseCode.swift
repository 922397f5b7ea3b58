/// WebSocket close codes LiveUI uses (see docs/protocol.md).
public enum CloseCode: UInt16, Sendable {
    /// The server is shutting down (SIGINT/SIGTERM).
    case goingAway = 1001
    /// A binary frame: the protocol is JSON text only.
    case unsupportedData = 1003
    /// Invalid UTF-8 in a text frame (enforced by libwebsockets).
    case invalidPayload = 1007
    /// Too many events (rate limit), or a refused join. (A client whose outbox never drains
    /// is dropped without a close frame: it could not read one.)
    case policyViolation = 1008
    /// A message over the size cap.
    case messageTooBig = 1009
    /// The server is at its session limit.
    case tryAgainLater = 1013
}
