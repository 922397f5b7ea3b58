/// Whether something shows (`.toolbar(.hidden, for: .navigationBar)`,
/// a row's separator, a dialog's title): `.automatic` lets the view decide.
/// One shared type: the presentation and list areas use it too.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}
