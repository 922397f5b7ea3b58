import LiveHTML

/// The kind of an accessibility action, as in SwiftUI.
public struct AccessibilityActionKind: Sendable, Hashable {
    let name: String
    /// Activating the view (VoiceOver's double tap): a click, Return or Space.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// VoiceOver's two-finger scrub: the Escape key, while the focus is in the view.
    public static let escape = AccessibilityActionKind(name: "escape")
    @available(*, unavailable, message: "the web has no magic tap gesture; use a named action (.accessibilityAction(named:))")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    @available(
        *, unavailable, message: "the web has no delete gesture for assistive technology; use a named action (.accessibilityAction(named:))"
    )
    public static let delete = AccessibilityActionKind(name: "delete")

    @MainActor public init(named name: Text) { self.name = "named:" + name.content }

    init(name: String) { self.name = name }
}

extension View {
    /// `.default`: the view acts like a button (`role=button`, reachable
    /// with Tab, a click, Return or Space runs `handler`); on a button or
    /// link the control's own action stays. `.escape`: Escape pressed inside
    /// the view runs `handler` (`data-lv-escape`, 58-a11y.js).
    @inlinable public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping @MainActor () -> Void
    )
        -> some View
    {
        modifier(ModifierFactory.accessibilityAction(actionKind, handler))
    }

    /// A custom action (VoiceOver's Actions rotor): a button named `name`
    /// inside the view, visually hidden until it has the keyboard focus, so
    /// keyboard and screen reader users reach it with Tab.
    @inlinable public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some View {
        modifier(ModifierFactory.accessibilityAction(named: name, handler))
    }

    @inlinable public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityAction(named: Text(nameKey), handler)
    }

    @_disfavoredOverload
    @inlinable public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping @MainActor () -> Void) -> some View {
        accessibilityAction(named: Text(verbatim: String(name)), handler)
    }

    @available(*, unavailable, message: "not supported: attach each action with .accessibilityAction(named:) instead")
    @inlinable public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }

    @available(*, unavailable, message: "not supported yet: give the view an .accessibilityAction(named:) per direction")
    @inlinable public func accessibilityAdjustableAction(
        _ handler: @escaping @MainActor (AccessibilityAdjustmentDirection) -> Void
    ) -> some View {
        self
    }
}

/// The direction of an adjustable action (declared for the unavailable `accessibilityAdjustableAction`).
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
    case increment, decrement
}

struct AccessibilityActionModifier: PrimitiveModifier {
    let kind: AccessibilityActionKind
    let handler: @MainActor () -> Void

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let nodes = content(path.modified, env)
        guard env.isEnabled else { return nodes }
        switch kind.name {
        case "default":
            let result = Layout.modify(nodes, path, env, canMerge: { !$0.isVoid }) { e in
                guard e.tag != "button", e.tag != "a" else { return }
                if e[attribute: "data-lv-tap"] == nil { e[attribute: "data-lv-tap"] = "1" }
                if e[attribute: "role"] == nil { e[attribute: "role"] = "button" }
                if e[attribute: "tabindex"] == nil { e[attribute: "tabindex"] = "0" }
            }
            guard case .element(let e)? = result.first, result.count == 1, e.tag != "a" else { return result }
            var handlers = ctx.handlers[e.id] ?? EventHandlers()
            if handlers.click == nil { handlers.click = handler }
            ctx.register(e.id, handlers)
            return result
        default:
            // A button of its own: inside the view when it may hold one
            // (not inside another control or a void element), else beside it in a box.
            let id = path.raw + ".aa"
            let isEscape = kind.name == "escape"
            let title = isEscape ? "Dismiss" : String(kind.name.dropFirst("named:".count))
            let button = Element(
                "button", id: id, attributes: [Attribute("type", "button"), Attribute("class", "lv-axa")],
                children: [.text(title)])
            var handlers = EventHandlers()
            handlers.click = handler
            ctx.register(id, handlers)
            let interactive: Set<String> = ["button", "a", "input", "select", "textarea", "label"]
            return Layout.modify(nodes, path, env, canMerge: { !$0.isVoid && !interactive.contains($0.tag) && $0.tag != "span" }) { e in
                e.children.append(.element(button))
                if isEscape { e[attribute: "data-lv-escape"] = id }
            }
        }
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func accessibilityAction(
        _ actionKind: AccessibilityActionKind, _ handler: @escaping @MainActor () -> Void
    ) -> some ViewModifier {
        AccessibilityActionModifier(kind: actionKind, handler: handler)
    }

    @usableFromInline static func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some ViewModifier {
        AccessibilityActionModifier(kind: AccessibilityActionKind(named: name), handler: handler)
    }
}
