/// An HTML attribute. Elements keep attributes in insertion order so output is deterministic.
public struct Attribute: Equatable, Sendable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
