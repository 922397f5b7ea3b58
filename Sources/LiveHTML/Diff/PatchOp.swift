/// One DOM change. Ops are applied in order; indices count element children
/// of the parent at the moment the op is applied.
public enum PatchOp: Equatable, Sendable {
    /// Replace the children of `id` with one text node.
    case setText(id: String, text: String)
    case setAttribute(id: String, name: String, value: String)
    case removeAttribute(id: String, name: String)
    /// Set an input's `value` property (not the attribute), so the caret survives.
    case setValue(id: String, value: String)
    case insert(parent: String, index: Int, html: String)
    case remove(id: String)
    case replace(id: String, html: String)
    case move(parent: String, id: String, index: Int)
}
