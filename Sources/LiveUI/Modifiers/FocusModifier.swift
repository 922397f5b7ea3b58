import LiveHTML

/// Ties the focusable element of a view (a field, a text editor, a button)
/// to a `@FocusState`: the browser's focus and blur update the state, and
/// the state, when the app changes it, moves the browser's focus.
struct FocusModifier<Value: Hashable>: PrimitiveModifier {
    let binding: FocusState<Value>.Binding
    /// The state's value while this view has focus.
    let value: Value

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        var nodes = content(path, env)
        guard let id = Self.focusableID(in: nodes) else { return nodes }
        let binding = self.binding
        let value = self.value
        ctx.addFocusHandlers(
            id,
            focus: { if binding.wrappedValue != value { binding.wrappedValue = value } },
            blur: { if binding.wrappedValue == value { binding.wrappedValue = binding.unfocused } })
        let wanted = binding.wrappedValue == value && ctx.requestFocus(id)
        for i in nodes.indices {
            guard case .element(var e) = nodes[i] else { continue }
            e.update(id: id) { field in
                field[attribute: "data-lv-focus"] = ""
                // Only the page the server renders first uses it; later moves go in patches.
                if wanted { field[attribute: "autofocus"] = "" }
            }
            nodes[i] = .element(e)
        }
        return nodes
    }

    /// The first element a user can focus, in page order.
    static func focusableID(in nodes: [Node]) -> String? {
        for case .element(let e) in nodes {
            for candidate in e.allElements() where isFocusable(candidate) && !candidate.id.isEmpty {
                return candidate.id
            }
        }
        return nil
    }

    static func isFocusable(_ e: Element) -> Bool {
        switch e.tag {
        case "input", "textarea", "select", "button": return e[attribute: "type"] != "hidden"
        case "a": return e[attribute: "href"] != nil
        default: return e[attribute: "tabindex"] != nil
        }
    }
}

extension View {
    /// Focuses this view's field while `condition` is true, and sets it as
    /// the field gains or loses the browser's focus.
    @inlinable public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(ModifierFactory.focused(condition))
    }

    /// Focuses this view's field while the state equals `value`; the state
    /// becomes `value` when the user focuses it and `nil` when they leave it.
    @inlinable public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(ModifierFactory.focused(binding, equals: value))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func focused(_ condition: FocusState<Bool>.Binding) -> some ViewModifier {
        FocusModifier(binding: condition, value: true)
    }

    @usableFromInline static func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some ViewModifier {
        FocusModifier(binding: binding, value: value)
    }
}
