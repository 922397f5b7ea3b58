import LiveUI

extension FidelityApps {
    /// The text sample apps, by path (served by LiveFixtureServer under /fidelity/text/…).
    public static var text: [FidelityApp] {
        [
            FidelityApp("/fidelity/text/product") { ProductCardApp() },
            FidelityApp("/fidelity/text/weather") { WeatherSummaryApp() },
            FidelityApp("/fidelity/text/profile") { ProfileApp() },
            FidelityApp("/fidelity/text/about") { AboutApp() },
        ]
    }
}
