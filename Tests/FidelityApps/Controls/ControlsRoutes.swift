import LiveUI

extension FidelityApps {
    /// The controls sample apps, by path (served by LiveFixtureServer under /fidelity/controls/…).
    public static var controls: [FidelityApp] {
        [
            FidelityApp("/fidelity/controls/settings") { SettingsView() },
            FidelityApp("/fidelity/controls/tip-calculator") { TipCalculatorView() },
            FidelityApp("/fidelity/controls/flight-booker") { FlightBookerView() },
            FidelityApp("/fidelity/controls/download") { DownloadView() },
            FidelityApp("/fidelity/controls/photo-card") { PhotoCardView() },
            FidelityApp("/fidelity/controls/notes-menus") { NotesMenuView() },
            FidelityApp("/fidelity/controls/share") { RecipeShareApp() },
            FidelityApp("/fidelity/controls/mail-shortcuts") { MailShortcutsApp() },
            FidelityApp("/fidelity/controls/key-commands") { KeyCommandsApp() },
        ]
    }
}
