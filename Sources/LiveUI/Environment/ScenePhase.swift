/// Whether the tab is in use: `@Environment(\.scenePhase)`. `.active` while
/// the tab is visible and its window focused, `.inactive` while visible but
/// another window has the focus, `.background` while the tab is hidden
/// (another tab, a minimised window), as the page reports it.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}
