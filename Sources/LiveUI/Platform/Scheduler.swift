/// Runs work later on the main actor. The server uses the main queue; tests
/// use a manual clock so a 1 s delay takes no time.
@MainActor
public protocol Scheduler: AnyObject, Sendable {
    func schedule(after seconds: Double, _ work: @escaping @MainActor () -> Void)
}
