/// Environment modifiers for how fields below take text: each applies to
/// every `TextField`, `SecureField` and `TextEditor` under the view, and the
/// innermost wins, as in SwiftUI.
extension View {
    /// The on-screen keyboard (`inputmode`; `type="tel"` for a phone pad).
    @inlinable public func keyboardType(_ type: UIKeyboardType) -> some View {
        modifier(ModifierFactory.keyboardType(type))
    }

    /// What the field holds, for the browser's autofill (`autocomplete`).
    @inlinable public func textContentType(_ textContentType: UITextContentType?) -> some View {
        modifier(ModifierFactory.textContentType(textContentType))
    }

    /// Capitalization of typed text (`autocapitalize`).
    @inlinable public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modifier(ModifierFactory.textInputAutocapitalization(autocapitalization))
    }

    /// The pre-iOS 15 spelling of `textInputAutocapitalization(_:)`.
    @inlinable public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        modifier(ModifierFactory.autocapitalization(style))
    }

    /// Turns autocorrection and spell checking off (`autocorrect="off"`, `spellcheck="false"`).
    @inlinable public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        modifier(ModifierFactory.autocorrectionDisabled(disable))
    }

    /// The pre-iOS 15 spelling of `autocorrectionDisabled(_:)`; nil keeps the default.
    @inlinable public func disableAutocorrection(_ disable: Bool?) -> some View {
        modifier(ModifierFactory.disableAutocorrection(disable))
    }

    /// The Return key's label on on-screen keyboards (`enterkeyhint`).
    @inlinable public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        modifier(ModifierFactory.submitLabel(submitLabel))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func keyboardType(_ type: UIKeyboardType) -> some ViewModifier {
        EnvironmentModifier { $0.textInputTraits.keyboard = type }
    }

    @usableFromInline static func textContentType(_ textContentType: UITextContentType?) -> some ViewModifier {
        EnvironmentModifier { $0.textInputTraits.contentType = textContentType }
    }

    @usableFromInline static func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some ViewModifier {
        EnvironmentModifier { $0.textInputTraits.autocapitalize = autocapitalization?.html }
    }

    @usableFromInline static func autocapitalization(_ style: UITextAutocapitalizationType) -> some ViewModifier {
        EnvironmentModifier { $0.textInputTraits.autocapitalize = style.html }
    }

    @usableFromInline static func autocorrectionDisabled(_ disable: Bool) -> some ViewModifier {
        EnvironmentModifier { $0.textInputTraits.autocorrectionDisabled = disable }
    }

    @usableFromInline static func disableAutocorrection(_ disable: Bool?) -> some ViewModifier {
        EnvironmentModifier { $0.textInputTraits.autocorrectionDisabled = disable }
    }

    @usableFromInline static func submitLabel(_ submitLabel: SubmitLabel) -> some ViewModifier {
        EnvironmentModifier { $0.textInputTraits.submitLabel = submitLabel }
    }
}
