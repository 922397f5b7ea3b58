/// Where the server wants the browser's focus after a patch, because the app
/// changed a `@FocusState`. Sent only when the app changed it, never to
/// follow the user's own focus changes, so typing is never interrupted.
public enum FocusRequest: Equatable, Sendable {
    /// Focus the element with this id.
    case element(String)
    /// Blur the focused element (the app cleared its focus state).
    case clear

    /// On the wire: the element id, or the empty string for `clear` (ids are never empty).
    func write<Out: JSONOutput>(into out: inout Out) {
        switch self {
        case .element(let id): JSONWriter.string(id, into: &out)
        case .clear: out.raw("\"\"")
        }
    }

    static func decode(_ v: JSONValue) throws(ProtocolError) -> FocusRequest {
        guard let id = v.string else { throw .wrongType(field: "focus", expected: "a string") }
        return id.isEmpty ? .clear : .element(id)
    }
}
