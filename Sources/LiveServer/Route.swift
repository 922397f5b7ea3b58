import LiveUI

/// A path served by a root view.
struct Route {
    let path: String
    let makeRoot: @MainActor () -> AnyView
}
