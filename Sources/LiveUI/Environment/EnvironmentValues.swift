/// Values a view inherits from its ancestors.
public struct EnvironmentValues {
    var objects: [ObjectIdentifier: AnyObject] = [:]
    /// `.disabled(true)` on an ancestor disables every control below it.
    public var isEnabled = true
    /// The axis of the nearest enclosing stack (spacers and dividers follow it).
    var stackAxis: Axis?
    /// Inside a button, layout containers render as phrasing content (`span`).
    var inPhrasing = false
    var textFieldStyleClass: String?
    var buttonStyleClass = "bt"
    var submitActions: [@MainActor () -> Void] = []
    /// The navigation column being rendered: where links register and titles go.
    var navigationLevel: NavigationLevel?

    /// The size a fixed `.frame(width:height:)` offers its content, per axis:
    /// what a `GeometryReader` inside reports instead of the window's size.
    var offeredWidth: CGFloat?
    var offeredHeight: CGFloat?

    public init() {}
}

/// A horizontal or vertical dimension.
public enum Axis: Sendable, Hashable {
    case horizontal
    case vertical
}
