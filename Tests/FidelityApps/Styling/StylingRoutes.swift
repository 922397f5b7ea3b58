import LiveUI

extension FidelityApps {
    /// The styling sample apps, by path (served by LiveFixtureServer under /fidelity/styling/…).
    public static var styling: [FidelityApp] {
        [
            FidelityApp("/fidelity/styling/profile") { ProfileCardApp() },
            FidelityApp("/fidelity/styling/dashboard") { DashboardApp() },
            FidelityApp("/fidelity/styling/cards") { CardGridApp() },
            FidelityApp("/fidelity/styling/skeleton") { SkeletonApp() },
            FidelityApp("/fidelity/styling/skeleton-held") { SkeletonApp(loadsOnAppear: false) },
            FidelityApp("/fidelity/styling/rings") { ActivityRingsApp() },
            FidelityApp("/fidelity/styling/badges") { BadgeMakerApp() },
            FidelityApp("/fidelity/styling/adaptive") { AdaptiveActionsApp() },
            FidelityApp("/fidelity/styling/ticket") { TicketStubApp() },
            FidelityApp("/fidelity/styling/widget-cards") { WidgetCardsApp() },
        ]
    }
}
