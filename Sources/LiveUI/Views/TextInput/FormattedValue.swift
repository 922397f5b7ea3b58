import LiveHTML

/// The value behind `TextField(_:value:format:)`: the user edits text, the
/// value changes only when that text parses, on Return or when the field
/// loses focus, as in SwiftUI. Text that does not parse stays in the field
/// and leaves the value as it was.
@MainActor
struct FormattedValue {
    /// The bound value as text.
    let format: @MainActor () -> String
    /// Parses `text` and stores the value; false if it did not parse.
    let commit: @MainActor (String) -> Bool

    /// A field's draft: the text being edited, and the formatted value it
    /// started from (if the value changes elsewhere, the draft is dropped).
    final class Draft {
        var text: String?
        var basis = ""
        weak var target: InvalidationTarget?
    }

    /// The text to show and the field's input and commit actions.
    func lower(_ ctx: RenderContext, _ path: ViewPath) -> (text: String, input: @MainActor (String) -> Void, commit: @MainActor () -> Void)
    {
        let draft = ctx.store.slot(StateStore.Key(path: path, viewType: Draft.self, label: "draft")) { Draft() }
        draft.target = ctx.store.target
        let formatted = format()
        if draft.text != nil, draft.basis != formatted { draft.text = nil }
        draft.basis = formatted
        let format = self.format
        let commit = self.commit
        return (
            draft.text ?? formatted,
            {
                // Rendered like any field's text, so the server's page is the browser's.
                draft.text = $0
                draft.target?.invalidate(animation: nil)
            },
            {
                guard let text = draft.text else { return }
                if commit(text) { draft.text = nil }
                draft.basis = format()
                // Render even if the value did not change: "5.0" shows as "5" once committed.
                draft.target?.invalidate(animation: nil)
            }
        )
    }
}

extension FormattedValue {
    /// Whether `text` could be a whole value like `sample` (the value now,
    /// formatted): digits, signs, separators and the sample's own symbols
    /// ("$", "%") only, with one decimal point. Foundation's parsers read a
    /// number from the start of the text and ignore the rest ("12a" is 12);
    /// a field must not commit such text, as SwiftUI's does not.
    static func isPlausible(_ text: String, like sample: String) -> Bool {
        var points = 0
        var digits = 0
        for c in text {
            if c.isASCII && c.isNumber {
                digits += 1
            } else if c == "." {
                points += 1
            } else if !(c == "," || c == "-" || c == "+" || c.isWhitespace || sample.contains(c)) {
                return false
            }
        }
        return digits > 0 && points <= 1
    }
}

/// Values format in one fixed locale, so pages are the same on every server
/// (SwiftUI uses the device's; a server's own locale is not the user's).
enum FormatLocale {
    static let standard = Locale(identifier: "en_US")
}

extension FormattedValue {
    init<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) where F.FormatOutput == String {
        let style = format.locale(FormatLocale.standard)
        self.init(
            format: { style.format(value.wrappedValue) },
            commit: { text in
                guard Self.isPlausible(text, like: style.format(value.wrappedValue)),
                    let parsed = try? style.parseStrategy.parse(text)
                else { return false }
                value.wrappedValue = parsed
                return true
            })
    }

    /// An optional value: empty or unparseable text makes it `nil`.
    init<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, _ format: F) where F.FormatOutput == String {
        let style = format.locale(FormatLocale.standard)
        self.init(
            format: { value.wrappedValue.map(style.format) ?? "" },
            commit: { text in
                let sample = value.wrappedValue.map(style.format) ?? ""
                let parsed = Self.isPlausible(text, like: sample) ? try? style.parseStrategy.parse(text) : nil
                value.wrappedValue = parsed
                return parsed != nil || text.trimmingCharacters(in: .whitespaces).isEmpty
            })
    }

    /// A `Formatter` (the pre-iOS 15 API): numbers and dates parse; other formatters only format.
    init<V>(_ value: Binding<V>, formatter: Formatter) {
        self.init(
            format: { formatter.string(for: value.wrappedValue) ?? "" },
            commit: { text in
                let sample = formatter.string(for: value.wrappedValue) ?? ""
                let parsed: Any? =
                    if let numbers = formatter as? NumberFormatter {
                        Self.isPlausible(text, like: sample) ? numbers.number(from: text) : nil
                    } else if let dates = formatter as? DateFormatter {
                        dates.date(from: text)
                    } else {
                        nil
                    }
                guard let typed = parsed as? V else { return false }
                value.wrappedValue = typed
                return true
            })
    }
}

extension TextField where Label == Text {
    /// A field editing a value through a format style: `format: .number`,
    /// `.currency(code: "USD")`, `.percent`. The value changes on Return or
    /// when the field loses focus, and only to text that parses.
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(
            title: title, text: .constant(""), prompt: prompt?.content, onCommit: nil, isSecure: false,
            formatted: FormattedValue(value, format))
    }

    /// As above for an optional value, which text that does not parse sets to `nil`.
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(
            title: title, text: .constant(""), prompt: prompt?.content, onCommit: nil, isSecure: false,
            formatted: FormattedValue(value, format))
    }

    /// A field editing a value through a `Formatter` (`NumberFormatter`, `DateFormatter`).
    public init<V>(_ title: String, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        self.init(
            title: title, text: .constant(""), prompt: prompt?.content, onCommit: nil, isSecure: false,
            formatted: FormattedValue(value, formatter: formatter))
    }

    /// The pre-iOS 15 form with a commit action, run on Return after the value commits.
    public init<V>(
        _ title: String, value: Binding<V>, formatter: Formatter, onEditingChanged: ((Bool) -> Void)? = nil,
        onCommit: @escaping @MainActor () -> Void = {}
    ) {
        self.init(
            title: title, text: .constant(""), prompt: nil, onCommit: onCommit, isSecure: false,
            formatted: FormattedValue(value, formatter: formatter))
        self.onEditingChanged = onEditingChanged
    }
}
