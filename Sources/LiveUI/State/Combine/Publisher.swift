// The part of Combine SwiftUI code uses, for Linux, which has no Combine:
// publishers, `sink`, `AnyPublisher`, subjects, `Just`, `$published`, a few
// operators and `Timer.publish`. Time-based ones run on the session's clock.
//
// Everything here is used on the main thread only, like the UI code it
// serves (Combine's types make no thread promises either); the classes are
// `@unchecked Sendable` so that work scheduled on the session's clock may
// carry them back to the main actor.

/// Something whose subscription can be cancelled.
public protocol Cancellable {
    func cancel()
}

extension AnyCancellable: Cancellable {
    /// Wraps another cancellable: cancelling (or releasing) this one cancels it.
    public convenience init<C: Cancellable>(_ cancellable: C) {
        self.init { cancellable.cancel() }
    }

    /// Keeps the subscription alive as long as `collection` holds it.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }
}

/// What a subscriber is told at the end.
public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// Emits values of `Output`, then maybe a completion. LiveUI's publishers
/// implement `_attach`; apps use them through `sink`, `onReceive` and the operators.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Starts delivering to `subscriber` until it is cancelled or completed.
    func _attach(_ subscriber: _Subscriber<Output, Failure>)

    /// The object behind this publisher, if it is one, so `onReceive` can
    /// tell a new publisher from the same one handed to it again.
    var _identity: ObjectIdentifier? { get }
}

extension Publisher {
    public var _identity: ObjectIdentifier? { nil }
}

/// One subscription's receiving end: values until cancelled or completed.
public final class _Subscriber<Input, Failure: Error>: @unchecked Sendable {
    private var receiveValue: ((Input) -> Void)?
    private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    private var cancelHooks: [() -> Void] = []
    public private(set) var isActive = true

    init(receiveValue: @escaping (Input) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }

    public func receive(_ value: Input) { receiveValue?(value) }

    public func receive(completion: Subscribers.Completion<Failure>) {
        guard isActive else { return }
        let receive = receiveCompletion
        end()
        receive?(completion)
    }

    /// Runs `hook` when the subscription ends (now, if it already has): publishers forget the subscriber there.
    public func onEnd(_ hook: @escaping () -> Void) {
        if isActive { cancelHooks.append(hook) } else { hook() }
    }

    public func cancel() { end() }

    private func end() {
        guard isActive else { return }
        isActive = false
        receiveValue = nil
        receiveCompletion = nil
        let hooks = cancelHooks
        cancelHooks = []
        for hook in hooks { hook() }
    }
}

extension Publisher {
    /// Calls the closures for each value and the completion until the returned token is cancelled or released.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let subscriber = _Subscriber<Output, Failure>(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        _attach(subscriber)
        return AnyCancellable { subscriber.cancel() }
    }

    /// Wraps this publisher, hiding its type.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

    /// Subscribes a downstream subscriber through a transforming one; cancelling downstream cancels it.
    func _relay<T>(
        to downstream: _Subscriber<T, Failure>, value: @escaping (Output) -> Void
    ) {
        let upstream = _Subscriber<Output, Failure>(
            receiveValue: value, receiveCompletion: { downstream.receive(completion: $0) })
        downstream.onEnd { upstream.cancel() }
        _attach(upstream)
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` for each value until the returned token is cancelled or released.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Writes each value to `object[keyPath:]`, keeping `object` alive while subscribed (as Combine does).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { object[keyPath: keyPath] = $0 }
    }
}

/// A publisher of a hidden type.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let attach: (_Subscriber<Output, Failure>) -> Void
    public let _identity: ObjectIdentifier?

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        attach = publisher._attach
        _identity = publisher._identity
    }

    public func _attach(_ subscriber: _Subscriber<Output, Failure>) { attach(subscriber) }
}
