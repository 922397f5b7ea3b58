import LiveUI

extension FidelityApps {
    /// Five apps of the kinds public SwiftUI tutorials build, served through
    /// their `App` types, as `@main` would (under /fidelity/realapps/…).
    public static var realApps: [FidelityApp] {
        [
            FidelityApp("/fidelity/realapps/iexpense") { IExpenseApp().windowContent },
            FidelityApp("/fidelity/realapps/moonshot") { MoonshotApp().windowContent },
            FidelityApp("/fidelity/realapps/habits") { HabitTrackerApp().windowContent },
            FidelityApp("/fidelity/realapps/cupcakes") { CupcakeCornerApp().windowContent },
            FidelityApp("/fidelity/realapps/bookworm") { BookwormApp().windowContent },
        ]
    }
}
