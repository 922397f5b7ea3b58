import LiveHTML
import LiveRuntime
import LiveUI

/// LiveUI's LiveViewTest: drive a view like a user, in-process.
///
///     let page = TestSession { ContentView() }
///     try page.textField("Username").type("alice")
///     try page.button("Login").click()
///     page.advance(by: 1)
///     #expect(page.hasText("Hello alice!"))
///
/// Every event and patch goes through its JSON wire form, and the page the
/// test sees is rebuilt from the patches alone, then checked against the
/// server's tree after every message.
@MainActor
public final class TestSession {
    public let session: Session
    public let clock: ManualScheduler
    /// The page as a browser would have it, built from wire messages only.
    public private(set) var page: Element
    /// Every server → client message, as JSON text.
    public private(set) var wire: [String] = []
    /// Patches received, decoded.
    public private(set) var patches: [Patch] = []
    /// Errors the server reported for events.
    public private(set) var errors: [String] = []
    private var seq = 0

    /// The browser's history as the client keeps it, and where it is.
    public private(set) var history: [String]
    public private(set) var historyIndex = 0
    private var depth = 0

    /// Mounts `root` at `path`; a `path` under `route` opens a deep link.
    public init<V: View>(path: String = "/", route: String? = nil, viewport: Viewport = .default, @ViewBuilder root: () -> V) {
        let clock = ManualScheduler()
        self.clock = clock
        session = Session(path: path, route: route, viewport: viewport, scheduler: clock, root: root)
        history = [session.url]
        depth = session.navigationDepth
        let joined = ServerMessage.joined(token: "test", version: session.version, ack: 0, html: session.html, title: session.title)
        wire.append(joined.encode())
        // Our own renderer's output always parses; a failure here is a LiveUI bug worth crashing the test for.
        page = try! HTMLParser.parseElement(session.html)
        session.onPatch = { [weak self] patch in self?.receive(.patch(patch)) }
    }

    // MARK: Finding elements

    /// A text field or secure field by its label (title) or placeholder.
    public func textField(_ label: String) throws -> TestElement {
        TestElement(page: self, id: try page.textFieldID(label))
    }

    /// A button by its visible text (trimmed), or its accessible label.
    public func button(_ title: String) throws -> TestElement {
        TestElement(page: self, id: try page.buttonID(title))
    }

    /// A navigation link by its visible text.
    public func link(_ title: String) throws -> TestElement {
        TestElement(page: self, id: try page.linkID(title))
    }

    /// The page's URL (route plus pushed views).
    public var url: String { history[historyIndex] }

    /// The browser's back button: the client sends the URL it went back to.
    public func back() throws {
        guard historyIndex > 0 else { throw TestError.notFound("a page to go back to") }
        historyIndex -= 1
        try browserNavigated()
    }

    /// The browser's forward button.
    public func forward() throws {
        guard historyIndex + 1 < history.count else { throw TestError.notFound("a page to go forward to") }
        historyIndex += 1
        try browserNavigated()
    }

    private func browserNavigated() throws {
        guard case .nav(let path) = try ClientMessage.decode(ClientMessage.nav(path: history[historyIndex]).encode()) else { return }
        session.navigate(to: path)
        clock.runDue()
    }

    /// What liveui.js does with a patch's navigation: push, step back, or replace.
    private func follow(_ nav: NavigationSpec) {
        if nav.url != history[historyIndex] {
            if nav.depth > depth {
                history = Array(history.prefix(historyIndex + 1)) + [nav.url]
                historyIndex += 1
            } else if nav.depth < depth, historyIndex - (depth - nav.depth) >= 0,
                      history[historyIndex - (depth - nav.depth)] == nav.url {
                historyIndex -= depth - nav.depth
            } else {
                history[historyIndex] = nav.url
            }
        }
        depth = nav.depth
    }

    /// Any element by its id.
    public func element(id: String) throws -> TestElement {
        guard page.find(id: id) != nil else { throw TestError.notFound("element #\(id)") }
        return TestElement(page: self, id: id)
    }

    /// Whether some element's own text is exactly `text`, or the page's text contains it.
    public func hasText(_ text: String) -> Bool { page.hasText(text) }

    /// The page's text, element texts joined by spaces.
    public var visibleText: String { page.visibleText }

    public var html: String { HTMLRenderer.html(page) }
    public var title: String { session.title }

    // MARK: Driving

    /// Moves the session's clock, running timers and the renders they cause.
    public func advance(by seconds: Double) {
        clock.advance(by: seconds)
    }

    /// Sends one event through the wire encoding; returns the server's error text, if any.
    @discardableResult
    func send(_ kind: EventKind, to id: String, value: String? = nil) throws -> String? {
        seq += 1
        let message = ClientMessage.event(ClientEvent(seq: seq, kind: kind, target: id, value: value))
        guard case .event(let event) = try ClientMessage.decode(message.encode()) else { fatalError("event round trip") }
        if let value, kind == .input {
            // The browser changes its own field before telling the server.
            page.update(id: id) { $0[attribute: "value"] = value }
        }
        let outcome = session.handle(event)
        if let error = outcome.error {
            receive(.error(code: error.code, message: error.description, seq: event.seq))
        }
        receive(.patch(outcome.patch))
        clock.runDue()
        return outcome.error?.description
    }

    /// Sends a raw event with an explicit sequence number, for protocol tests.
    public func sendRaw(_ event: ClientEvent) -> EventOutcome {
        if let value = event.value, event.kind == .input, event.seq == session.lastSeq + 1,
           page.find(id: event.target)?.tag == "input" {
            page.update(id: event.target) { $0[attribute: "value"] = value }
        }
        let outcome = session.handle(event)
        receive(.patch(outcome.patch))
        return outcome
    }

    private func receive(_ message: ServerMessage) {
        let text = message.encode()
        wire.append(text)
        guard let decoded = try? ServerMessage.decode(text) else { fatalError("server message does not decode: \(text)") }
        switch decoded {
        case .patch(let patch):
            patches.append(patch)
            do {
                try PatchApplier.apply(patch.ops, to: &page)
            } catch {
                fatalError("patch does not apply: \(error)")
            }
            if let nav = patch.navigation { follow(nav) }
            precondition(masked(page) == session.document, "patched page differs from the server's tree:\n\(HTMLRenderer.html(page))\n---\n\(session.html)")
        case .error(_, let message, _):
            errors.append(message)
        default:
            break
        }
    }

    /// The page as the server may know it: password values exist only in the browser.
    private func masked(_ element: Element) -> Element {
        var copy = element
        for e in element.allElements() where e.tag == "input" && e[attribute: "type"] == "password" {
            let value = e[attribute: "value"] ?? ""
            copy.update(id: e.id) { $0[attribute: "value"] = value.isEmpty ? "" : nil }
        }
        return copy
    }
}
