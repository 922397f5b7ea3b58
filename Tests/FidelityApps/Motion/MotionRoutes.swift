import LiveUI

extension FidelityApps {
    /// The motion sample apps, by path (served by LiveFixtureServer under /fidelity/motion/…).
    public static var motion: [FidelityApp] {
        [
            FidelityApp("/fidelity/motion/card") { DraggableCardView() },
            FidelityApp("/fidelity/motion/inbox") { InboxView() },
            FidelityApp("/fidelity/motion/recorder") { RecorderView() },
            FidelityApp("/fidelity/motion/like") { LikeButtonView() },
            FidelityApp("/fidelity/motion/hold") { HoldToConfirmView() },
            FidelityApp("/fidelity/motion/loading") { LoadingView() },
            FidelityApp("/fidelity/motion/token") { PickUpTokenView() },
            FidelityApp("/fidelity/motion/clock") { WorkoutClockApp() },
            FidelityApp("/fidelity/motion/bell") { NotificationBellApp() },
            FidelityApp("/fidelity/motion/task-board") { TaskBoardApp() },
        ]
    }
}
