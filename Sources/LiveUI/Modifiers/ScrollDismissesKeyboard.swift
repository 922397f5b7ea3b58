import LiveHTML

extension View {
    /// A page has no on-screen keyboard to dismiss while scrolling: kept for source compatibility.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        modifier(EnvironmentModifier { _ in })
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
