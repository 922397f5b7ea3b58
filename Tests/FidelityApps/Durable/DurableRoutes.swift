import LiveUI

extension FidelityApps {
    /// Apps whose state outlives a server restart (issue #15), served under /fidelity/durable/….
    public static var durable: [FidelityApp] {
        [
            FidelityApp("/fidelity/durable/trip") { TripPlannerView() }
        ]
    }
}
