import LiveHTML

/// `.onTapGesture(count:perform:)`: the view's element gets `data-lv-tap`
/// (the tap counts it answers, "1", "2" or "1 2"); `liveui.js` sends a
/// `click` for a single tap and a `dblclick` for a double one. The element
/// becomes keyboard-operable (`role="button"`, `tabindex="0"`; Return or
/// Space is a tap) unless it holds controls of its own, which then stay the
/// way to operate it, as nested buttons are not allowed. A control's own
/// element is wrapped rather than changed, so its own events keep working.
struct TapGestureModifier: PrimitiveModifier {
    let count: Int
    let action: @MainActor () -> Void

    static let interactive: Set<String> = ["button", "a", "input", "select", "textarea", "label", "fieldset", "details", "summary"]

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let nodes = content(path.modified, env)
        // A disabled view takes no gestures, as in SwiftUI.
        guard env.isEnabled else { return nodes }
        let token = count >= 2 ? "2" : "1"
        var target = ""
        let out = Layout.modify(nodes, path, env, canMerge: { !Self.interactive.contains($0.tag) }) { e in
            target = e.id
            let existing = e[attribute: "data-lv-tap"] ?? ""
            let tokens = Set(existing.split(separator: " ").map(String.init) + [token])
            e[attribute: "data-lv-tap"] = tokens.sorted().joined(separator: " ")
            if !Self.containsControl(e.children) {
                if e[attribute: "role"] == nil { e[attribute: "role"] = "button" }
                e[attribute: "tabindex"] = "0"
            }
        }
        var handlers = ctx.handlers[target] ?? EventHandlers()
        if count >= 2 { handlers.doubleClick = action } else { handlers.click = action }
        ctx.register(target, handlers)
        return out
    }

    static func containsControl(_ nodes: [Node]) -> Bool {
        for case .element(let e) in nodes {
            if interactive.contains(e.tag) || e[attribute: "data-lv-tap"] != nil || containsControl(e.children) { return true }
        }
        return false
    }
}

extension View {
    /// Runs `action` when the view is tapped `count` times (1 or 2; a double
    /// tap is the browser's double click). Return or Space on the focused view
    /// counts as the tap (the single one, if it has both).
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(TapGestureModifier(count: count, action: action))
    }

    @available(*, unavailable, message: "LiveUI does not send tap locations; use onTapGesture(count:perform:) without the location")
    public func onTapGesture(count: Int = 1, perform action: @escaping (CGPoint) -> Void) -> some View {
        modifier(TapGestureModifier(count: count, action: {}))
    }
}
