import Foundation
import LiveHTML
import LiveUI

/// What a session knows about its tab besides the view tree: the traits the
/// browser reported, the storage its `@AppStorage` and `@SceneStorage` use,
/// the color scheme the views prefer, and a URL waiting to be opened.
struct EnvironmentState {
    /// The root's environment before the tab's traits (the app's images).
    var base = EnvironmentValues()
    var traits = ClientTraits()
    var appStorage: StorageArea?
    var sceneStorage: StorageArea?
    /// `.preferredColorScheme(_:)` of the last render.
    var preferred: ColorScheme?
    /// What `openURL` asked the browser to open, for the next patch.
    var open: String?
    /// The browser's id (its cookie), whose `@AppStorage` and `@SceneStorage` the session uses.
    var browser: String?
    /// `traits.language` as a Locale, made once per change rather than per render.
    var locale: Locale?
}

extension Session {
    /// The longest URL `openURL` sends to the browser.
    static let maxOpenURLBytes = 8 * 1024

    /// The id of the browser whose storage the session uses (nil: values last only as long as the session).
    package var browserID: String? {
        get { environmentState.browser }
        set { environmentState.browser = newValue }
    }

    /// The browser's traits as last reported (scheme, visibility, language, tab id).
    public var clientTraits: ClientTraits { environmentState.traits }

    /// The scheme the page shows: the views' preference, else the browser's.
    public var colorScheme: ColorScheme {
        environmentState.preferred ?? (environmentState.traits.scheme == .dark ? .dark : .light)
    }

    /// What `.preferredColorScheme(_:)` asks for (nil: the browser's scheme).
    public var preferredColorScheme: ColorScheme? { environmentState.preferred }

    /// Takes what the browser reported (`join`, `env`): the fields it sent
    /// replace the ones known; the views re-render if anything changed.
    public func setTraits(_ traits: ClientTraits) {
        var merged = environmentState.traits
        if let scheme = traits.scheme { merged.scheme = scheme }
        if let phase = traits.phase { merged.phase = phase }
        if let language = traits.language { merged.language = language }
        if let tab = traits.tab { merged.tab = tab }
        guard merged != environmentState.traits else { return }
        if merged.language != environmentState.traits.language {
            environmentState.locale = merged.language.map(Locale.init(identifier:))
            // In the root's environment itself, not set on each render's copy (see `rootEnvironment`).
            environmentState.base.locale = environmentState.locale ?? EnvironmentValues().locale
        }
        environmentState.traits = merged
        invalidate(animation: nil)
    }

    /// Connects the browser's `@AppStorage` values (nil: values last only as long as the session).
    package func attachAppStorage(_ area: StorageArea?) {
        guard area !== environmentState.appStorage else { return }
        environmentState.appStorage?.stopObserving(link)
        environmentState.appStorage = area
        invalidate(animation: nil)
    }

    /// Connects the tab's `@SceneStorage` values, once the tab said who it is.
    package func attachSceneStorage(_ area: StorageArea?) {
        guard area !== environmentState.sceneStorage else { return }
        environmentState.sceneStorage?.stopObserving(link)
        environmentState.sceneStorage = area
        invalidate(animation: nil)
    }

    /// The session is over: other tabs' changes no longer re-render it.
    public func detachStorage() {
        environmentState.appStorage?.stopObserving(link)
        environmentState.sceneStorage?.stopObserving(link)
    }

    /// The environment the root view renders in.
    func rootEnvironment() -> EnvironmentValues {
        // The references (storage areas, the openURL closure) go into `base` when they
        // change, so every render's root environment shares base's box: setting them on
        // each render's copy made two new ≈ 450-byte boxes per render (allocated and
        // copied), and one outlived the render wherever a stored view kept the root's environment.
        if environmentState.base.systemOpenURL == nil {
            // One closure for the session's life: a new one each render would make
            // every environment differ from the last, and no view be reused (issue #16).
            environmentState.base.systemOpenURL = { [link] url in link.session?.requestOpen(url) ?? false }
        }
        if environmentState.base.appStorage !== environmentState.appStorage { environmentState.base.appStorage = environmentState.appStorage }
        if environmentState.base.sceneStorage !== environmentState.sceneStorage {
            environmentState.base.sceneStorage = environmentState.sceneStorage
        }
        // The page's edit mode and the browser's language are in `base` too: setting one on
        // each render's copy made a new box of the shared values each render, which no
        // stored view's environment then shared (EnvironmentBox.swift).
        store.supplyPageEditMode(&environmentState.base)
        var env = environmentState.base
        let traits = environmentState.traits
        env.colorScheme = colorScheme
        env.horizontalSizeClass = SizeClassBreakpoints.horizontal(width: viewport.width)
        env.verticalSizeClass = SizeClassBreakpoints.vertical(height: viewport.height)
        switch traits.phase {
        case .background?: env.scenePhase = .background
        case .inactive?: env.scenePhase = .inactive
        case .active?, nil: env.scenePhase = .active
        }
        return env
    }

    /// After a render: the root element carries the preferred scheme (the
    /// page's CSS follows it), and a new preference renders again, so
    /// `@Environment(\.colorScheme)` reads it everywhere.
    func adoptPreferences(_ ctx: RenderContext, into tree: inout Element) {
        if let scheme = ctx.preferredColorScheme { tree[attribute: "data-lv-scheme"] = scheme.rawValue }
        if ctx.preferredColorScheme != environmentState.preferred {
            environmentState.preferred = ctx.preferredColorScheme
            invalidate(animation: nil)
        }
    }

    /// `openURL`'s way to the browser: the next patch carries the URL. Only
    /// http, https, mailto and tel, and not too long; false otherwise.
    func requestOpen(_ url: URL) -> Bool {
        let text = url.absoluteString
        guard OpenURLAction.isOpenable(url), text.utf8.count <= Self.maxOpenURLBytes else { return false }
        environmentState.open = text
        invalidate(animation: nil)
        return true
    }
}
