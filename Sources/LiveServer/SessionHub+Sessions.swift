import LiveHTML
import LiveRuntime
import LiveUI

/// How the hub makes a session for a route, and gives a tab its `@SceneStorage`.
extension SessionHub {
    /// `browser`: whose `@AppStorage` the views see (nil: a socket without the cookie, values kept by this session only).
    /// `restoring`: a stored session's state, put back as the views mount (SessionHub+Durable.swift).
    func makeSession(
        _ route: Route, path: String, viewport: Viewport, browser: String?, traits: ClientTraits = ClientTraits(),
        restoring: SessionSnapshot? = nil
    ) -> Session {
        let session = Session(
            path: path, route: route.path, viewport: viewport, scheduler: scheduler, defaultTitle: configuration.defaultTitle,
            types: viewTypes, imageAssets: transport.staticFiles.imageAssets, traits: traits,
            appStorage: browser.map { storage.coordinator.appStorage(browser: $0) } ?? StorageArea(), restoring: restoring,
            sharedTopics: storage.topics
        ) {
            route.makeRoot()
        }
        session.browserID = browser
        session.rendersEverything = configuration.renderAll  // issue #16
        return session
    }

    /// The tab's `@SceneStorage`, under its browser's id; a tab of a browser without the cookie keeps values in the session only.
    func attachSceneStorage(_ session: Session, tab: String?) {
        guard let tab else { return }
        if let browser = session.browserID {
            session.attachSceneStorage(storage.coordinator.sceneStorage(browser: browser, tab: tab))
        } else if session.clientTraits.tab != tab {
            session.attachSceneStorage(StorageArea())
        }
    }
}
