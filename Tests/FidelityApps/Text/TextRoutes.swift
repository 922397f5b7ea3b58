import LiveUI

extension FidelityApps {
    /// The text sample apps, by path (served by LiveFixtureServer under /fidelity/text/…).
    public static var text: [FidelityApp] {
        []
    }
}
