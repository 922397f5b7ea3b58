import LiveUI

extension FidelityApps {
    /// The accessibility sample apps (issue #17), served under /fidelity/accessibility/….
    public static var accessibility: [FidelityApp] {
        [
            FidelityApp("/fidelity/accessibility/recipe") { RecipeCardApp() },
            FidelityApp("/fidelity/accessibility/delivery") { DeliveryTrackerApp() },
            FidelityApp("/fidelity/accessibility/draft") { DraftEditorApp() },
        ]
    }
}
