/// What the user did to an element.
public enum EventKind: String, Sendable, CaseIterable {
    case click
    case input
    case submit
    /// The user finished changing a control's value (a slider released): carries the final value.
    case change
    /// The element gained the browser's focus (sent only for elements marked `data-lv-focus`).
    case focus
    /// The element lost the browser's focus (same elements).
    case blur
    // MARK: Presentation
    /// The user asked to dismiss a presented sheet, dialog or popover (Escape,
    /// a click outside a light-dismiss one): the element is the `<dialog>`.
    case dismiss
    /// A pointer (or arrow keys) dragging an element with a drag gesture: `value` is
    /// the phase (`move` or `end`), the positions travel in `ClientEvent.drag`.
    case drag
    /// A long press on an element: `value` is `start`, `end` (held long enough) or `cancel`.
    case press
    // MARK: Scrolling (lazy stacks and lists)
    /// A lazy stack or list asks for the rows near the viewport: `value` is
    /// `from,to` (item offsets, `to` exclusive); see `ClientEvent.window`.
    case window
    // MARK: Keyboard (`.onKeyPress`)
    /// A key went down, repeated or came up while focus was in an element with
    /// `.onKeyPress` (`data-lv-keys`): `value` is the phase (`d`, `r`, `u`), the
    /// modifiers held (letters of `mcos`), `:` and the browser's name of the key.
    case key
    // MARK: Drag and drop (`.draggable`, `.dropDestination`)
    /// A dragged item over a drop destination (`data-lv-drop`): `value` is `+` and the
    /// dragged element's id (it came over the destination), `-` (it left) or `=` and
    /// the dragged element's id (dropped there, at `x`, `y` in the destination's own box).
    case drop
}
