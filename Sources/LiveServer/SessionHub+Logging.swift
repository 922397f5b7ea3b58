import LiveRuntime

/// What the hub logs once per process: render problems, stored-state warnings; and how it names paths in the log.
extension SessionHub {
    /// A page's path as the log shows it: the route, and `/…` for the
    /// navigated part, whose slugs come from link labels and values (which
    /// may be what a user typed: a todo's title).
    static func loggedPath(_ path: String, route: String) -> String {
        path == route ? route : (route == "/" ? "/…" : route + "/…")
    }

    /// Logs, once per process each, the render problems and warnings a session has collected.
    func reportProblems(of session: Session) {
        let found = session.takeDiagnostics()
        guard !found.isEmpty else { return }
        for diagnostic in found {
            let key = session.route + "\u{0}" + diagnostic.message
            guard !reported.contains(key) else { continue }
            // Bounded: when full, start over (a problem may then be logged once more).
            if reported.count >= 10_000 { reported.removeAll() }
            reported.insert(key)
            log.write(
                diagnostic.isError ? .error : .warn, diagnostic.isError ? "render.problem" : "render.warning",
                ["route": .string(session.route), "message": .string(diagnostic.message)])
        }
    }

    /// Logs `message` at warn, once per process and route.
    func warnOnce(_ event: String, _ message: String, route: String) {
        let key = route + "\u{0}" + message
        guard !reported.contains(key) else { return }
        if reported.count >= 10_000 { reported.removeAll() }
        reported.insert(key)
        log.warn(event, ["route": .string(route), "message": .string(message)])
    }
}
