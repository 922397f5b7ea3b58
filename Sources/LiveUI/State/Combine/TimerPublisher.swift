import Dispatch

// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`, the
// countdown idiom. Foundation on Linux has `Timer` but not Combine's
// extension; this is that extension on Foundation's own `Timer`, so the name
// means the same with or without `import Foundation`. Ticks come from the
// session's clock (a test's `advance(by:)`), not from a run loop: the run
// loop and mode are accepted and ignored, as the session has one clock.
extension Timer {
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// Sends the date every `interval` seconds while connected.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        private let subscribers = SubscriberList<Date, Never>()

        init(interval: TimeInterval) { self.interval = max(interval, 0.001) }

        public var _identity: ObjectIdentifier? { ObjectIdentifier(self) }

        public func _attach(_ subscriber: _Subscriber<Date, Never>) { subscribers.add(subscriber) }

        /// Starts ticking on the running session's clock (the real main queue outside a session).
        public func connect() -> any Cancellable {
            let ticker = Ticker(interval: interval, clock: MainClock.capture()) { [weak self] in
                self?.subscribers.send(Date())
            }
            ticker.scheduleNext()
            return AnyCancellable { ticker.stop() }
        }
    }
}

/// One connection's ticks: each schedules the next until stopped.
private final class Ticker: @unchecked Sendable {
    let interval: Double
    let clock: MainClock
    let tick: () -> Void
    private var stopped = false

    init(interval: Double, clock: MainClock, tick: @escaping () -> Void) {
        self.interval = interval
        self.clock = clock
        self.tick = tick
    }

    func scheduleNext() {
        clock.run(after: interval) { [self] in
            guard !stopped else { return }
            tick()
            scheduleNext()
        }
    }

    func stop() { stopped = true }
}
