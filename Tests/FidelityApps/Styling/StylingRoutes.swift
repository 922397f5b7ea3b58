import LiveUI

extension FidelityApps {
    /// The styling sample apps, by path (served by LiveFixtureServer under /fidelity/styling/…).
    public static var styling: [FidelityApp] {
        []
    }
}
