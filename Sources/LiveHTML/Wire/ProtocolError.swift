/// Why a client message was refused. The text is safe to send back to the
/// client: it never contains paths, stack traces or other sessions' data.
public enum ProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    case malformedJSON(String)
    case unknownType(String)
    case missingField(String)
    case wrongType(field: String, expected: String)
    case invalidValue(field: String, reason: String)

    /// A stable machine-readable code, sent in `error` messages.
    public var code: String {
        switch self {
        case .malformedJSON: return "malformed_json"
        case .unknownType: return "unknown_type"
        case .missingField: return "missing_field"
        case .wrongType: return "wrong_type"
        case .invalidValue: return "invalid_value"
        }
    }

    public var description: String {
        switch self {
        case .malformedJSON(let why): return "malformed JSON: \(why)"
        case .unknownType(let t): return "unknown message type \"\(t.prefix(32))\""
        case .missingField(let f): return "missing field \"\(f)\""
        case .wrongType(let f, let expected): return "field \"\(f)\" must be \(expected)"
        case .invalidValue(let f, let reason): return "field \"\(f)\": \(reason)"
        }
    }
}
