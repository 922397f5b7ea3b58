import CLibWebSockets

/// libwebsockets reports failure as a negative or non-zero `int`, or a NULL
/// pointer. This is the one place those become Swift errors.
public struct LWSError: Error, CustomStringConvertible, Sendable {
    public let call: String
    public let code: Int32

    public var description: String { "libwebsockets: \(call) failed (\(code))" }

    /// Throws if `pointer` is NULL.
    static func check<T>(_ pointer: T?, _ call: String) throws(LWSError) -> T {
        guard let pointer else { throw LWSError(call: call, code: -1) }
        return pointer
    }

    /// lws_write returns the byte count, or < 0 on a fatal error for that connection.
    static func checkWrite(_ written: Int32, expected: Int) -> Bool {
        written >= 0 && Int(written) >= expected
    }
}
