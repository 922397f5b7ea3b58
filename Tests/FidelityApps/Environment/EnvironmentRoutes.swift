import LiveUI

extension FidelityApps {
    /// The environment and storage sample apps (served by LiveFixtureServer under /fidelity/environment/…).
    public static var environment: [FidelityApp] {
        [
            FidelityApp("/fidelity/environment/preferences") { PreferencesView() },
            FidelityApp("/fidelity/environment/shop-tab-bar") { ShopTabBarApp() },
        ]
    }
}
