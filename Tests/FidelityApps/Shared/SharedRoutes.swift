import LiveUI

extension FidelityApps {
    /// Apps whose model every session shares, across processes with a Redis store (issue #15 item 4),
    /// served under /fidelity/shared/….
    public static var shared: [FidelityApp] {
        [
            FidelityApp("/fidelity/shared/poll") { LunchPollView() }
        ]
    }
}
