import LiveUI

extension FidelityApps {
    /// The state sample apps, by path (served by LiveFixtureServer under /fidelity/state/…).
    public static var state: [FidelityApp] {
        []
    }
}
