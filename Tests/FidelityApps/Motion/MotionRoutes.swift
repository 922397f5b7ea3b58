import LiveUI

extension FidelityApps {
    /// The motion sample apps, by path (served by LiveFixtureServer under /fidelity/motion/…).
    public static var motion: [FidelityApp] {
        []
    }
}
