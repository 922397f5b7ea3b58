import LiveHTML

/// What the session may do with the element a view rendered.
///
/// Kept small: the session holds one per element with handlers, the render
/// context another, and the render cache's journal one in every stored
/// effect (a `RenderCache.Effect` is as large as its largest case). With all
/// eleven closures inline it took 177 bytes, so each effect took 200 (even a
/// `.touch`) and the login page's idle session kept 2.1 KB of them. The
/// closures most elements lack live in a shared box, copied on write.
@MainActor
package struct EventHandlers {
    package var click: (@MainActor () -> Void)?
    package var input: (@MainActor (String) -> Void)?
    /// Whether the input holds a secret: its value must never be echoed.
    package var isSecret = false
    /// The closures below; nil while all of them are.
    private var rare: Rare?

    package init() {}

    package var submit: (@MainActor () -> Void)? {
        get { rare?.submit }
        set { if newValue != nil || rare != nil { writableRare().submit = newValue } }
    }

    // Controls (Toggle, Picker, Slider, DatePicker).
    /// The user finished changing the value (`change`): the final value.
    package var change: (@MainActor (String) -> Void)? {
        get { rare?.change }
        set { if newValue != nil || rare != nil { writableRare().change = newValue } }
    }
    /// How an input's value shows in the element, for controls whose state is
    /// not a `value` attribute (a checkbox's `checked`, a select's `selected`
    /// option): the session records what the browser already shows, so it is not echoed.
    package var recordInput: (@MainActor (inout Element, String) -> Void)? {
        get { rare?.recordInput }
        set { if newValue != nil || rare != nil { writableRare().recordInput = newValue } }
    }
    // Focus (forms): elements with these render `data-lv-focus`, so the
    // client reports their focus and blur (`.focused(_:)`, formatted fields).
    package var focus: (@MainActor () -> Void)? {
        get { rare?.focus }
        set { if newValue != nil || rare != nil { writableRare().focus = newValue } }
    }
    package var blur: (@MainActor () -> Void)? {
        get { rare?.blur }
        set { if newValue != nil || rare != nil { writableRare().blur = newValue } }
    }
    // MARK: Presentation (Views/Presentation): a `<dialog>`'s dismissal by the user.
    package var dismiss: (@MainActor () -> Void)? {
        get { rare?.dismiss }
        set { if newValue != nil || rare != nil { writableRare().dismiss = newValue } }
    }
    // Gestures (Gestures/GestureModifier.swift): a drag's phase and position, a long press's phase.
    package var drag: (@MainActor (_ phase: String, DragSample) -> Void)? {
        get { rare?.drag }
        set { if newValue != nil || rare != nil { writableRare().drag = newValue } }
    }
    package var press: (@MainActor (_ phase: String) -> Void)? {
        get { rare?.press }
        set { if newValue != nil || rare != nil { writableRare().press = newValue } }
    }
    // MARK: Scrolling: a lazy container's `window` event (Rendering/LazyWindow.swift)
    package var window: (@MainActor (Range<Int>) -> Void)? {
        get { rare?.window }
        set { if newValue != nil || rare != nil { writableRare().window = newValue } }
    }

    // MARK: Drag and drop (Gestures/DragAndDrop.swift)
    /// What a `.draggable` element carries, made when it is dropped.
    package var dragPayload: (@MainActor () -> Any)? {
        get { rare?.dragPayload }
        set { if newValue != nil || rare != nil { writableRare().dragPayload = newValue } }
    }
    /// A `.dropDestination`'s side of a drag: targeted, no longer targeted, or dropped on.
    package var drop: (@MainActor (DropInput) -> Void)? {
        get { rare?.drop }
        set { if newValue != nil || rare != nil { writableRare().drop = newValue } }
    }

    /// The box, made or copied so that this value alone holds it.
    private mutating func writableRare() -> Rare {
        if !isKnownUniquelyReferenced(&rare) { rare = rare?.copy() ?? Rare() }
        return rare!
    }

    @MainActor
    private final class Rare {
        var submit: (@MainActor () -> Void)?
        var change: (@MainActor (String) -> Void)?
        var recordInput: (@MainActor (inout Element, String) -> Void)?
        var focus: (@MainActor () -> Void)?
        var blur: (@MainActor () -> Void)?
        var dismiss: (@MainActor () -> Void)?
        var drag: (@MainActor (_ phase: String, DragSample) -> Void)?
        var press: (@MainActor (_ phase: String) -> Void)?
        var window: (@MainActor (Range<Int>) -> Void)?
        var dragPayload: (@MainActor () -> Any)?
        var drop: (@MainActor (DropInput) -> Void)?

        init() {}

        func copy() -> Rare {
            let c = Rare()
            c.submit = submit
            c.change = change
            c.recordInput = recordInput
            c.focus = focus
            c.blur = blur
            c.dismiss = dismiss
            c.drag = drag
            c.press = press
            c.window = window
            c.dragPayload = dragPayload
            c.drop = drop
            return c
        }
    }
}

/// What a `drop` event tells a drop destination (`EventHandlers.drop`).
package enum DropInput {
    /// A dragged item came over the destination: its payload.
    case entered(Any)
    /// It left without being dropped (or the drag ended elsewhere).
    case exited
    /// It was dropped at `location`, in the destination's own coordinates: the item's payload.
    case dropped(Any, location: CGPoint)
}
