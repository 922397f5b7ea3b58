import LiveUI

extension FidelityApps {
    /// The presentation sample apps, by path (served by LiveFixtureServer under /fidelity/presentation/…).
    public static var presentation: [FidelityApp] {
        [
            FidelityApp("/fidelity/presentation/expenses") { ExpenseTrackerView() },
            FidelityApp("/fidelity/presentation/habits") { HabitTrackerView() },
            FidelityApp("/fidelity/presentation/recipe-inspector") { RecipeInspectorApp() },
        ]
    }
}
