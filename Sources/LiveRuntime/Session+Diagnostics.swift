extension Session {
    /// Something a render found wrong: an error shown in place of a view, or a warning.
    public struct Diagnostic: Sendable, Equatable {
        public let message: String
        public let isError: Bool
    }

    /// Whether renders found problems or warnings since the last `takeDiagnostics`.
    public var hasDiagnostics: Bool { !diagnostics.isEmpty }

    /// The problems and warnings found since the last call, oldest first (for the server's log).
    public func takeDiagnostics() -> [Diagnostic] {
        defer { diagnostics.removeAll() }
        return diagnostics
    }
}
