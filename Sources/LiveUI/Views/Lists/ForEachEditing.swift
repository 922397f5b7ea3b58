import Foundation

// `ForEach.onDelete` / `.onMove`: in a `List`, the rows of such a `ForEach`
// get a "Delete" action (and, in edit mode, a delete button and move
// buttons). The actions receive offsets into the `ForEach`'s data, as
// SwiftUI passes them, for `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`.

extension ForEach {
    /// Lets the user delete rows; `action` gets the offsets of the rows to delete (nil: not deletable).
    public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// Lets the user reorder rows in edit mode; `action` gets the moved rows'
    /// offsets and the offset, counted before the move, that they go before.
    public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.moveAction = action
        return copy
    }
}
