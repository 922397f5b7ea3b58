import Foundation

// MARK: Formatted values in control titles
// SwiftUI's control titles are `LocalizedStringKey`s, so the formatted
// interpolations of `Text` work in them too. Most of LiveUI's take a `String`
// (`Button`, `Toggle`, `Stepper`, `Picker`, `Section`, `NavigationLink`,
// `TextField`, `Link`, `.navigationTitle`, …), where those interpolations did not
// compile ("incorrect argument label … have '_:specifier:'"; a sweep of
// tutorial-style apps, 2026-12-07). These give a `String` the same three, formatted
// as `LocalizedStringKey.StringInterpolation` formats them:
// `Stepper("Scale: \(x, specifier: "%.1f")", …)`,
// `Button("Pay \(total, format: .currency(code: "USD"))") { … }`.
// A plain `\(x)` of a `Double` in such a title is still Swift's (`2.5`), not
// SwiftUI's `%lf` (`2.500000`).
extension DefaultStringInterpolation {
    /// A number through a printf format: `"\(price, specifier: "%.2f")"`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        appendLiteral(String(format: specifier, value))
    }

    /// A value through a format style: `"\(total, format: .currency(code: "EUR"))"`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        appendLiteral(format.format(input))
    }

    /// A value through a `Formatter`: `"\(date, formatter: Self.dateFormatter)"`.
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
        appendLiteral(formatter.string(for: subject) ?? String(describing: subject))
    }
}
