import LiveHTML
import LiveRuntime

/// One event as the server serves it: the page's JSON decoded, handled, and the
/// patch encoded for the wire. Returns the outcome and the patch's bytes.
@MainActor func serve(_ event: ClientEvent, to session: Session) throws -> (outcome: EventOutcome, bytes: Int) {
    guard case .event(let decoded) = try ClientMessage.decode(ClientMessage.event(event).encode()) else {
        fatalError("an event did not decode as an event")
    }
    let outcome = session.handle(decoded)
    return (outcome, ServerMessage.patch(outcome.patch).encodeBytes().count)
}
