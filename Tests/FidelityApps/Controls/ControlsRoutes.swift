import LiveUI

extension FidelityApps {
    /// The controls sample apps, by path (served by LiveFixtureServer under /fidelity/controls/…).
    public static var controls: [FidelityApp] {
        []
    }
}
