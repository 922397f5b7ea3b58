import LiveHTML

/// What the session may do with the element a view rendered.
@MainActor
package struct EventHandlers {
    package var click: (@MainActor () -> Void)?
    package var input: (@MainActor (String) -> Void)?
    package var submit: (@MainActor () -> Void)?
    /// Whether the input holds a secret: its value must never be echoed.
    package var isSecret = false

    // Gestures (Gestures/GestureModifier.swift): a drag's phase and position, a long press's phase.
    package var drag: (@MainActor (_ phase: String, DragSample) -> Void)?
    package var press: (@MainActor (_ phase: String) -> Void)?

    package init() {}
}
