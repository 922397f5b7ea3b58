/// The modifiers that return `Text` when applied to `Text`, as SwiftUI's do,
/// so styled pieces can be joined with `+`. Each sets its property on the
/// runs that have not set it (the innermost setting wins).
extension Text {
    public func font(_ font: Font?) -> Text { setting(\.font, font) }

    public func fontWeight(_ weight: Font.Weight?) -> Text { setting(\.weight, weight) }

    public func bold() -> Text { setting(\.weight, .bold) }

    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    public func italic() -> Text { setting(\.italic, true) }

    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    public func foregroundColor(_ color: Color?) -> Text { setting(\.color, color?.css) }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { setting(\.color, style.cssPaint) }

    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        setting(\.strikethrough, TextRunStyle.Decoration(isActive: isActive, color: color?.css))
    }

    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        setting(\.underline, TextRunStyle.Decoration(isActive: isActive, color: color?.css))
    }

    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? setting(\.monospaced, true) : self }

    public func monospacedDigit() -> Text { setting(\.monospacedDigit, true) }

    /// Extra space between characters, in points (CSS letter-spacing).
    public func kerning(_ kerning: CGFloat) -> Text { setting(\.letterSpacing, Double(kerning)) }

    /// Extra space between characters, in points (CSS letter-spacing, as `kerning`).
    public func tracking(_ tracking: CGFloat) -> Text { setting(\.letterSpacing, Double(tracking)) }

    /// Raises (or, negative, lowers) the text from its baseline, in points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { setting(\.baselineOffset, Double(baselineOffset)) }

    public func fontDesign(_ design: Font.Design?) -> Text {
        guard design == .monospaced else { return self }
        return setting(\.monospaced, true)
    }
}

extension Font {
    /// The same font with digits of equal width (CSS tabular numbers).
    public func monospacedDigit() -> Font {
        var f = self
        f.tabularDigits = true
        return f
    }

    /// The same font in a monospaced design.
    public func monospaced() -> Font {
        var f = self
        f.design = .monospaced
        return f
    }
}
