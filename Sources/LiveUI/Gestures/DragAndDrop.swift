import Foundation
import LiveHTML

/// `.draggable(_:)`: the element can be picked up with the pointer
/// (`data-lv-drag` ending in `d`: an item drag, 4 px before it starts), or
/// with Space or Return when focused (a tab stop), and dropped on a
/// `.dropDestination` (with the keyboard: Space or Return on the focused
/// destination; Escape puts it down). The page moves the element itself as the
/// drag preview and says where it was dropped (the `drop` event); the session
/// asks the element for its payload then (`EventHandlers.dragPayload`), so a
/// payload is made only for the item actually dropped, as SwiftUI makes it
/// only when a drag begins.
struct DraggableModifier<T: Transferable>: PrimitiveModifier {
    let payload: @MainActor () -> T

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let payload = self.payload
        return DragAndDrop.mark(content(path.modified, env), "data-lv-drag", "4d", ctx, path, env) { e, handlers in
            // A named group to assistive technology, as a dragged view is (GestureModifier).
            if e.tag != "button", e.tag != "a", e[attribute: "role"] == nil { e[attribute: "role"] = "group" }
            handlers.dragPayload = { payload() }
        }
    }
}

/// `.dropDestination(for:action:isTargeted:)`: the element takes dropped items
/// (`data-lv-drop`; `t` when it has `isTargeted`, so the page tells it when an item
/// comes over it and leaves). As in SwiftUI, an item that cannot be a `T`
/// (`TransferConversion`) neither targets the destination nor is dropped there.
struct DropDestinationModifier<T: Transferable>: PrimitiveModifier {
    let action: @MainActor ([T], CGPoint) -> Bool
    let isTargeted: (@MainActor (Bool) -> Void)?

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let (action, isTargeted) = (self.action, self.isTargeted)
        return DragAndDrop.mark(content(path.modified, env), "data-lv-drop", isTargeted == nil ? "" : "t", ctx, path, env) { _, handlers in
            handlers.drop = { input in
                switch input {
                case .entered(let payload): if TransferConversion.value(payload, as: T.self) != nil { isTargeted?(true) }
                case .exited: isTargeted?(false)
                case .dropped(let payload, let location):
                    isTargeted?(false)
                    guard let item = TransferConversion.value(payload, as: T.self) else { return }
                    _ = action([item], location)
                }
            }
        }
    }
}

enum DragAndDrop {
    /// Marks the element `nodes` lower to with `attribute` (wrapping them when that
    /// element has it already), makes it a tab stop (the keyboard's form: Space or
    /// Return picks up and drops), and adds what `install` sets to its handlers.
    @MainActor static func mark(
        _ nodes: [Node], _ attribute: String, _ value: String, _ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues,
        _ install: (inout Element, inout EventHandlers) -> Void
    ) -> [Node] {
        guard env.isEnabled else { return nodes }
        var handlers = EventHandlers()
        let result = Layout.modify(nodes, path, env, canMerge: { !$0.isVoid && $0[attribute: attribute] == nil }) { e in
            e[attribute: attribute] = value
            if !GestureModifier<TapGesture>.focusable.contains(e.tag), e[attribute: "tabindex"] == nil { e[attribute: "tabindex"] = "0" }
            install(&e, &handlers)
        }
        guard case .element(let element)? = result.first, result.count == 1 else { return result }
        var merged = ctx.handlers[element.id] ?? EventHandlers()
        merged.dragPayload = handlers.dragPayload ?? merged.dragPayload
        merged.drop = handlers.drop ?? merged.drop
        ctx.register(element.id, merged)
        return result
    }
}

extension View {
    /// Lets the user drag the view, carrying `payload` to a drop destination.
    @inlinable public func draggable<T: Transferable>(_ payload: @autoclosure @escaping @MainActor () -> T) -> some View {
        modifier(ModifierFactory.draggable(payload))
    }

    /// Lets the user drag the view. The view itself moves under the pointer: `preview` is not shown.
    @inlinable public func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping @MainActor () -> T, @ViewBuilder preview: () -> V
    ) -> some View {
        modifier(ModifierFactory.draggable(payload))
    }

    /// Takes items of type `T` dropped on the view: `action` gets them and where they were
    /// dropped (in the view's own coordinates).
    @inlinable public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping @MainActor (_ items: [T], _ location: CGPoint) -> Bool
    ) -> some View {
        modifier(ModifierFactory.dropDestination(payloadType, action: action, isTargeted: nil))
    }

    /// Takes items of type `T` dropped on the view; `isTargeted` hears when one comes over it and leaves.
    /// (Two functions where SwiftUI has a defaulted parameter: without one, the page sends no targeting.)
    @inlinable public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping @MainActor (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping @MainActor (Bool) -> Void
    ) -> some View {
        modifier(ModifierFactory.dropDestination(payloadType, action: action, isTargeted: isTargeted))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func draggable<T: Transferable>(_ payload: @escaping @MainActor () -> T) -> some ViewModifier {
        DraggableModifier(payload: payload)
    }

    @usableFromInline static func dropDestination<T: Transferable>(
        _ type: T.Type, action: @escaping @MainActor ([T], CGPoint) -> Bool, isTargeted: (@MainActor (Bool) -> Void)?
    ) -> some ViewModifier {
        DropDestinationModifier(action: action, isTargeted: isTargeted)
    }
}
