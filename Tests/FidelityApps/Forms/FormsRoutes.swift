import LiveUI

extension FidelityApps {
    /// The forms sample apps, by path (served by LiveFixtureServer under /fidelity/forms/…).
    public static var forms: [FidelityApp] {
        []
    }
}
