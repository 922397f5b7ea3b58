import LiveHTML

/// `.contextMenu { … }`: a menu of actions for the view, opened where a
/// browser opens its own context menu (a right click, a long press on a
/// touch screen where the browser fires `contextmenu` for it (Chromium,
/// Firefox; not Safari on iOS), the keyboard's menu key or Shift-F10 on the
/// focused view, which is made focusable if it is not:
/// liveui.js sends the view's `data-lv-menu` target). It is the same list
/// as a `Menu`'s, anchored to the view (Menu.swift). The preview of
/// `contextMenu(menuItems:preview:)` is not shown.
struct ContextMenuModifier<Items: View>: PrimitiveModifier {
    let items: Items

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues
    ) -> [Node] {
        let target = ctx.store.target
        let state = ctx.store.slot(StateStore.Key(path: path, viewType: MenuState.self, label: "context")) {
            let state = MenuState()
            state.onChange = { [weak target] in target?.invalidate(animation: nil) }
            return state
        }
        var nodes = content(path.modified, env)
        guard env.isEnabled, !nodes.isEmpty else {
            state.closeQuietly()
            return nodes
        }
        let opener = path.child("cm").raw
        var handlers = EventHandlers()
        handlers.click = { state.isOpen = true }
        ctx.register(opener, handlers)
        nodes = Layout.modify(nodes, path, env, canMerge: { _ in true }) { e in
            e[attribute: "data-lv-menu"] = opener
            // The menu key and Shift-F10 open the menu of the focused view: one that takes no
            // focus of its own (a row of text) is made focusable, so keyboards reach its menu.
            if !Self.takesFocus(e) { e[attribute: "tabindex"] = "0" }
        }
        let items = self.items
        let open = Binding(get: { state.isOpen }, set: { state.isOpen = $0 })
        let presenter = PresentationModifier.boolean(.menu, open, onDismiss: nil) { ctx, id, env, scope in
            MenuItems.render(items, ctx, id, env, scope, labelledBy: nil)
        }
        let shown = nodes
        return presenter.apply({ _, _ in shown }, ctx, path, env)
    }
}

extension ContextMenuModifier {
    /// Whether a browser focuses `e` or something in it by itself (a control, a link): the
    /// menu key there reaches the view's menu (`contextmenu` bubbles), with no stop added.
    static func takesFocus(_ e: Element) -> Bool {
        e.allElements().contains(where: focusable)
    }

    private static func focusable(_ e: Element) -> Bool {
        switch e.tag {
        case "button", "input", "select", "textarea": return true
        case "a": return e[attribute: "href"] != nil
        default: return e[attribute: "tabindex"] != nil
        }
    }
}

extension View {
    /// A menu of actions for this view, opened by a right click, a long press or the menu key.
    @inlinable public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ModifierFactory.contextMenu(menuItems()))
    }

    /// The same menu; the preview is not shown (the menu opens beside the view itself).
    @inlinable public func contextMenu<MenuItems: View, Preview: View>(
        @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
    ) -> some View {
        modifier(ModifierFactory.contextMenu(menuItems()))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func contextMenu<Items: View>(_ items: Items) -> some ViewModifier { ContextMenuModifier(items: items) }
}
