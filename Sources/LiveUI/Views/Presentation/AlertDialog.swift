import LiveHTML

/// The lowering shared by alerts and confirmation dialogs: a heading, an
/// optional message and the action buttons, in a `<dialog>`.
///
/// As in SwiftUI, every action button also dismisses; Escape (and, for a
/// confirmation dialog, a click outside) is the cancel button. An alert
/// without buttons gets "OK"; a confirmation dialog without a cancel button
/// gets "Cancel", as iOS adds one. The cancel button (else the first) has
/// the focus when it opens, so Return never confirms a destructive action by
/// accident.
@MainActor
struct AlertLowering<Actions: View, Message: View> {
    let kind: PresentationKind
    let title: Text
    let titleVisible: Bool
    let actions: Actions
    let message: Message?

    var builder: DialogBuilder {
        { ctx, id, env, scope in render(ctx, id, env, scope) }
    }

    private func render(
        _ ctx: RenderContext, _ id: ViewPath, _ env: EnvironmentValues, _ scope: PresentationScope
    ) -> (attributes: [Attribute], children: [Node]) {
        var inner = env
        // Alert buttons have the system's look, whatever style the presenter set.
        inner.changeRare {
            $0.buttonStyleClass = "bt"
            $0.customButtonStyle = nil
        }
        let titleID = id.child("t").raw
        var attributes = [Attribute("role", kind == .alert ? "alertdialog" : "dialog")]
        var children: [Node] = []
        if titleVisible {
            attributes.append(Attribute("aria-labelledby", titleID))
            children.append(
                .element(Element("h2", id: titleID, attributes: [Attribute("class", "lv-al-t")], children: [.text(title.content)])))
        } else {
            attributes.append(Attribute("aria-label", title.content))
        }
        if let message {
            let messageID = id.child("m")
            let nodes = ctx.render(message, messageID.child(0), inner)
            attributes.append(Attribute("aria-describedby", messageID.raw))
            children.append(.element(Element("div", id: messageID.raw, attributes: [Attribute("class", "lv-al-m")], children: nodes)))
        }

        let actionsPath = id.child("a")
        var buttons = ctx.render(actions, Layout.contentPath(Actions.self, actionsPath), inner)
        var ids = clickable(buttons, ctx)
        if ids.isEmpty, kind == .alert {
            buttons += ctx.render(Button("OK") {}, actionsPath.child("ok"), inner)
        }
        if kind == .dialog, !buttons.contains(where: { Self.isCancel($0) }) {
            buttons += ctx.render(Button("Cancel", role: .cancel) {}, actionsPath.child("cancel"), inner)
        }
        ids = clickable(buttons, ctx)
        // Every button dismisses first, then acts (an action may present something else).
        for buttonID in ids {
            guard var handlers = ctx.handlers[buttonID], let action = handlers.click else { continue }
            handlers.click = { [scope] in
                scope.dismiss()
                action()
            }
            ctx.register(buttonID, handlers)
        }
        let cancelID = ids.first { buttonID in buttons.contains { Self.isCancel($0, id: buttonID) } }
        if let cancelID { scope.cancelAction = ctx.handlers[cancelID]?.click }
        if let first = cancelID ?? ids.first {
            for i in buttons.indices {
                guard case .element(var e) = buttons[i], e.update(id: first, { $0[attribute: "autofocus"] = "" }) else { continue }
                buttons[i] = .element(e)
                break
            }
        }
        children.append(.element(Element("div", id: actionsPath.raw, attributes: [Attribute("class", "lv-al-a")], children: buttons)))
        return (attributes, children)
    }

    /// Ids of the elements in `nodes` (and below) that take clicks, in page order.
    private func clickable(_ nodes: [Node], _ ctx: RenderContext) -> [String] {
        var out: [String] = []
        for case .element(let e) in nodes {
            for element in e.allElements() where ctx.handlers[element.id]?.click != nil { out.append(element.id) }
        }
        return out
    }

    /// Whether `node` is (or holds, or is the element `id`) a button with the `.cancel` role.
    private static func isCancel(_ node: Node, id: String? = nil) -> Bool {
        guard case .element(let e) = node else { return false }
        return e.allElements().contains { $0.tag == "button" && $0.hasClass("rc") && (id == nil || $0.id == id) }
    }
}
