import LiveHTML

/// How an attached gesture relates to the gestures already on the view.
enum GesturePriority {
    /// `.gesture`: recognized on the view; on a button it takes the click over.
    case normal
    /// `.highPriorityGesture`: as `.normal` (the browser delivers each input to one recognizer).
    case high
    /// `.simultaneousGesture`: runs together with the view's own action (a button's click).
    case simultaneous
}

/// `.gesture(_:)` and friends: marks the view's element for the browser's
/// recognizers (`data-lv-drag`, `data-lv-tap`, `data-lv-press`), makes it
/// reachable from the keyboard, and registers what each phase does.
struct GestureModifier<G: Gesture>: PrimitiveModifier {
    let gesture: G
    let priority: GesturePriority
    let mask: GestureMask

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let nodes = content(path.modified, env)
        guard env.isEnabled, mask.contains(.gesture) else { return nodes }
        var callbacks = GestureCallbacks<G.Value>()
        callbacks.memory = ctx.store.slot(StateStore.Key(path: path, viewType: GestureMemory.self, label: "gesture")) { GestureMemory() }
        let recognizers = gesture._recognizers(callbacks)
        var attributes = recognizers.map(Self.attribute)
        if recognizers.contains(where: \.sequenced) { attributes.append(("data-lv-seq", "")) }
        let result = Layout.modify(
            nodes, path, env,
            canMerge: { e in !e.isVoid && attributes.allSatisfy { e[attribute: $0.0] == nil } }
        ) { e in
            let isButton = e.tag == "button" || e.tag == "a"
            for (name, value) in attributes where !(isButton && name == "data-lv-tap") {
                e[attribute: name] = value
            }
            // Reachable with Tab (native controls already are); Return/Space work on taps.
            if !isButton && !Self.focusable.contains(e.tag) && e[attribute: "tabindex"] == nil {
                e[attribute: "tabindex"] = "0"
            }
            if !isButton, attributes.contains(where: { $0.0 == "data-lv-tap" }), e[attribute: "role"] == nil {
                e[attribute: "role"] = "button"
            }
            // MARK: Accessibility (issue 17): a long press is pressed like a button; a
            // view only dragged is a named group (a label needs a role to be allowed).
            if !isButton, e[attribute: "role"] == nil {
                if attributes.contains(where: { $0.0 == "data-lv-press" }) {
                    e[attribute: "role"] = "button"
                } else if attributes.contains(where: { $0.0 == "data-lv-drag" }) {
                    e[attribute: "role"] = "group"
                }
            }
            // A tap gesture over a view with taps of its own (a double tap
            // under a single tap): both stay tab stops (Return on each is its
            // tap), but the outer one is a group, not a button, since a button
            // may hold no other control.
            if !isButton, e[attribute: "role"] == "button", Self.holdsTapButton(e.children) { e[attribute: "role"] = "group" }
        }
        guard case .element(let element)? = result.first, result.count == 1 else { return result }
        var handlers = ctx.handlers[element.id] ?? EventHandlers()
        for r in recognizers { install(r, into: &handlers) }
        ctx.register(element.id, handlers)
        return result
    }

    static var focusable: Set<String> { ["button", "a", "input", "select", "textarea"] }

    private static func holdsTapButton(_ nodes: [Node]) -> Bool {
        nodes.contains { node in
            guard case .element(let child) = node else { return false }
            if child[attribute: "data-lv-tap"] != nil, child[attribute: "role"] == "button" { return true }
            return holdsTapButton(child.children)
        }
    }

    static func attribute(_ r: GestureRecognizer) -> (String, String) {
        switch r.kind {
        case .drag(let distance, let global):
            return ("data-lv-drag", Self.number(distance) + (global ? "g" : ""))
        case .tap(let count):
            return ("data-lv-tap", String(count))
        case .press(let duration, let distance):
            return ("data-lv-press", String(Int((duration * 1000).rounded())) + "," + Self.number(distance))
        }
    }

    static func number(_ x: Double) -> String {
        x.rounded() == x && abs(x) < 1e9 ? String(Int(x)) : String(x)
    }

    private func install(_ r: GestureRecognizer, into h: inout EventHandlers) {
        if let drag = r.drag {
            let previous = h.drag
            h.drag =
                priority == .simultaneous && previous != nil
                ? { p, s in
                    previous?(p, s)
                    drag(p, s)
                } : drag
        }
        if let press = r.press {
            let previous = h.press
            h.press =
                priority == .simultaneous && previous != nil
                ? { p in
                    previous?(p)
                    press(p)
                } : press
        }
        if let tap = r.tap {
            let previous = h.click
            h.click =
                priority == .simultaneous && previous != nil
                ? {
                    previous?()
                    tap()
                } : tap
        }
    }
}

extension View {
    /// Attaches `gesture` to this view.
    @inlinable public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(ModifierFactory.gesture(gesture, including: mask))
    }

    /// Attaches `gesture` with precedence over the view's own gestures.
    @inlinable public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(ModifierFactory.highPriorityGesture(gesture, including: mask))
    }

    /// Attaches `gesture` to run alongside the view's own gestures and actions.
    @inlinable public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(ModifierFactory.simultaneousGesture(gesture, including: mask))
    }

    /// Runs `action` when the view is tapped `count` times (clicked, or Return/Space while focused).
    @inlinable public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    @available(*, unavailable, message: "LiveUI does not send tap locations; use onTapGesture(count:perform:) without the location")
    @inlinable public func onTapGesture(count: Int = 1, perform action: @escaping (CGPoint) -> Void) -> some View {
        onTapGesture(count: count) {}
    }

    /// Runs `action` once a press has lasted `minimumDuration`; `onPressingChanged` follows the press.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        let pressing = onPressingChanged
        return gesture(
            _ResetGesture(
                base: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
                    .onChanged { _ in pressing?(true) }
                    .onEnded { _ in action() },
                action: { pressing?(false) }))
    }

    /// The older spelling: `pressing` before `perform`.
    /// The older spelling, with `pressing:` before the action. Disfavored, as a call
    /// without a pressing handler fits both (`.onLongPressGesture { }` was ambiguous).
    @_disfavoredOverload
    @inlinable public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: (@MainActor (Bool) -> Void)? = nil,
        perform action: @escaping @MainActor () -> Void
    ) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }
}

/// Runs `action` when the gesture is over, ended or cancelled (before `onEnded`).
struct _ResetGesture<Base: Gesture>: Gesture {
    typealias Value = Base.Value
    let base: Base
    let action: @MainActor () -> Void

    func _recognizers(_ callbacks: GestureCallbacks<Value>) -> [GestureRecognizer] {
        var c = callbacks
        c.reset.append(action)
        return base._recognizers(c)
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> some ViewModifier {
        GestureModifier(gesture: gesture, priority: .normal, mask: mask)
    }

    @usableFromInline static func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> some ViewModifier {
        GestureModifier(gesture: gesture, priority: .high, mask: mask)
    }

    @usableFromInline static func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask) -> some ViewModifier {
        GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask)
    }
}
