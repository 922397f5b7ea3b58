import LiveUI

extension FidelityApps {
    /// The navigation and toolbar sample apps (served by LiveFixtureServer under /fidelity/navigation/…).
    public static var navigation: [FidelityApp] {
        [
            FidelityApp("/fidelity/navigation/pantry") { PantryApp() },
            FidelityApp("/fidelity/navigation/missions") { MissionsApp() },
            FidelityApp("/fidelity/navigation/habits") { HabitsApp() },
            FidelityApp("/fidelity/navigation/contacts") { ContactsSplitApp() },
            FidelityApp("/fidelity/navigation/notes") { NotesSplitApp() },
        ]
    }
}
