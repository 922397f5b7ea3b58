/// What the session may do with the element a view rendered.
@MainActor
package struct EventHandlers {
    package var click: (@MainActor () -> Void)?
    package var input: (@MainActor (String) -> Void)?
    package var submit: (@MainActor () -> Void)?
    /// Whether the input holds a secret: its value must never be echoed.
    package var isSecret = false

    // Focus (forms): elements with these render `data-lv-focus`, so the
    // client reports their focus and blur (`.focused(_:)`, formatted fields).
    package var focus: (@MainActor () -> Void)?
    package var blur: (@MainActor () -> Void)?

    package init() {}
}
