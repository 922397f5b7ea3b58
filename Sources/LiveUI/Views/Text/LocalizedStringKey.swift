/// The key a string literal becomes in `Text("…")`: literal text (where
/// Markdown is rendered) and interpolated values (shown as they are, but
/// inside the Markdown around them: `"**\(name)**"` is bold).
///
/// LiveUI has no string tables: the key is its own English text.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    enum Segment: Equatable, Sendable {
        case literal(String)
        case value(String)
        case runs([TextRun])
    }

    var segments: [Segment]

    /// Whether `s` holds a byte that can start inline Markdown: * _ ~ ` [ \
    /// A switch per byte: looking each byte up in an array through two
    /// closures cost ≈ 2.5k instructions for a one-word title, on every render.
    private static func hasMarkdown(_ s: String) -> Bool {
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "\\"):
                return true
            default: continue
            }
        }
        return false
    }

    /// A key made from a string value: its Markdown is rendered, as in SwiftUI.
    public init(_ value: String) { segments = [.literal(value)] }

    public init(stringLiteral value: String) { segments = [.literal(value)] }

    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// The key's text without Markdown rendering (for labels of controls that take plain text).
    var plainText: String {
        segments.map { segment -> String in
            switch segment {
            case .literal(let s), .value(let s): return s
            case .runs(let runs): return runs.map(\.plainText).joined()
            }
        }.joined()
    }

    func resolvedRuns() -> [TextRun] {
        // Most keys have no Markdown: one run, without parsing (this runs for every literal Text of every render).
        if segments.count == 1, case .literal(let s) = segments[0], !Self.hasMarkdown(s) { return [TextRun(s)] }
        var plain = true
        for segment in segments {
            switch segment {
            case .value: continue
            case .runs: plain = false
            case .literal(let s): if Self.hasMarkdown(s) { plain = false }
            }
            if !plain { break }
        }
        if plain { return [TextRun(plainText)] }
        let runs = InlineMarkdown.runs(of: segments)
        return runs.isEmpty ? [TextRun("")] : runs
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            segments.reserveCapacity(2 * interpolationCount + 1)
        }

        public mutating func appendLiteral(_ literal: String) {
            guard !literal.isEmpty else { return }
            segments.append(.literal(literal))
        }

        public mutating func appendInterpolation(_ string: String) { segments.append(.value(string)) }

        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) { segments.append(.value(String(string))) }

        /// Integers as `%lld` would print them.
        public mutating func appendInterpolation<I: BinaryInteger>(_ value: I) { segments.append(.value(String(value))) }

        /// A `Double` as SwiftUI prints one without a specifier (`%lf`: six decimals).
        public mutating func appendInterpolation(_ value: Double) { appendInterpolation(value, specifier: "%lf") }

        public mutating func appendInterpolation(_ value: Float) { appendInterpolation(value, specifier: "%f") }

        public mutating func appendInterpolation(_ value: CGFloat) { appendInterpolation(Double(value), specifier: "%lf") }

        /// A number through a printf format: `"\(price, specifier: "%.2f")"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            segments.append(.value(String(format: specifier, value)))
        }

        /// A value through a format style: `"\(total, format: .currency(code: "EUR"))"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            segments.append(.value(format.format(input)))
        }

        /// A value through a `Formatter`: `"\(date, formatter: Self.dateFormatter)"`.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
            segments.append(.value(formatter.string(for: subject) ?? String(describing: subject)))
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            segments.append(.runs([style.run(for: date)]))
        }

        /// Styled text inside the text: it keeps its own styling.
        public mutating func appendInterpolation(_ text: Text) { segments.append(.runs(text.runs)) }

        /// A symbol inside the text, at the text's size and color.
        public mutating func appendInterpolation(_ image: Image) { segments.append(.runs(image.textRuns)) }

        @MainActor public mutating func appendInterpolation(_ attributed: AttributedString) {
            segments.append(.runs(Text(attributed).runs))
        }

        /// Anything else, as `String(describing:)` prints it.
        public mutating func appendInterpolation<T>(_ value: T) { segments.append(.value(String(describing: value))) }
    }
}
