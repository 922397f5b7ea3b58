import LiveHTML

extension View {
    /// A page has no on-screen keyboard to dismiss while scrolling: kept for source compatibility.
    @inlinable public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        modifier(ModifierFactory.scrollDismissesKeyboard(mode))
    }
}

/// When scrolling dismisses the keyboard (source compatibility only).
public struct ScrollDismissesKeyboardMode: Sendable, Hashable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some ViewModifier {
        EnvironmentModifier { _ in }
    }
}
