/// Why a test-driver step failed.
public enum TestError: Error, CustomStringConvertible, Equatable {
    case notFound(String)
    case ambiguous(String, count: Int)
    case refused(String)
    case diverged(String)
    case notATextField(String)

    public var description: String {
        switch self {
        case .notFound(let what): return "not found: \(what)"
        case .ambiguous(let what, let count): return "\(count) elements match \(what)"
        case .refused(let why): return "the session refused the event: \(why)"
        case .diverged(let why): return "the patched page differs from the server's: \(why)"
        case .notATextField(let what): return "cannot type into \(what): it is not a text field"
        }
    }
}
