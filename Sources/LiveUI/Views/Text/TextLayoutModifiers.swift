import LiveHTML

/// Modifiers about how text lays out; like SwiftUI's, they apply to every
/// text below the view they are set on.
extension View {
    /// At most `number` lines, the rest cut with an ellipsis (CSS line clamp); nil for no limit.
    @inlinable public func lineLimit(_ number: Int?) -> some View {
        modifier(ModifierFactory.lineLimit(number))
    }

    /// Between `limits.lowerBound` and `limits.upperBound` lines: LiveUI clamps at the upper bound.
    @inlinable public func lineLimit(_ limits: ClosedRange<Int>) -> some View { lineLimit(limits.upperBound) }

    @inlinable public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { lineLimit(limit) }

    /// Shows text in upper or lower case (CSS text-transform), as SwiftUI's `textCase`; `nil`
    /// shows text below as written (section headers, upper case in a form, use it to keep their case).
    @inlinable public func textCase(_ textCase: Text.Case?) -> some View {
        modifier(ModifierFactory.textCase(textCase))
    }

    /// Extra space between lines, in points.
    @inlinable public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifier(ModifierFactory.lineSpacing(lineSpacing))
    }

    /// Where text is cut when it does not fit. Browsers cut at the end only:
    /// `.head` and `.middle` are accepted and cut at the end.
    @inlinable public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(ModifierFactory.truncationMode(mode))
    }

    /// Accepted: browser text does not shrink to fit, it wraps or is cut by `lineLimit`.
    @inlinable public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(ModifierFactory.minimumScaleFactor(factor))
    }

    /// Accepted: browsers tighten nothing.
    @inlinable public func allowsTightening(_ flag: Bool) -> some View {
        modifier(ModifierFactory.allowsTightening(flag))
    }

    /// Text in a browser is always selectable; `.disabled` makes it unselectable (CSS user-select).
    @inlinable public func textSelection(_ selectability: TextSelectability) -> some View {
        modifier(ModifierFactory.textSelection(selectability))
    }
}

extension Text {
    /// A case for `textCase(_:)`.
    public enum Case: Sendable, Hashable {
        case uppercase, lowercase
        var css: String { self == .uppercase ? "uppercase" : "lowercase" }
    }

    public enum TruncationMode: Sendable, Hashable {
        case head, tail, middle
    }
}

/// Whether text can be selected (`.textSelection(.enabled)`).
public struct TextSelectability: Sendable {
    let isEnabled: Bool
    public static let enabled = TextSelectability(isEnabled: true)
    public static let disabled = TextSelectability(isEnabled: false)
}

extension Element {
    /// Clamps a text element to `lines` lines with an ellipsis.
    mutating func clampLines(_ lines: Int) {
        addClass("lc")
        addStyle("-webkit-line-clamp", String(lines))
    }
}

/// The iOS 16 forms of the text modifiers, on any view: they style every text
/// below through CSS inheritance (on `Text` itself, `Text`'s own versions apply).
extension View {
    @inlinable public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(ModifierFactory.fontDesign(design))
    }

    /// Narrower or wider letters (iOS 16): CSS `font-stretch`, which shows where the font has
    /// those widths (the system font on Apple's systems; others may draw the standard width).
    @inlinable public func fontWidth(_ width: Font.Width?) -> some View {
        modifier(ModifierFactory.fontWidth(width))
    }

    @inlinable public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(ModifierFactory.monospaced(isActive))
    }

    @inlinable public func monospacedDigit() -> some View {
        modifier(ModifierFactory.monospacedDigit())
    }

    @inlinable public func kerning(_ kerning: CGFloat) -> some View {
        modifier(ModifierFactory.kerning(kerning))
    }

    @inlinable public func tracking(_ tracking: CGFloat) -> some View {
        modifier(ModifierFactory.tracking(tracking))
    }

    @inlinable public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(ModifierFactory.underline(isActive, color: color))
    }

    @inlinable public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifier(ModifierFactory.strikethrough(isActive, color: color))
    }
}

extension Text {
    /// A timer counting down to (or up from) the range's bounds, kept current
    /// by the browser (see `Text.DateStyle`); with `pauseTime`, stopped there.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let target = countsDown ? timerInterval.upperBound : timerInterval.lowerBound
        guard let pauseTime else {
            // Running: the browser ticks it (past the end it counts on: LiveUI does not stop it at zero).
            self.init(runs: [DateStyle.timer.run(for: target)])
            return
        }
        let now = min(max(pauseTime, timerInterval.lowerBound), timerInterval.upperBound)
        self.init(runs: [TextRun(DateStyle.timer.string(for: target, now: now))])
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func lineLimit(_ number: Int?) -> some ViewModifier {
        EnvironmentModifier { $0.lineLimit = number.map { max(1, $0) } }
    }

    @usableFromInline static func textCase(_ textCase: Text.Case?) -> some ViewModifier {
        TextStyleModifier(change: .declarations([("text-transform", textCase?.css ?? "none")]))
    }

    @usableFromInline static func lineSpacing(_ lineSpacing: CGFloat) -> some ViewModifier {
        TextStyleModifier(change: .declarations([("line-height", "calc(1.25em + " + Layout.px(lineSpacing) + ")")]))
    }

    @usableFromInline static func truncationMode(_ mode: Text.TruncationMode) -> some ViewModifier {
        EnvironmentModifier { _ in }
    }

    @usableFromInline static func minimumScaleFactor(_ factor: CGFloat) -> some ViewModifier {
        EnvironmentModifier { _ in }
    }

    @usableFromInline static func allowsTightening(_ flag: Bool) -> some ViewModifier {
        EnvironmentModifier { _ in }
    }

    @usableFromInline static func textSelection(_ selectability: TextSelectability) -> some ViewModifier {
        TextStyleModifier(change: .declarations(selectability.isEnabled ? [] : [("user-select", "none")]))
    }

    @usableFromInline static func monospaced(_ isActive: Bool) -> some ViewModifier {
        TextStyleModifier(change: .declarations(isActive ? [("font-family", "ui-monospace,monospace")] : []))
    }

    @usableFromInline static func monospacedDigit() -> some ViewModifier {
        TextStyleModifier(change: .declarations([("font-variant-numeric", "tabular-nums")]))
    }

    @usableFromInline static func kerning(_ kerning: CGFloat) -> some ViewModifier {
        TextStyleModifier(change: .declarations([("letter-spacing", Layout.px(kerning))]))
    }

    @usableFromInline static func tracking(_ tracking: CGFloat) -> some ViewModifier {
        TextStyleModifier(change: .declarations([("letter-spacing", Layout.px(tracking))]))
    }

    @usableFromInline static func fontWidth(_ width: Font.Width?) -> some ViewModifier {
        TextStyleModifier(change: .declarations(width.map { [("font-stretch", $0.css)] } ?? []))
    }

    @usableFromInline static func fontDesign(_ design: Font.Design?) -> some ViewModifier {
        let family: String? =
            switch design {
            case .monospaced: "ui-monospace,monospace"
            case .serif: "ui-serif,serif"
            case .rounded: "ui-rounded,system-ui,sans-serif"
            case .default, nil: nil
            }
        return TextStyleModifier(change: .declarations(family.map { [("font-family", $0)] } ?? []))
    }

    @usableFromInline static func underline(_ isActive: Bool, color: Color?) -> some ViewModifier {
        var list: [(String, String)] = isActive ? [("text-decoration-line", "underline")] : []
        if isActive, let color { list.append(("text-decoration-color", color.css)) }
        return TextStyleModifier(change: .declarations(list))
    }

    @usableFromInline static func strikethrough(_ isActive: Bool, color: Color?) -> some ViewModifier {
        var list: [(String, String)] = isActive ? [("text-decoration-line", "line-through")] : []
        if isActive, let color { list.append(("text-decoration-color", color.css)) }
        return TextStyleModifier(change: .declarations(list))
    }
}
