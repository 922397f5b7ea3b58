import LiveHTML

/// Font and foreground color. Like SwiftUI's environment, the innermost
/// setting wins; CSS inheritance carries it to descendants, so no wrapper.
struct TextStyleModifier: PrimitiveModifier {
    enum Change {
        case font(Font)
        case color(String)
        case declarations([(String, String)])
    }
    let change: Change

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        content(path, env).map { node in
            guard case .element(var e) = node else { return node }
            switch change {
            case .font(let font):
                let classes = e[attribute: "class"] ?? ""
                // (A token scan: Substring.hasPrefix went through generic casts, ≈5,000 instructions a call.)
                guard !Element.containsToken(classes, "f-", separator: UInt8(ascii: " "), prefixOnly: true), !e.hasStyle("font-size") else {
                    return node
                }
                if let c = font.cssClass { e.addClass(c) }
                for (p, v) in font.cssDeclarations where !e.hasStyle(p) { e.addStyle(p, v) }
                // A titled Text outside a control is a heading, for screen readers too.
                if e.tag == "span", e.hasClass("tx"), !env.inPhrasing, let h = font.headingTag { e.tag = h }
            case .color(let css):
                if !e.hasStyle("color") { e.addStyle("color", css) }
            case .declarations(let list):
                for (p, v) in list where !e.hasStyle(p) { e.addStyle(p, v) }
            }
            return .element(e)
        }
    }
}

extension View {
    @inlinable public func font(_ font: Font?) -> some View {
        modifier(ModifierFactory.font(font))
    }

    @inlinable public func foregroundColor(_ color: Color?) -> some View {
        modifier(ModifierFactory.foregroundColor(color))
    }

    @inlinable public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ModifierFactory.foregroundStyle(style))
    }

    @inlinable public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(ModifierFactory.fontWeight(weight))
    }

    @inlinable public func bold(_ isActive: Bool = true) -> some View {
        modifier(ModifierFactory.bold(isActive))
    }

    @inlinable public func italic(_ isActive: Bool = true) -> some View {
        modifier(ModifierFactory.italic(isActive))
    }

    @inlinable public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(ModifierFactory.multilineTextAlignment(alignment))
    }
}

/// How lines of text align.
public enum TextAlignment: Sendable {
    case leading, center, trailing
    var css: String {
        switch self {
        case .leading: return "start"
        case .center: return "center"
        case .trailing: return "end"
        }
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func font(_ font: Font?) -> some ViewModifier {
        TextStyleModifier(change: font.map { .font($0) } ?? .declarations([]))
    }

    @usableFromInline static func foregroundColor(_ color: Color?) -> some ViewModifier {
        TextStyleModifier(change: color.map { .color($0.css) } ?? .declarations([]))
    }

    @usableFromInline static func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ViewModifier {
        ForegroundPaintModifier(levels: [style.paint])
    }

    @usableFromInline static func fontWeight(_ weight: Font.Weight?) -> some ViewModifier {
        TextStyleModifier(change: .declarations(weight.map { [("font-weight", String($0.css))] } ?? []))
    }

    @usableFromInline static func bold(_ isActive: Bool) -> some ViewModifier {
        TextStyleModifier(change: .declarations(isActive ? [("font-weight", "700")] : []))
    }

    @usableFromInline static func italic(_ isActive: Bool) -> some ViewModifier {
        TextStyleModifier(change: .declarations(isActive ? [("font-style", "italic")] : []))
    }

    @usableFromInline static func multilineTextAlignment(_ alignment: TextAlignment) -> some ViewModifier {
        TextStyleModifier(change: .declarations([("text-align", alignment.css)]))
    }
}
