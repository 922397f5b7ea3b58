/// Environment modifiers for how fields below take text: each applies to
/// every `TextField`, `SecureField` and `TextEditor` under the view, and the
/// innermost wins, as in SwiftUI.
extension View {
    /// The on-screen keyboard (`inputmode`; `type="tel"` for a phone pad).
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        modifier(EnvironmentModifier { $0.textInputTraits.keyboard = type })
    }

    /// What the field holds, for the browser's autofill (`autocomplete`).
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        modifier(EnvironmentModifier { $0.textInputTraits.contentType = textContentType })
    }

    /// Capitalization of typed text (`autocapitalize`).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modifier(EnvironmentModifier { $0.textInputTraits.autocapitalize = autocapitalization?.html })
    }

    /// The pre-iOS 15 spelling of `textInputAutocapitalization(_:)`.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        modifier(EnvironmentModifier { $0.textInputTraits.autocapitalize = style.html })
    }

    /// Turns autocorrection and spell checking off (`autocorrect="off"`, `spellcheck="false"`).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        modifier(EnvironmentModifier { $0.textInputTraits.autocorrectionDisabled = disable })
    }

    /// The pre-iOS 15 spelling of `autocorrectionDisabled(_:)`; nil keeps the default.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        modifier(EnvironmentModifier { $0.textInputTraits.autocorrectionDisabled = disable })
    }

    /// The Return key's label on on-screen keyboards (`enterkeyhint`).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        modifier(EnvironmentModifier { $0.textInputTraits.submitLabel = submitLabel })
    }
}
