import Foundation

/// `@Environment(\.openURL)`: opens a URL in the browser. http and https
/// open in a new tab (the live page stays), mailto and tel in place (the
/// mail or phone app); any other scheme is refused (the completion gets
/// `false`). Call it from an action the user started (a button): browsers
/// block new tabs opened without a click.
///
///     @Environment(\.openURL) private var openURL
///     Button("Help") { openURL(URL(string: "https://example.com/help")!) }
public struct OpenURLAction {
    /// What a handler set with `.environment(\.openURL, OpenURLAction { url in … })` decided.
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled, discarded
            case system(URL?)
        }
        let kind: Kind

        /// The handler opened the URL itself.
        public static let handled = Result(kind: .handled)
        /// The URL is not opened.
        public static let discarded = Result(kind: .discarded)
        /// The browser opens it (see the type's rules).
        public static let systemAction = Result(kind: .system(nil))
        /// The browser opens this URL instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
    }

    let handler: (@MainActor (URL) -> Result)?
    /// The session's own opener, bound when the action is read from the environment.
    let system: (@MainActor (URL) -> Bool)?

    /// An action that asks `handler` first: `.systemAction` passes the URL on to the browser.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
        self.system = nil
    }

    init(handler: (@MainActor (URL) -> Result)?, system: (@MainActor (URL) -> Bool)?) {
        self.handler = handler
        self.system = system
    }

    @MainActor public func callAsFunction(_ url: URL) {
        _ = open(url)
    }

    /// `completion` learns whether the URL was opened (false for refused schemes and discarded URLs).
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping @MainActor (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    @MainActor private func open(_ url: URL) -> Bool {
        switch handler?(url).kind ?? .system(nil) {
        case .handled: return true
        case .discarded: return false
        case .system(let other): return system?(other ?? url) ?? false
        }
    }

    /// Whether the browser may be told to open `url`: http, https, mailto and tel only.
    package static func isOpenable(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return ["http", "https", "mailto", "tel"].contains(scheme)
    }
}

extension View {
    @available(*, unavailable, message: "LiveUI serves deep links as navigation paths (see NavigationStack), not through onOpenURL")
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}
