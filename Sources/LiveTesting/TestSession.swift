import Foundation
import LiveHTML
import LiveRuntime
import LiveUI
import Testing

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
///
/// A page that diverges from the server's tree, a message that does not
/// decode or a patch that does not apply fails the running test with both
/// trees in the message, and the driver carries on from the server's tree:
/// a step that sends an event throws `TestError.diverged`; a patch a timer
/// caused (`advance(by:)`) is recorded as an issue of the running Swift
/// Testing test. Either way it is in `failures`.
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
    /// Every mismatch found between the page and the server, oldest first.
    public private(set) var failures: [String] = []
    private var seq = 0
    private var reportedRenderChecks = 0
    /// Hibernates the session before every event and every clock move (`LIVEUI_TEST_HIBERNATE=1`
    /// turns it on for every test session): each must then patch the page as the awake session would.
    public var hibernatesBeforeEachStep = false
    /// Steps before which the session was asked to hibernate, and how many times it did.
    public private(set) var hibernationsAsked = 0
    public private(set) var hibernations = 0
    /// The browser this tab belongs to (its `@AppStorage`).
    public let browser: TestBrowser
    /// The tab's id (its `@SceneStorage`): a session made with the same one is this tab reloaded.
    public let tabID: String
    /// URLs the app opened with `openURL`, oldest first, as the page was told to open them.
    public internal(set) var openedURLs: [String] = []
    /// Where the session's state is kept across "restarts" (issue #15), if anywhere: see `restart`.
    public let durable: DurableTab?

    /// The browser's history as the client keeps it, and where it is.
    public private(set) var history: [String]
    public private(set) var historyIndex = 0
    private var depth = 0

    /// Mounts `root` at `path`; a `path` under `route` opens a deep link.
    ///
    /// `browser` holds `@AppStorage` (pass one to several sessions: tabs of one
    /// browser); `tab` names the tab for `@SceneStorage` (a new session with the
    /// same browser and tab is that tab reloaded); `traits` are what the browser
    /// reports at join (color scheme, visibility, language); `topics` holds
    /// `@SharedTopic`s (pass one hub to several sessions: one process's sessions).
    public init<V: View>(
        path: String = "/", route: String? = nil, viewport: Viewport = .default, imageAssets: ImageAssetTable = ImageAssetTable(),
        browser: TestBrowser? = nil, tab: String? = nil, traits: ClientTraits = ClientTraits(), durable: DurableTab? = nil,
        topics: SharedTopicHub = SharedTopicHub(), @ViewBuilder root: () -> V
    ) {
        let clock = ManualScheduler()
        self.durable = durable
        let restored = durable?.load(route: route ?? path)
        self.clock = clock
        let browser = browser ?? TestBrowser()
        self.browser = browser
        self.tabID = tab ?? TestBrowser.newID()
        session = Session(
            path: path, route: route, viewport: viewport, scheduler: clock, defaultTitle: "LiveUI", types: ViewTypeCache(),
            imageAssets: imageAssets, traits: Self.joinTraits(traits, tab: tabID), appStorage: browser.appStorage,
            sceneStorage: browser.sceneStorage(tab: tabID), restoring: restored?.snapshot, sharedTopics: topics, root: root)
        if let durable { durable.attach(session, written: restored?.records ?? [:]) }
        // MARK: Per-view invalidation (issue #16): see `checkRenders()`.
        let environment = ProcessInfo.processInfo.environment
        if environment["LIVEUI_RENDER_ALL"] == "1" { session.rendersEverything = true }
        if environment["LIVEUI_RENDER_CHECK"] == "1" { session.enableRenderCheck() }
        if environment["LIVEUI_TEST_HIBERNATE"] == "1" { hibernatesBeforeEachStep = true }
        seq = session.lastSeq
        history = [session.url]
        depth = session.navigationDepth
        let joined = ServerMessage.joined(
            token: durable?.token ?? "test", version: session.version, ack: session.lastSeq, html: session.html, title: session.title, boot: "test")
        wire.append(joined.encode())
        page = Element("div", id: "root")
        if let failure = resync(because: "the joined page's HTML does not parse") { record(failure) }
        // The browser focuses the first `autofocus` element on load (the server assumes it did).
        focusedID = page.allElements().first { $0[attribute: "autofocus"] != nil }?.id
        session.onPatch = { [weak self] patch in
            guard let self else { return }
            if let failure = self.receive(.patch(patch)) { self.record(failure) }
            if let focus = patch.focus {
                do { try self.follow(focus) } catch { self.record("moving focus as a patch asked failed: \(error)") }
            }
        }
    }

    /// The whole page, to search in: `page.find(.button("Save"))`.
    public var scope: TestScope { TestScope(page: self, rootID: nil, name: "the page") }

    // MARK: Finding elements

    /// A text field or secure field by its label (title or `.accessibilityLabel`) or placeholder.
    public func textField(_ label: String) throws -> TestElement { try scope.textField(label) }

    /// A button by its visible text (trimmed), or its accessible label.
    public func button(_ title: String) throws -> TestElement { try scope.button(title) }

    /// Every button with this text or label, in page order (`buttons("Delete")[1]`).
    public func buttons(_ title: String) throws -> [TestElement] { try scope.buttons(title) }

    /// A link by its visible text, or its accessible label.
    public func link(_ title: String) throws -> TestElement { try scope.link(title) }

    /// The one element `query` matches.
    public func find(_ query: PageQuery) throws -> TestElement { try scope.find(query) }

    /// Any element by `.accessibilityIdentifier(_:)`.
    public func element(identifier: String) throws -> TestElement { try scope.element(identifier: identifier) }

    /// The row, section or group around the element whose own text is `text`:
    /// `page.within(text: "Eggs").button("Delete")`.
    public func within(text: String) throws -> TestScope { try scope.within(text: text) }

    /// The view marked `.accessibilityIdentifier(identifier)`.
    public func within(identifier: String) throws -> TestScope { try scope.within(identifier: identifier) }

    /// The view marked `.accessibilityLabel(label)`.
    public func within(label: String) throws -> TestScope { try scope.within(label: label) }

    /// Any element by `.accessibilityLabel(_:)`.
    public func element(label: String) throws -> TestElement { try scope.element(label: label) }

    /// Every element `query` matches, in page order.
    public func findAll(_ query: PageQuery) throws -> [TestElement] { try scope.findAll(query) }

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
        // The session answers a navigation with a patch of its own (through onPatch): part of this step.
        try throwingFailures {
            session.navigate(to: path)
            clock.runDue()
        }
    }

    /// Runs due timers; a page they made diverge fails this step.
    private func runDue() throws {
        try throwingFailures { clock.runDue() }
    }

    /// Runs `work`; a divergence found by a patch it caused is thrown by this step.
    func throwingFailures(_ work: () -> Void) throws {
        let before = failures.count
        work()
        if failures.count > before { throw TestError.diverged(failures[before]) }
    }

    /// What liveui.js does with a patch's navigation: push, step back, or replace.
    private func follow(_ nav: NavigationSpec) {
        if nav.url != history[historyIndex] {
            if nav.depth > depth {
                history = Array(history.prefix(historyIndex + 1)) + [nav.url]
                historyIndex += 1
            } else if nav.depth < depth, historyIndex - (depth - nav.depth) >= 0,
                history[historyIndex - (depth - nav.depth)] == nav.url
            {
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

    private func hibernateIfAsked() {
        guard hibernatesBeforeEachStep else { return }
        hibernationsAsked += 1
        if session.hibernate() { hibernations += 1 }
    }

    /// Moves the session's clock, running timers and the renders they cause.
    public func advance(by seconds: Double) {
        hibernateIfAsked()
        clock.advance(by: seconds)
    }

    /// Sends one event through the wire encoding; returns the server's error text, if any.
    @discardableResult
    func send(_ kind: EventKind, to id: String, value: String? = nil, drag: DragSample? = nil) throws -> String? {
        seq += 1
        let message = ClientMessage.event(ClientEvent(seq: seq, kind: kind, target: id, value: value, drag: drag))
        guard case .event(let event) = try ClientMessage.decode(message.encode()) else {
            throw TestError.diverged("an event did not survive its JSON round trip: \(message.encode())")
        }
        if let value, kind == .input || kind == .change, page.find(id: id)?[attribute: "disabled"] == nil {
            // The browser changes its own field before telling the server (never a disabled one).
            page.update(id: id) { Self.showInput(value, in: &$0) }
        }
        hibernateIfAsked()
        let outcome = session.handle(event)
        lastIgnoredKey = outcome.patch.ignoredKey
        if let error = outcome.error {
            if let failure = receive(.error(code: error.code, message: error.description, seq: event.seq)) { try fail(failure) }
        }
        if let failure = receive(.patch(outcome.patch)) { try fail(failure) }
        if let focus = outcome.patch.focus { try follow(focus) }
        try runDue()
        return outcome.error?.description
    }

    /// The `key` event the last event's patch said every handler ignored (`Patch.ignoredKey`).
    var lastIgnoredKey: Int?

    // MARK: Focus

    /// The element with the browser's focus, as the page knows it (moved by
    /// the test's own steps and by patches that ask for it).
    public private(set) var focusedID: String?

    /// Moves the focus as a browser does: the element losing it reports a
    /// blur, the one gaining it a focus, each only if it is marked
    /// `data-lv-focus` (as liveui.js reports only those).
    func moveFocus(to id: String?) throws {
        guard id != focusedID else { return }
        let old = focusedID
        focusedID = id
        if let old, reportsFocus(old), let error = try send(.blur, to: old) { throw TestError.refused(error) }
        if let id, reportsFocus(id), let error = try send(.focus, to: id) { throw TestError.refused(error) }
    }

    private func reportsFocus(_ id: String) -> Bool { page.find(id: id)?[attribute: "data-lv-focus"] != nil }

    /// Whether the focused element reports its focus (a click on a button leaves it focused).
    var focusIsReported: Bool { focusedID.map(reportsFocus) ?? false }

    /// What liveui.js does with a patch's `focus`.
    private func follow(_ request: FocusRequest) throws {
        switch request {
        case .element(let id): if page.find(id: id) != nil { try moveFocus(to: id) }
        case .clear: try moveFocus(to: nil)
        }
    }

    /// Sends a raw event with an explicit sequence number, for protocol tests.
    public func sendRaw(_ event: ClientEvent) -> EventOutcome {
        if let value = event.value, event.kind == .input, event.seq == session.lastSeq + 1,
            page.find(id: event.target)?.tag == "input"
        {
            page.update(id: event.target) { $0[attribute: "value"] = value }
        }
        hibernateIfAsked()
        let outcome = session.handle(event)
        if let failure = receive(.patch(outcome.patch)) { record(failure) }
        return outcome
    }

    /// Puts an element the server never sent into the page, as a client bug would (tests of the driver).
    func corruptPageForTesting() {
        page.children.append(.element(Element("span", id: "bogus", children: [.text("Bogus")])))
    }

    /// Notes a failure and throws it, to stop the step that found it.
    private func fail(_ failure: String) throws -> Never {
        record(failure)
        throw TestError.diverged(failure)
    }

    /// Notes a failure, and records it as an issue of the running Swift Testing
    /// test, so that a divergence fails the test even if the step's error is
    /// caught. (Under XCTest: steps throw; check `failures` in `tearDown` for
    /// patches caused by timers.)
    private func record(_ failure: String) {
        failures.append(failure)
        if Test.current != nil {
            Issue.record(Comment(rawValue: "TestSession: " + failure))
        }
    }

    /// Rebuilds the page from the server's tree; returns a failure if that does not parse.
    private func resync(because reason: String) -> String? {
        do {
            page = try HTMLParser.parseElement(session.html)
            return nil
        } catch {
            return "\(reason): \(error)\n\(session.html)"
        }
    }

    /// Takes one server message as the client would; returns what went wrong, if anything
    /// (the page is then rebuilt from the server's tree, so the test can carry on).
    private func receive(_ message: ServerMessage) -> String? {
        if session.renderCheckFailures.count > reportedRenderChecks {
            let found = session.renderCheckFailures[reportedRenderChecks...]
            reportedRenderChecks = session.renderCheckFailures.count
            record("rendering with the render cache differs from rendering every view:\n" + found.joined(separator: "\n"))
        }
        let text = message.encode()
        wire.append(text)
        let decoded: ServerMessage
        do {
            decoded = try ServerMessage.decode(text)
        } catch {
            return resync(because: "a server message does not decode (\(error)): \(text)")
                ?? "a server message does not decode (\(error)): \(text)"
        }
        switch decoded {
        case .patch(let patch):
            patches.append(patch)
            if let url = patch.open { openedURLs.append(url) }
            if let nav = patch.navigation { follow(nav) }
            do {
                try PatchApplier.apply(patch.ops, to: &page)
                // A removed element loses the focus, without a blur event (as in Chromium).
                if let focused = focusedID, page.find(id: focused) == nil { focusedID = nil }
            } catch {
                let failure = "patch \(patch.version) does not apply (\(error)):\n\(text)\nto the page:\n\(HTMLRenderer.html(page))"
                return resync(because: failure) ?? failure
            }
            guard masked(page) == session.document else {
                let failure =
                    "after patch \(patch.version) the page differs from the server's tree.\npage:\n\(HTMLRenderer.html(page))\nserver:\n\(session.html)"
                return resync(because: failure) ?? failure
            }
        case .error(_, let message, _):
            errors.append(message)
        default:
            break
        }
        return nil
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
