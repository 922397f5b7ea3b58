import LiveHTML

/// What the session may do with the element a view rendered.
@MainActor
package struct EventHandlers {
    package var click: (@MainActor () -> Void)?
    package var input: (@MainActor (String) -> Void)?
    package var submit: (@MainActor () -> Void)?
    /// Whether the input holds a secret: its value must never be echoed.
    package var isSecret = false

    // Controls (Toggle, Picker, Slider, DatePicker).
    /// The user finished changing the value (`change`): the final value.
    package var change: (@MainActor (String) -> Void)?
    /// How an input's value shows in the element, for controls whose state is
    /// not a `value` attribute (a checkbox's `checked`, a select's `selected`
    /// option): the session records what the browser already shows, so it is not echoed.
    package var recordInput: (@MainActor (inout Element, String) -> Void)?
    // Focus (forms): elements with these render `data-lv-focus`, so the
    // client reports their focus and blur (`.focused(_:)`, formatted fields).
    package var focus: (@MainActor () -> Void)?
    package var blur: (@MainActor () -> Void)?
    // MARK: Presentation (Views/Presentation): a `<dialog>`'s dismissal by the user.
    package var dismiss: (@MainActor () -> Void)?
    // Gestures (Gestures/GestureModifier.swift): a drag's phase and position, a long press's phase.
    package var drag: (@MainActor (_ phase: String, DragSample) -> Void)?
    package var press: (@MainActor (_ phase: String) -> Void)?
    // MARK: Scrolling: a lazy container's `window` event (Rendering/LazyWindow.swift)
    package var window: (@MainActor (Range<Int>) -> Void)?

    package init() {}
}
