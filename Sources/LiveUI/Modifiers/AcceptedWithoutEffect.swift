import Foundation

// MARK: Hints a page does without
// Modifiers that tune how a device presents a view (a control's size, a
// number's roll, a haptic, the type size the user chose) and that a browser
// page has no counterpart for, or leaves to the browser (zoom is the user's
// type size). They are accepted so that an app using them compiles, and change
// nothing; the README lists them ("accepted, no effect"). Found missing by a
// sweep of tutorial-style apps (2026-12-07).

/// How big controls are drawn (`.controlSize(_:)`): accepted, no effect.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// The outline of bordered buttons (`.buttonBorderShape(_:)`): accepted, no effect.
public struct ButtonBorderShape: Hashable, Sendable {
    let name: String
    public static let automatic = ButtonBorderShape(name: "automatic")
    public static let capsule = ButtonBorderShape(name: "capsule")
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    public static let circle = ButtonBorderShape(name: "circle")
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { .roundedRectangle }
}

/// How changing content animates (`.contentTransition(_:)`): accepted, no effect (the new text shows at once).
public struct ContentTransition: Hashable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// A haptic or sound the device plays (`.sensoryFeedback(_:trigger:)`): accepted, no effect (a page has no haptics).
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")

    public enum Weight: Hashable, Sendable { case light, medium, heavy }
    public enum Flexibility: Hashable, Sendable { case rigid, solid, soft }
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
}

/// The text size the user chose. A page's text follows the browser's zoom and
/// font settings instead: `@Environment(\.dynamicTypeSize)` is always `.large`
/// (the default), and `.dynamicTypeSize(_:)` is accepted, with no effect.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// How prominent a section's header is (`.headerProminence(_:)`): accepted, no effect.
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

extension EnvironmentValues {
    /// Always `.large`: see `DynamicTypeSize`. Settable (`.environment(\.dynamicTypeSize, …)`), with no effect.
    public var dynamicTypeSize: DynamicTypeSize {
        get { .large }
        set {}
    }
}

extension View {
    public func controlSize(_ controlSize: ControlSize) -> some View { self }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View {
        self
    }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func headerProminence(_ prominence: Prominence) -> some View { self }
}
