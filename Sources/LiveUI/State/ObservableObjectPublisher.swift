/// Announces that an `ObservableObject` is about to change. Combine's type of
/// the same name, reduced to what views need; main-thread only, like UI code.
public final class ObservableObjectPublisher {
    private var subscribers: [(id: UInt64, action: () -> Void)] = []
    private var nextID: UInt64 = 0

    public init() {}

    public func send() {
        for subscriber in subscribers { subscriber.action() }
    }

    /// Calls `receiveValue` before every change until the returned token is cancelled or released.
    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
        nextID += 1
        let id = nextID
        subscribers.append((id, receiveValue))
        return AnyCancellable { [weak self] in self?.subscribers.removeAll { $0.id == id } }
    }
}
