/// A piece of user interface, exactly as in SwiftUI: a value whose `body`
/// describes its content. Bodies run on the main actor, on the server.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}
