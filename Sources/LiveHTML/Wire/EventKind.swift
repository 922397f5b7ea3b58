/// What the user did to an element.
public enum EventKind: String, Sendable, CaseIterable {
    case click
    case input
    case submit
    /// A pointer (or arrow keys) dragging an element with a drag gesture: `value` is
    /// the phase (`move` or `end`), the positions travel in `ClientEvent.drag`.
    case drag
    /// A long press on an element: `value` is `start`, `end` (held long enough) or `cancel`.
    case press
}
