/// Whether something shows: `.scrollContentBackground(.hidden)`, and the
/// list and toolbar modifiers. (The lists and toolbars work of issue #14
/// declares the same enum; keep one when merging.)
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}
