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
            FidelityApp("/fidelity/navigation/tabs") { TabsApp() },
            FidelityApp("/fidelity/navigation/activity") { ActivityTabsApp() },
            FidelityApp("/fidelity/navigation/recipes") { RecipesApp() },
            FidelityApp("/fidelity/navigation/mailbox") { MailboxApp() },
            FidelityApp("/fidelity/navigation/weather") { WeatherTabsApp() },
            FidelityApp("/fidelity/navigation/onboarding") { OnboardingApp() },
            FidelityApp("/fidelity/navigation/setup") { SetupPagesApp() },
        ]
    }
}
