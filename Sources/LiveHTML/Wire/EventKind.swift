/// What the user did to an element.
public enum EventKind: String, Sendable, CaseIterable {
    case click
    case input
    case submit
    /// The user finished changing a control's value (a slider released): carries the final value.
    case change
    /// A double click (or tap) on a view with `.onTapGesture(count: 2)`.
    case dblclick
    /// The element gained the browser's focus (sent only for elements marked `data-lv-focus`).
    case focus
    /// The element lost the browser's focus (same elements).
    case blur
}
