import Foundation
import LiveHTML

/// `ForEach.onDelete` in a `Form` (not in a `List`): each item's row gets the
/// list's "Delete" row action (and in edit mode its leading delete button),
/// so an edit form over a collection (a meeting's attendees) can remove rows,
/// as SwiftUI's form rows can be swiped away. The row is a form row
/// (`fs-row`) that is also a list row (`ls-row`), whose CSS shows the action
/// on hover or focus, always on touch screens. `.deleteDisabled` and
/// `.onMove` are list-only: a form's rows are not reordered.
@MainActor
enum FormRowActions {
    /// Whether items of a `ForEach` rendering in `env` get form row actions.
    static func apply(to env: EnvironmentValues) -> Bool {
        env.inForm && env.listRows == nil && env.pickerTags == nil
    }

    /// The item's nodes as one deletable form row.
    static func row(
        _ nodes: [Node], _ itemPath: ViewPath, offset: Int, _ delete: @escaping @MainActor (IndexSet) -> Void, _ ctx: RenderContext,
        _ env: EnvironmentValues
    ) -> Node {
        let id = itemPath.raw + "r"
        let action: @MainActor () -> Void = { withAnimation { delete(IndexSet(integer: offset)) } }
        var children: [Node] = []
        if env.editMode?.wrappedValue.isEditing ?? false {
            children.append(ListRows.button(id + ".d", label: "Delete", symbol: "minus", text: nil, classes: "ls-del", ctx, env, action))
            children += nodes
        } else {
            children += nodes
            let button = ListRows.button(id + ".d", label: nil, symbol: "trash", text: "Delete", classes: "bt rd", ctx, env, action)
            children.append(ListRows.actions(id + ".st", "ls-acts", [button]))
        }
        return .element(Element("div", id: id, attributes: [Attribute("class", "fs-row ls-row")], children: children))
    }
}
