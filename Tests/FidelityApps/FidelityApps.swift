import LiveUI

/// Small apps written the way public SwiftUI samples are (our own code, only
/// the import changed), one folder per area of the SwiftUI documentation.
/// In-process tests drive them with `TestSession` (Tests/FidelityTests);
/// `LiveFixtureServer` serves every one of them for the browser tests, at
/// `/fidelity/<area>/<name>`.
public enum FidelityApps {
    public static var all: [FidelityApp] {
        controls + forms + text + styling + state + motion + environment + lists + navigation + scrolling + presentation + realApps + durable
            + shared + accessibility
    }
}

/// One sample app: the path it is served at and its root view.
public struct FidelityApp: Sendable {
    public let path: String
    public let makeRoot: @MainActor @Sendable () -> AnyView

    public init<V: View>(_ path: String, @ViewBuilder _ root: @escaping @MainActor @Sendable () -> V) {
        self.path = path
        self.makeRoot = { AnyView(root()) }
    }
}
