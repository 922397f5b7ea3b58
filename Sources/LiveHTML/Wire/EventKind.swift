/// What the user did to an element.
public enum EventKind: String, Sendable, CaseIterable {
    case click
    case input
    case submit
    /// The user finished changing a control's value (a slider released): carries the final value.
    case change
    /// A double click (or tap) on a view with `.onTapGesture(count: 2)`.
    case dblclick
}
