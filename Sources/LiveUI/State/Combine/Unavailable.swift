// Combine APIs SwiftUI code calls that LiveUI's subset does not provide:
// declared unavailable so that code using them fails to compile with a
// message saying what to use, instead of failing in some other way.

/// Combine's one-shot asynchronous publisher.
@available(*, unavailable, message: "LiveUI has no Future: call an async function from .task { } or Task { } instead")
public final class Future<Output, Failure: Error> {}

extension Publisher {
    @available(
        *, unavailable, message: "LiveUI's publishers have no combineLatest: combine the values in an onChange(of:) or a computed property"
    )
    public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure> { fatalError() }

    @available(*, unavailable, message: "LiveUI's publishers have no merge: subscribe to each with onReceive")
    public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure> where P.Output == Output, P.Failure == Failure {
        fatalError()
    }

    @available(*, unavailable, message: "LiveUI's publishers have no flatMap: use .task(id:) with an async function")
    public func flatMap<P: Publisher>(_ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure> { fatalError() }

    @available(*, unavailable, message: "LiveUI's publishers have no throttle: use debounce(for:scheduler:)")
    public func throttle(for interval: SchedulerStride, scheduler: DispatchQueue, latest: Bool) -> AnyPublisher<Output, Failure> {
        fatalError()
    }
}

extension URLSession {
    @available(*, unavailable, message: "LiveUI has no URLSession publisher: use try await URLSession.shared.data(from:) in .task { }")
    public func dataTaskPublisher(for url: URL) -> AnyPublisher<(data: Data, response: URLResponse), URLError> { fatalError() }
}

extension NotificationCenter {
    @available(*, unavailable, message: "LiveUI has no notification publisher: observe with addObserver(forName:object:queue:using:)")
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> AnyPublisher<Notification, Never> {
        fatalError()
    }
}
