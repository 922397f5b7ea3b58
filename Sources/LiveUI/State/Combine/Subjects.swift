/// A publisher apps push values into with `send`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

/// The subscribers of a subject, in subscription order.
final class SubscriberList<Output, Failure: Error> {
    private var entries: [(id: Int, subscriber: _Subscriber<Output, Failure>)] = []
    private var nextID = 0

    func add(_ subscriber: _Subscriber<Output, Failure>) {
        nextID += 1
        let id = nextID
        entries.append((id, subscriber))
        subscriber.onEnd { [weak self] in self?.entries.removeAll { $0.id == id } }
    }

    func send(_ value: Output) {
        for entry in entries { entry.subscriber.receive(value) }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        let all = entries
        entries = []
        for entry in all { entry.subscriber.receive(completion: completion) }
    }
}

/// Sends each value to the current subscribers; keeps nothing.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()
    private var completion: Subscribers.Completion<Failure>?

    public init() {}

    public var _identity: ObjectIdentifier? { ObjectIdentifier(self) }

    public func _attach(_ subscriber: _Subscriber<Output, Failure>) {
        if let completion { return subscriber.receive(completion: completion) }
        subscribers.add(subscriber)
    }

    public func send(_ value: Output) {
        guard completion == nil else { return }
        subscribers.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        subscribers.send(completion: completion)
    }
}

/// Holds a current value, sends it to each new subscriber, then every change.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()
    private var completion: Subscribers.Completion<Failure>?

    public var value: Output {
        didSet { if completion == nil { subscribers.send(value) } }
    }

    public init(_ value: Output) { self.value = value }

    public var _identity: ObjectIdentifier? { ObjectIdentifier(self) }

    public func _attach(_ subscriber: _Subscriber<Output, Failure>) {
        if let completion { return subscriber.receive(completion: completion) }
        subscribers.add(subscriber)
        subscriber.receive(value)
    }

    public func send(_ value: Output) { self.value = value }

    public func send(completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        subscribers.send(completion: completion)
    }
}

/// Sends one value, then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func _attach(_ subscriber: _Subscriber<Output, Never>) {
        subscriber.receive(output)
        subscriber.receive(completion: .finished)
    }
}

extension ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    public var _identity: ObjectIdentifier? { ObjectIdentifier(self) }

    public func _attach(_ subscriber: _Subscriber<Void, Never>) {
        let token = sink { subscriber.receive(()) }
        subscriber.onEnd { token.cancel() }
    }
}
