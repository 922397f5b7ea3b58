import LiveRuntime

// MARK: Per-view invalidation (issue #16)

extension TestSession {
    /// From now on, every render of the session is checked against a render
    /// that evaluates every view (`LIVEUI_RENDER_CHECK=1` turns it on for
    /// every test session); a difference fails the running test like a page
    /// that diverged. The first render is never cached, so nothing is missed.
    public func checkRenders(_ on: Bool = true) { session.renderCheck = on }

    /// Views evaluated and reused by the session's last render.
    public var lastRenderCounts: (evaluated: Int, reused: Int) { session.lastRenderCounts }
}
