import Foundation
import LiveHTML

/// How a `List` (and a `Section` in one) turns its top-level elements into
/// `<li>` rows: the row's own facts (see `ListRowCollector`) decide its
/// background, separator, insets, swipe actions, edit controls and selection.
@MainActor
enum ListRows {
    /// A row's transition belongs to its `<li>`, which is what enters and leaves the list.
    static let transitionAttributes = ["data-lv-in", "data-lv-out", "data-lv-in-style", "data-lv-out-style"]

    static func wrap(_ nodes: [Node], _ ctx: RenderContext, _ env: EnvironmentValues, _ rows: ListRowCollector) -> [Node] {
        nodes.map { node in
            guard case .element(var e) = node, e.tag != "li" else { return node }
            if e.tag == "section", e.hasClass("fs") {
                var li = Element("li", id: e.id + "r", attributes: [Attribute("class", "ls-sec")])
                hoistTransition(&e, to: &li)
                li.children = [.element(e)]
                return .element(li)
            }
            return .element(row(e, ctx, env, rows))
        }
    }

    static func hoistTransition(_ e: inout Element, to li: inout Element) {
        for name in transitionAttributes {
            guard let value = e[attribute: name] else { continue }
            li[attribute: name] = value
            e[attribute: name] = nil
        }
    }

    static func row(_ content: Element, _ ctx: RenderContext, _ env: EnvironmentValues, _ rows: ListRowCollector) -> Element {
        var e = content
        let id = e.id + "r"
        let traits = rows.traits(of: e.id)
        let item = rows.item(of: e.id)
        let editing = env.editMode?.wrappedValue.isEditing ?? false
        var li = Element("li", id: id, attributes: [Attribute("class", traits.separatorHidden ? "ls-row ls-nosep" : "ls-row")])
        hoistTransition(&e, to: &li)
        if let insets = traits.insets { li[attribute: "style"] = "padding:" + insets.css }

        var children: [Node] = []
        if let background = traits.background {
            children.append(
                .element(
                    Element(
                        "div", id: id + ".bg", attributes: [Attribute("class", "ls-bg"), Attribute("aria-hidden", "true")],
                        children: background)))
        }
        let delete: (@MainActor () -> Void)? = item.flatMap { item in
            guard let action = item.delete, !traits.deleteDisabled else { return nil }
            return { withAnimation { action(IndexSet(integer: item.offset)) } }
        }
        if editing, let delete {
            children.append(button(id + ".d", label: "Delete", symbol: "minus", text: nil, classes: "ls-del", ctx, env, delete))
        }
        if !editing, let leading = traits.leadingActions {
            children.append(actions(id + ".sl", "ls-acts ls-lead", leading))
        }
        children.append(.element(e))
        if let badge = traits.badge {
            // SwiftUI's badge: a count (or a short label) at the row's trailing edge, in secondary text.
            let span = Element("span", id: id + ".bd", attributes: [Attribute("class", "ls-badge")], children: [.text(badge)])
            children.append(.element(span))
        }
        if !editing {
            if let trailing = traits.trailingActions {
                children.append(actions(id + ".st", "ls-acts", trailing))
            } else if let delete {
                // SwiftUI's swipe-to-delete, as a row action.
                let node = button(id + ".d", label: nil, symbol: "trash", text: "Delete", classes: "bt rd", ctx, env, delete)
                children.append(actions(id + ".st", "ls-acts", [node]))
            }
        }
        var handlers = EventHandlers()
        if editing, let item, let move = item.move {
            // Every row of the ForEach is a place to drop a dragged row; only movable ones have handles.
            li[attribute: "data-lv-move"] = item.group
            li[attribute: "data-lv-off"] = String(item.offset)
            if !traits.moveDisabled {
                children.append(moveButtons(id, item, move, ctx, env))
                if env.isEnabled {
                    handlers.input = dropHandler(item, move)
                    // A drop is not a value the row shows: nothing to record in the page's tree.
                    handlers.recordInput = { _, _ in }
                }
            }
        }
        li.children = children

        if let selection = rows.selection, let tag = traits.tag ?? item?.key, selection.accepts(tag) {
            li[attribute: "role"] = "option"
            li[attribute: "aria-selected"] = selection.isSelected(tag) ? "true" : "false"
            li[attribute: "tabindex"] = "-1"
            li[attribute: "data-lv-sel"] = ""
            if env.isEnabled {
                handlers.click = { selection.choose(tag) }
            } else {
                li[attribute: "aria-disabled"] = "true"
            }
        }
        if handlers.click != nil || handlers.input != nil { ctx.register(id, handlers) }
        return li
    }

    /// A row dropped by a drag: the page sends the offset it goes before, counted before the move.
    static func dropHandler(
        _ item: ListRowCollector.Item, _ move: @escaping @MainActor (IndexSet, Int) -> Void
    ) -> @MainActor (String) -> Void {
        let offset = item.offset
        let count = item.count
        return { value in
            guard let destination = Int(value), (0...count).contains(destination), destination != offset, destination != offset + 1
            else { return }
            withAnimation { move(IndexSet(integer: offset), destination) }
        }
    }

    static func actions(_ id: String, _ classes: String, _ buttons: [Node]) -> Node {
        .element(
            Element(
                "div", id: id, attributes: [Attribute("class", classes), Attribute("role", "group"), Attribute("aria-label", "Actions")],
                children: buttons))
    }

    /// Up and down buttons: moving by keyboard, as `.onMove` offsets (`toOffset` counts the rows before the move).
    static func moveButtons(
        _ id: String, _ item: ListRowCollector.Item, _ move: @escaping @MainActor (IndexSet, Int) -> Void, _ ctx: RenderContext,
        _ env: EnvironmentValues
    ) -> Node {
        let offset = item.offset
        var moveUp: (@MainActor () -> Void)?
        var moveDown: (@MainActor () -> Void)?
        if offset > 0 { moveUp = { withAnimation { move(IndexSet(integer: offset), offset - 1) } } }
        // Below the next row: before the one after it, counted before the move.
        if offset + 1 < item.count { moveDown = { withAnimation { move(IndexSet(integer: offset), offset + 2) } } }
        let up = button(id + ".u", label: "Move up", symbol: "arrow.up", text: nil, classes: "ls-mv", ctx, env, moveUp)
        let down = button(id + ".n", label: "Move down", symbol: "arrow.down", text: nil, classes: "ls-mv", ctx, env, moveDown)
        // The handle a pointer drags; the keyboard has the buttons.
        let grip = Element(
            "span", id: id + ".g", attributes: [Attribute("class", "ls-grip"), Attribute("aria-hidden", "true")],
            children: ctx.render(Image(systemName: "line.3.horizontal"), ViewPath(raw: id + ".gi"), env))
        return .element(
            Element(
                "div", id: id + ".m",
                attributes: [Attribute("class", "ls-move"), Attribute("role", "group"), Attribute("aria-label", "Move")],
                children: [up, down, .element(grip)]))
    }

    /// A button of the list's own (not the app's): a symbol, and a visible text or an accessible label.
    static func button(
        _ id: String, label: String?, symbol: String, text: String?, classes: String, _ ctx: RenderContext,
        _ env: EnvironmentValues, _ action: (@MainActor () -> Void)?
    ) -> Node {
        var inner = env
        inner.inPhrasing = true
        inner.decorativeImages = true
        inner.stackAxis = nil
        var children = ctx.render(Image(systemName: symbol), ViewPath(raw: id + ".i"), inner)
        if let text { children.append(.element(Element("span", id: id + ".t", children: [.text(text)]))) }
        var e = Element("button", id: id, attributes: [Attribute("type", "button"), Attribute("class", classes)], children: children)
        if let label { e[attribute: "aria-label"] = label }
        if let action, env.isEnabled {
            var handlers = EventHandlers()
            handlers.click = action
            ctx.register(id, handlers)
        } else {
            e[attribute: "disabled"] = ""
        }
        return .element(e)
    }

    /// Selectable rows take the keyboard's focus one at a time (a roving
    /// tabindex): Tab enters the list at the first selected row, or the first row.
    static func rove(_ nodes: inout [Node]) {
        var first: [Int]?
        var selected: [Int]?
        func scan(_ nodes: [Node], _ at: [Int]) {
            for (i, node) in nodes.enumerated() {
                guard case .element(let e) = node, selected == nil else { continue }
                if e[attribute: "data-lv-sel"] != nil {
                    if first == nil { first = at + [i] }
                    if e[attribute: "aria-selected"] == "true" { selected = at + [i] }
                } else if e.tag == "li" || e.tag == "section" || e.tag == "ul" {
                    scan(e.children, at + [i])
                }
            }
        }
        scan(nodes, [])
        guard let target = selected ?? first else { return }
        func set(_ nodes: inout [Node], _ path: ArraySlice<Int>) {
            guard let i = path.first, case .element(var e) = nodes[i] else { return }
            if path.count == 1 {
                e[attribute: "tabindex"] = "0"
            } else {
                set(&e.children, path.dropFirst())
            }
            nodes[i] = .element(e)
        }
        set(&nodes, target[...])
    }
}
