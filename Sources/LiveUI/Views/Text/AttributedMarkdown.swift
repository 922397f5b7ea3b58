import Foundation

/// `AttributedString(markdown:)`, which Foundation on Linux lacks: the inline
/// Markdown `Text` renders (see `InlineMarkdown`), as runs carrying
/// `inlinePresentationIntent` (bold, italic, code, strikethrough) and `link`.
/// Links keep only http, https, mailto and relative URLs, as in `Text`.
extension AttributedString {
    public init(markdown: String, baseURL: URL? = nil) throws {
        self.init()
        for run in InlineMarkdown.runs(of: markdown) {
            var piece = AttributedString(run.plainText)
            var intent: InlinePresentationIntent = []
            if run.style.weight == .bold { intent.insert(.stronglyEmphasized) }
            if run.style.italic == true { intent.insert(.emphasized) }
            if run.style.code == true { intent.insert(.code) }
            if run.style.strikethrough?.isActive == true { intent.insert(.strikethrough) }
            if !intent.isEmpty { piece.inlinePresentationIntent = intent }
            if let href = run.style.link { piece.link = URL(string: href, relativeTo: baseURL) }
            append(piece)
        }
    }
}

/// How inline Markdown marked a run of an `AttributedString` (Foundation's
/// type on Apple platforms; LiveUI's own here, where Foundation has none).
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
}
