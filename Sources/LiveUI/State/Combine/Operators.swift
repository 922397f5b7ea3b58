import Dispatch

/// Namespace of the operators' publisher types, as in Combine.
public enum Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output
        public var _identity: ObjectIdentifier? { upstream._identity }

        public func _attach(_ subscriber: _Subscriber<Output, Failure>) {
            let transform = self.transform
            upstream._relay(to: subscriber) { subscriber.receive(transform($0)) }
        }
    }

    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?
        public var _identity: ObjectIdentifier? { upstream._identity }

        public func _attach(_ subscriber: _Subscriber<Output, Failure>) {
            let transform = self.transform
            upstream._relay(to: subscriber) { if let value = transform($0) { subscriber.receive(value) } }
        }
    }

    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool
        public var _identity: ObjectIdentifier? { upstream._identity }

        public func _attach(_ subscriber: _Subscriber<Output, Failure>) {
            let isIncluded = self.isIncluded
            upstream._relay(to: subscriber) { if isIncluded($0) { subscriber.receive($0) } }
        }
    }

    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool
        public var _identity: ObjectIdentifier? { upstream._identity }

        public func _attach(_ subscriber: _Subscriber<Output, Failure>) {
            let predicate = self.predicate
            var last: Output?
            upstream._relay(to: subscriber) { value in
                if let previous = last, predicate(previous, value) { return }
                last = value
                subscriber.receive(value)
            }
        }
    }

    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int
        public var _identity: ObjectIdentifier? { upstream._identity }

        public func _attach(_ subscriber: _Subscriber<Output, Failure>) {
            var remaining = count
            upstream._relay(to: subscriber) { value in
                if remaining > 0 {
                    remaining -= 1
                } else {
                    subscriber.receive(value)
                }
            }
        }
    }

    /// Delivers each value later, in a new turn of the main queue (the session's clock; sent during an
    /// event's action, before the event's render, as `DispatchQueue.main.async` is: `SameTurnWork`).
    public struct ReceiveOn<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public var _identity: ObjectIdentifier? { upstream._identity }

        public func _attach(_ subscriber: _Subscriber<Output, Failure>) {
            let clock = MainClock.capture()
            upstream._relay(to: subscriber) { value in
                nonisolated(unsafe) let value = value
                clock.run(after: 0) { subscriber.receive(value) }
            }
        }
    }

    /// Delivers a value once `dueTime` has passed without a newer one (typing in a search field).
    public struct Debounce<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: Double
        public var _identity: ObjectIdentifier? { upstream._identity }

        public func _attach(_ subscriber: _Subscriber<Output, Failure>) {
            let clock = MainClock.capture()
            let dueTime = self.dueTime
            let counter = DebounceCounter()
            upstream._relay(to: subscriber) { value in
                counter.generation += 1
                let mine = counter.generation
                nonisolated(unsafe) let value = value
                clock.run(after: dueTime) { if counter.generation == mine { subscriber.receive(value) } }
            }
        }
    }

    /// Connects a connectable publisher (a timer) on its first subscriber and disconnects after its last.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public final let upstream: Upstream
        private var connection: (any Cancellable)?
        private var subscribers = 0

        public init(_ upstream: Upstream) { self.upstream = upstream }

        public var _identity: ObjectIdentifier? { ObjectIdentifier(self) }

        public func _attach(_ subscriber: _Subscriber<Output, Failure>) {
            subscribers += 1
            subscriber.onEnd { [weak self] in
                guard let self else { return }
                subscribers -= 1
                if subscribers == 0 {
                    connection?.cancel()
                    connection = nil
                }
            }
            upstream._relay(to: subscriber) { subscriber.receive($0) }
            if connection == nil { connection = upstream.connect() }
        }
    }
}

/// Which generation of value a debounce may still deliver.
private final class DebounceCounter: @unchecked Sendable {
    var generation = 0
}

/// A publisher that does nothing until `connect()` (Combine's `Timer.TimerPublisher`).
public protocol ConnectablePublisher: Publisher {
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Connects on the first subscriber, so `Timer.publish(…).autoconnect()` starts ticking when a view subscribes.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(self) }
}

/// A delay for `debounce(for:scheduler:)`: `.milliseconds(300)`, `.seconds(0.5)` or a number of seconds.
public struct SchedulerStride: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    public let seconds: Double
    public init(seconds: Double) { self.seconds = seconds }
    public init(floatLiteral value: Double) { seconds = value }
    public init(integerLiteral value: Int) { seconds = Double(value) }
    public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(seconds: s) }
    public static func seconds(_ s: Int) -> SchedulerStride { SchedulerStride(seconds: Double(s)) }
    public static func milliseconds(_ ms: Int) -> SchedulerStride { SchedulerStride(seconds: Double(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> SchedulerStride { SchedulerStride(seconds: Double(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> SchedulerStride { SchedulerStride(seconds: Double(ns) / 1e9) }
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { Publishers.Drop(upstream: self, count: count) }

    /// Delivers values in a later turn of the main queue: the session's clock while a session runs
    /// (sent during an event's action, before the event's render: `SameTurnWork`).
    public func receive(on queue: DispatchQueue) -> Publishers.ReceiveOn<Self> { Publishers.ReceiveOn(upstream: self) }

    /// Delivers values in a later turn of the main run loop: the session's clock while a session runs
    /// (sent during an event's action, before the event's render: `SameTurnWork`).
    public func receive(on runLoop: RunLoop) -> Publishers.ReceiveOn<Self> { Publishers.ReceiveOn(upstream: self) }

    public func debounce(for dueTime: SchedulerStride, scheduler: DispatchQueue) -> Publishers.Debounce<Self> {
        Publishers.Debounce(upstream: self, dueTime: dueTime.seconds)
    }

    public func debounce(for dueTime: SchedulerStride, scheduler: RunLoop) -> Publishers.Debounce<Self> {
        Publishers.Debounce(upstream: self, dueTime: dueTime.seconds)
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { removeDuplicates(by: ==) }
}

/// The clock of the session that subscribed (or that is running when a
/// value arrives), else the real main queue.
struct MainClock: Sendable {
    let session: SessionEnvironment?

    static func capture() -> MainClock { MainClock(session: SessionEnvironment.current) }

    func run(after seconds: Double, _ work: @escaping @Sendable () -> Void) {
        if let session = SessionEnvironment.current ?? session {
            session.schedule(after: seconds, work)
        } else {
            DispatchQueue.main.asyncAfter(deadline: .now() + seconds, qos: .unspecified, flags: [], execute: work)
        }
    }
}
