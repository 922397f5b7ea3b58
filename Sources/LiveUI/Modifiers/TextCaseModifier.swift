import LiveHTML

extension Text {
    /// A case text is shown in (`.textCase(_:)`).
    public enum Case: Sendable, Hashable {
        case uppercase
        case lowercase
    }
}

extension View {
    /// Shows text below in upper or lower case; `nil` shows it as written,
    /// which section headers (upper case in a form) use to keep their case.
    /// Only the presentation changes (CSS `text-transform`): the text is unchanged.
    public func textCase(_ textCase: Text.Case?) -> some View {
        let value =
            switch textCase {
            case .uppercase: "uppercase"
            case .lowercase: "lowercase"
            case nil: "none"
            }
        return modifier(TextStyleModifier(change: .declarations([("text-transform", value)])))
    }

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
