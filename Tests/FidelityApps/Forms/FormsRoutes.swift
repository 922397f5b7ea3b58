import LiveUI

extension FidelityApps {
    /// The forms sample apps, by path (served by LiveFixtureServer under /fidelity/forms/…).
    public static var forms: [FidelityApp] {
        [
            FidelityApp("/fidelity/forms/signup") { SignUpForm() },
            FidelityApp("/fidelity/forms/converter") { UnitConverter() },
            FidelityApp("/fidelity/forms/tip") { TipCalculator() },
            FidelityApp("/fidelity/forms/notes") { NotesEditor() },
            FidelityApp("/fidelity/forms/login") { LoginForm() },
            FidelityApp("/fidelity/forms/search") { SearchField() },
            FidelityApp("/fidelity/forms/groceries") { GroceryList() },
        ]
    }
}
