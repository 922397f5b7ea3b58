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

    // Controls: styles set by `.toggleStyle`, `.pickerStyle`, …, and the
    // collector a Picker hands its content so `.tag(_:)` and `ForEach` can
    // report options (nil outside a picker's content).
    var toggleStyleKind = ToggleStyleKind.automatic
    var pickerStyleKind = PickerStyleKind.menu
    var pickerTags: PickerTagCollector?
    var labelsHidden = false
    var toggleTint: String?
    var progressViewStyleKind = ProgressViewStyleKind.automatic
    // Forms and text input: keyboard, autofill and Return key of fields below
    // (`.keyboardType(_:)`, `.textContentType(_:)`, …), and the form style.
    var textInputTraits = TextInputTraits()
    var inForm = false
    var formStyleClass: String?

    public init() {}
}

/// A horizontal or vertical dimension.
public enum Axis: Sendable, Hashable {
    case horizontal
    case vertical
}
