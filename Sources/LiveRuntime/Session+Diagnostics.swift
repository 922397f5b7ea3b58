extension Session {
    /// Something a render found wrong: an error shown in place of a view, or a warning.
    public struct Diagnostic: Sendable, Equatable {
        public let message: String
        public let isError: Bool
    }

    /// Whether renders found problems or warnings since the last `takeDiagnostics`.
    public var hasDiagnostics: Bool { !diagnostics.isEmpty }

    /// What `flush` says when state still changed after its last round of renders (logged once a session).
    static let unsettled =
        "state still changed after 16 renders in one turn: an onChange, onPreferenceChange or onAppear action "
        + "that changes what it watches every time? The rest renders with the next event (SwiftUI warns "
        + "\"tried to update multiple times per frame\")"

    /// Warns that a turn ended with state still changing (`flush`).
    func noteUnsettled() {
        guard seenDiagnostics.count < 100, seenDiagnostics.insert(Self.unsettled).inserted else { return }
        diagnostics.append(Diagnostic(message: Self.unsettled, isError: false))
    }

    /// The problems and warnings found since the last call, oldest first (for the server's log).
    public func takeDiagnostics() -> [Diagnostic] {
        defer { diagnostics.removeAll() }
        return diagnostics
    }
}
