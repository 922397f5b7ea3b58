/// What the user did to an element.
public enum EventKind: String, Sendable, CaseIterable {
    case click
    case input
    case submit
    /// The element gained the browser's focus (sent only for elements marked `data-lv-focus`).
    case focus
    /// The element lost the browser's focus (same elements).
    case blur
}
