import LiveHTML

/// Menu: a button that opens a list of actions (its content: buttons,
/// dividers, sections, toggles, pickers, menus inside it).
///
/// Open, the list is a light-dismiss `<dialog>` anchored below the button
/// (Presentation.swift, kind `.menu`) holding a `role=menu`: arrow keys move
/// between its items, Escape or a click outside closes it, and choosing an
/// item closes it, then runs the item's action, as in SwiftUI. With
/// `primaryAction:` the button runs that action and a second button beside it
/// opens the menu (SwiftUI opens it with a long press).
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?

    public typealias Body = Never

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), content: content(), primaryAction: nil)
    }

    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(label: label(), content: content(), primaryAction: primaryAction)
    }

    init(label: Label, content: Content, primaryAction: (@MainActor () -> Void)?) {
        self.label = label
        self.content = content
        self.primaryAction = primaryAction
    }

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        let target = ctx.store.target
        let state = ctx.store.slot(StateStore.Key(path: path, viewType: MenuState.self, label: "menu")) {
            let state = MenuState()
            state.onChange = { [weak target] in target?.invalidate(animation: nil) }
            return state
        }
        var inner = env
        inner.inPhrasing = true
        inner.stackAxis = nil
        let opener = path.child("b").raw
        var button = Element(
            "button", id: opener,
            attributes: [
                Attribute("type", "button"), Attribute("class", env.buttonStyleClass + " mn-b"),
                Attribute("aria-haspopup", "menu"), Attribute("aria-expanded", state.isOpen ? "true" : "false"),
            ], children: ctx.render(label, path.child("l"), inner))
        env.markKeyboardShortcut(&button)
        var nodes: [Node] = []
        if env.isEnabled {
            var handlers = EventHandlers()
            if let primaryAction {
                handlers.click = primaryAction
                button[attribute: "aria-haspopup"] = nil
                button[attribute: "aria-expanded"] = nil
            } else {
                handlers.click = { state.isOpen.toggle() }
            }
            ctx.register(opener, handlers)
        } else {
            button[attribute: "disabled"] = ""
        }
        nodes.append(.element(button))
        if primaryAction != nil {
            // The menu's own opener, beside the primary action's button.
            let more = path.child("o").raw
            var chevron = Element(
                "button", id: more,
                attributes: [
                    Attribute("type", "button"), Attribute("class", env.buttonStyleClass + " mn-b mn-more"),
                    Attribute("aria-haspopup", "menu"), Attribute("aria-expanded", state.isOpen ? "true" : "false"),
                    Attribute("aria-label", "More"),
                ])
            if let icon = SymbolIcons.svg(named: "chevron.down", id: more + "i") { chevron.children = [.element(icon)] }
            if env.isEnabled {
                var handlers = EventHandlers()
                handlers.click = { state.isOpen.toggle() }
                ctx.register(more, handlers)
            } else {
                chevron[attribute: "disabled"] = ""
            }
            nodes.append(.element(chevron))
        }
        let wrapper = Element("span", id: path.raw, attributes: [Attribute("class", "mn")], children: nodes)
        let items = self.content
        let labelledBy = opener
        let open = Binding(get: { state.isOpen }, set: { state.isOpen = $0 })
        let presenter = PresentationModifier.boolean(.menu, open, onDismiss: nil) { ctx, id, env, scope in
            MenuItems.render(items, ctx, id, env, scope, labelledBy: labelledBy)
        }
        return presenter.apply({ _, _ in [.element(wrapper)] }, ctx, path, env)
    }
}

extension Menu where Label == Text {
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(label: Text(verbatim: title), content: content(), primaryAction: nil)
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content(), primaryAction: nil)
    }

    public init(_ title: String, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(label: Text(verbatim: title), content: content(), primaryAction: primaryAction)
    }
}

extension Menu where Label == LiveUI.Label<Text, Image> {
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: LiveUI.Label(title, systemImage: systemImage), content: content(), primaryAction: nil)
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: LiveUI.Label(titleKey, systemImage: systemImage), content: content(), primaryAction: nil)
    }
}

/// Whether a menu is open, by the menu's identity.
@MainActor
final class MenuState {
    var isOpen = false {
        didSet { if isOpen != oldValue, !quietly { onChange?() } }
    }
    var onChange: (() -> Void)?
    private var quietly = false

    /// Closes it during a render that does not show it (its view disabled or gone empty), so
    /// that it does not open again by itself later; the render shows it closed already.
    func closeQuietly() {
        quietly = true
        isOpen = false
        quietly = false
    }
}

/// The items of an open menu (or context menu), in its `<dialog>`.
@MainActor
enum MenuItems {
    /// A checkable item (a picker's option, `menuitemradio`; a toggle, `menuitemcheckbox`): a
    /// checkmark before its title while checked, as iOS draws it; `choose` nil: disabled.
    static func checkable(
        id: String, role: String, checked: Bool, title: [Node], choose: (@MainActor () -> Void)?, _ ctx: RenderContext
    ) -> Element {
        var item = Element(
            "button", id: id,
            attributes: [
                Attribute("type", "button"), Attribute("class", "bt mn-c"), Attribute("role", role),
                Attribute("aria-checked", checked ? "true" : "false"),
            ], children: [.element(Element("span", id: id + "t", children: title))])
        if checked, let check = SymbolIcons.svg(named: "checkmark", id: id + "c") { item.children.insert(.element(check), at: 0) }
        if let choose {
            var handlers = EventHandlers()
            handlers.click = choose
            ctx.register(id, handlers)
        } else {
            item[attribute: "disabled"] = ""
        }
        return item
    }

    static func render<Items: View>(
        _ items: Items, _ ctx: RenderContext, _ id: ViewPath, _ env: EnvironmentValues, _ scope: PresentationScope,
        labelledBy: String?
    ) -> (attributes: [Attribute], children: [Node]) {
        var inner = env
        // Choosing an item closes this menu and every menu it opened from, as in SwiftUI.
        let outer = env.menuDismiss
        let closeAll: @MainActor () -> Void = { [scope] in
            scope.dismiss()
            outer?()
        }
        // A menu's buttons have the system's look, whatever style the presenter set.
        inner.changeRare {
            $0.buttonStyleClass = "bt"
            $0.customButtonStyle = nil
            $0.inMenu = true
            $0.menuDismiss = closeAll
        }
        inner.stackAxis = .vertical
        let listPath = id.child("m")
        var nodes = ctx.render(items, Layout.contentPath(Items.self, listPath), inner)
        // Choosing an item closes the menus first, then acts (an action may present something else);
        // a menu inside the menu opens its own. Every item is a menu item, a disabled one too.
        for i in nodes.indices {
            guard case .element(var e) = nodes[i] else { continue }
            var changed = false
            for item in e.allElements() where item.tag == "button" || (item.tag == "a" && item[attribute: "href"] != nil) {
                if item.tag == "button", item[attribute: "aria-haspopup"] == nil, var handlers = ctx.handlers[item.id],
                    let action = handlers.click
                {
                    handlers.click = {
                        closeAll()
                        action()
                    }
                    ctx.register(item.id, handlers)
                }
                changed =
                    e.update(id: item.id) {
                        if $0[attribute: "role"] == nil { $0[attribute: "role"] = "menuitem" }
                        if $0[attribute: "disabled"] != nil { $0[attribute: "aria-disabled"] = "true" }
                    } || changed
            }
            if changed { nodes[i] = .element(e) }
        }
        var menu = Element(
            "div", id: listPath.raw, attributes: [Attribute("class", "mn-list"), Attribute("role", "menu")], children: nodes)
        if let labelledBy { menu[attribute: "aria-labelledby"] = labelledBy } else { menu[attribute: "aria-label"] = "Actions" }
        var attributes: [Attribute] = []
        if let labelledBy {
            attributes.append(Attribute("aria-labelledby", labelledBy))
        } else {
            attributes.append(Attribute("aria-label", "Actions"))
        }
        return (attributes, [.element(menu)])
    }
}
