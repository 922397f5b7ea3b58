import LiveHTML

/// Changes what descendants inherit; adds no element.
struct EnvironmentModifier: PrimitiveModifier {
    let change: @MainActor (inout EnvironmentValues) -> Void

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        var inner = env
        change(&inner)
        return content(path, inner)
    }
}

extension View {
    /// Supplies `object` to every `@EnvironmentObject` of its type below.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentModifier { $0.objects[ObjectIdentifier(T.self)] = object })
    }

    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let cssClass = style._cssClass
        return modifier(EnvironmentModifier { $0.textFieldStyleClass = cssClass })
    }

    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let cssClass = style._configuration.cssClass
        return modifier(EnvironmentModifier { $0.buttonStyleClass = cssClass })
    }

    /// Disables the controls in this view and below: no events are accepted for them.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentModifier { if disabled { $0.isEnabled = false } })
    }

    /// Runs `action` when the user presses Return in a text field below.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(EnvironmentModifier { $0.submitActions.append(action) })
    }

    /// A browser page has no safe-area insets to ignore: kept for source compatibility.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(EnvironmentModifier { _ in })
    }
}

/// Which submissions `onSubmit` responds to.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// Kinds of safe area (source compatibility only).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
