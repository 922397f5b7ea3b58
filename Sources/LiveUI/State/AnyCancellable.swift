/// A subscription token: cancels on `cancel()` or when released.
public final class AnyCancellable: Hashable {
    private var onCancel: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }

    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    deinit { onCancel?() }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
