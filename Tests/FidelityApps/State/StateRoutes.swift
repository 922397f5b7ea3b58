import LiveUI

extension FidelityApps {
    /// The state sample apps, by path (served by LiveFixtureServer under /fidelity/state/…).
    public static var state: [FidelityApp] {
        [
            FidelityApp("/fidelity/state/countdown") { CountdownTimerView() },
            FidelityApp("/fidelity/state/search") { FruitSearchView() },
            FidelityApp("/fidelity/state/cart") { ShoppingCartView() },
            FidelityApp("/fidelity/state/posts") { PostsView(loader: SamplePostLoader()) },
        ]
    }
}
