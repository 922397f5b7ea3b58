import LiveHTML
import LiveRuntime
import LiveUI

/// One browser for `TestSession`s: its `@AppStorage` values (shared by every
/// session made with it, as tabs of one browser share them) and its tabs'
/// `@SceneStorage`, in a store in memory unless one is given.
///
///     let browser = TestBrowser()
///     let first = TestSession(browser: browser) { SettingsView() }
///     try first.toggle("Dark mode").click()
///     let second = TestSession(browser: browser) { SettingsView() }        // another tab: sees it
///     let again = TestSession(browser: browser, tab: first.tabID) { … }    // the first tab, reloaded
@MainActor
public final class TestBrowser {
    /// The browser's id, as the server's cookie would hold it.
    public let id: String
    public let coordinator: StorageCoordinator
    /// Messages about refused or unreadable stored values, oldest first (the server logs them).
    public private(set) var storageWarnings: [String] = []

    public init(id: String? = nil, store: any KeyValueStore = InMemoryKeyValueStore(), limits: StorageLimits = StorageLimits()) {
        self.id = id ?? Self.newID()
        coordinator = StorageCoordinator(store: store, limits: limits)
        coordinator.onWarning = { [weak self] message, _ in self?.storageWarnings.append(message) }
    }

    var appStorage: StorageArea { coordinator.appStorage(browser: id) }
    func sceneStorage(tab: String) -> StorageArea { coordinator.sceneStorage(browser: id, tab: tab) }

    /// A random id of the form the page and the cookie use (32 hex digits).
    nonisolated static func newID() -> String {
        (0..<2).map { _ in
            let hex = String(UInt64.random(in: 0...UInt64.max), radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}

// MARK: The browser's traits (color scheme, visibility, language, size)

extension TestSession {
    /// The traits a page sends at join, through their JSON form (as the server would read them).
    static func joinTraits(_ traits: ClientTraits, tab: String) -> ClientTraits {
        var withTab = traits
        withTab.tab = tab
        let join = ClientMessage.join(path: "/", viewport: .default, token: nil, version: nil, traits: withTab)
        guard case .join(_, _, _, _, let decoded)? = try? ClientMessage.decode(join.encode()) else {
            preconditionFailure("TestSession: traits that do not survive the wire (a tab id must be 16 to 64 letters, digits, - or _)")
        }
        return decoded
    }

    /// The browser switched to light or dark mode (`prefers-color-scheme`).
    public func setColorScheme(_ scheme: ColorScheme) throws {
        try report(ClientTraits(scheme: scheme == .dark ? .dark : .light))
    }

    /// The tab became visible and focused (`.active`), lost the focus (`.inactive`) or was hidden (`.background`).
    public func setScenePhase(_ phase: ScenePhase) throws {
        let wire: ClientTraits.Phase = phase == .active ? .active : phase == .inactive ? .inactive : .background
        try report(ClientTraits(phase: wire))
    }

    /// The browser's language changed (`navigator.language`, a BCP 47 tag).
    public func setLanguage(_ tag: String) throws {
        try report(ClientTraits(language: tag))
    }

    /// The window was resized (size classes and `UIScreen.main.bounds` follow).
    public func resize(to viewport: Viewport) throws {
        guard case .viewport(let decoded) = try ClientMessage.decode(ClientMessage.viewport(viewport).encode()) else { return }
        try throwingFailures {
            session.setViewport(decoded)
            clock.runDue()
        }
    }

    /// Sends an `env` message as the page does, and lets the session answer.
    private func report(_ traits: ClientTraits) throws {
        guard case .env(let decoded) = try ClientMessage.decode(ClientMessage.env(traits).encode()) else { return }
        try throwingFailures {
            session.setTraits(decoded)
            clock.runDue()
        }
    }
}
