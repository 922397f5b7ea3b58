import LiveHTML

/// Modifiers about how text lays out; like SwiftUI's, they apply to every
/// text below the view they are set on.
extension View {
    /// At most `number` lines, the rest cut with an ellipsis (CSS line clamp); nil for no limit.
    public func lineLimit(_ number: Int?) -> some View {
        modifier(EnvironmentModifier { $0.lineLimit = number.map { max(1, $0) } })
    }

    /// Between `limits.lowerBound` and `limits.upperBound` lines: LiveUI clamps at the upper bound.
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View { lineLimit(limits.upperBound) }

    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { lineLimit(limit) }

    /// Shows text in upper or lower case (CSS text-transform), as SwiftUI's `textCase`; `nil`
    /// shows text below as written (section headers, upper case in a form, use it to keep their case).
    public func textCase(_ textCase: Text.Case?) -> some View {
        modifier(TextStyleModifier(change: .declarations([("text-transform", textCase?.css ?? "none")])))
    }

    /// Extra space between lines, in points.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifier(TextStyleModifier(change: .declarations([("line-height", "calc(1.25em + " + Layout.px(lineSpacing) + ")")])))
    }

    /// Where text is cut when it does not fit. Browsers cut at the end only:
    /// `.head` and `.middle` are accepted and cut at the end.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// Accepted: browser text does not shrink to fit, it wraps or is cut by `lineLimit`.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// Accepted: browsers tighten nothing.
    public func allowsTightening(_ flag: Bool) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// Text in a browser is always selectable; `.disabled` makes it unselectable (CSS user-select).
    public func textSelection(_ selectability: TextSelectability) -> some View {
        modifier(TextStyleModifier(change: .declarations(selectability.isEnabled ? [] : [("user-select", "none")])))
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
    public func fontDesign(_ design: Font.Design?) -> some View {
        let family: String? =
            switch design {
            case .monospaced: "ui-monospace,monospace"
            case .serif: "ui-serif,serif"
            case .rounded: "ui-rounded,system-ui,sans-serif"
            case .default, nil: nil
            }
        return modifier(TextStyleModifier(change: .declarations(family.map { [("font-family", $0)] } ?? [])))
    }

    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(TextStyleModifier(change: .declarations(isActive ? [("font-family", "ui-monospace,monospace")] : [])))
    }

    public func monospacedDigit() -> some View {
        modifier(TextStyleModifier(change: .declarations([("font-variant-numeric", "tabular-nums")])))
    }

    public func kerning(_ kerning: CGFloat) -> some View {
        modifier(TextStyleModifier(change: .declarations([("letter-spacing", Layout.px(kerning))])))
    }

    public func tracking(_ tracking: CGFloat) -> some View {
        modifier(TextStyleModifier(change: .declarations([("letter-spacing", Layout.px(tracking))])))
    }

    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        var list: [(String, String)] = isActive ? [("text-decoration-line", "underline")] : []
        if isActive, let color { list.append(("text-decoration-color", color.css)) }
        return modifier(TextStyleModifier(change: .declarations(list)))
    }

    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        var list: [(String, String)] = isActive ? [("text-decoration-line", "line-through")] : []
        if isActive, let color { list.append(("text-decoration-color", color.css)) }
        return modifier(TextStyleModifier(change: .declarations(list)))
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
