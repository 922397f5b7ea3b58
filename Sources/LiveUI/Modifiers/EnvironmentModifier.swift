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
    @inlinable public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(ModifierFactory.environmentObject(object))
    }

    @inlinable public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(ModifierFactory.textFieldStyle(style))
    }

    /// Disables the controls in this view and below: no events are accepted for them.
    @inlinable public func disabled(_ disabled: Bool) -> some View {
        modifier(ModifierFactory.disabled(disabled))
    }

    /// Runs `action` when the user presses Return in a text field below.
    @inlinable public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(ModifierFactory.onSubmit(of: triggers, action))
    }

    /// A browser page has no safe-area insets to ignore: kept for source compatibility.
    @inlinable public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(ModifierFactory.edgesIgnoringSafeArea(edges))
    }

    @inlinable public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(ModifierFactory.ignoresSafeArea(regions, edges: edges))
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

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func disabled(_ disabled: Bool) -> some ViewModifier {
        EnvironmentModifier { if disabled { $0.isEnabled = false } }
    }

    @usableFromInline static func onSubmit(of triggers: SubmitTriggers, _ action: @escaping @MainActor () -> Void) -> some ViewModifier {
        EnvironmentModifier { $0.submitActions.append(action) }
    }

    @usableFromInline static func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some ViewModifier {
        EnvironmentModifier { _ in }
    }

    @usableFromInline static func ignoresSafeArea(_ regions: SafeAreaRegions, edges: Edge.Set) -> some ViewModifier {
        EnvironmentModifier { _ in }
    }

    @usableFromInline static func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some ViewModifier {
        let cssClass = style._cssClass
        return EnvironmentModifier { $0.textFieldStyleClass = cssClass }
    }

    @usableFromInline static func environmentObject<T: ObservableObject>(_ object: T) -> some ViewModifier {
        EnvironmentModifier { $0.objects[ObjectIdentifier(T.self)] = object }
    }
}
