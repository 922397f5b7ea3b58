/// What the user did to an element.
public enum EventKind: String, Sendable, CaseIterable {
    case click
    case input
    case submit
}
