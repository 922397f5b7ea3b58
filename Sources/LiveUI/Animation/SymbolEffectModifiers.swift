import LiveHTML

extension View {
    /// Plays `effect` on the symbol images in this view while `isActive` (for ever, unless
    /// `options` say how many times).
    @inlinable public func symbolEffect<T: IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        modifier(ModifierFactory.symbolEffect(effect, options: options, isActive: isActive))
    }

    /// Plays `effect` on the symbol images in this view each time `value` changes (once,
    /// unless `options` say how many times).
    @inlinable public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        modifier(ModifierFactory.symbolEffect(effect, options: options, value: value))
    }

    /// Stops every symbol effect in this view (as for Reduce Motion, which the page honours itself).
    @inlinable public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        modifier(ModifierFactory.symbolEffectClass(isEnabled ? "se-off" : nil, style: []))
    }
}

extension ModifierFactory {
    @usableFromInline static func symbolEffect<T: IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions, isActive: Bool
    ) -> some ViewModifier {
        let name = (effect as? any SymbolEffectCSS)?.cssName ?? "pulse"
        return SymbolEffectClass(className: isActive ? "se se-" + name : nil, style: isActive ? options.style(defaultCount: nil) : [])
    }

    @usableFromInline static func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions, value: U
    ) -> some ViewModifier {
        DiscreteSymbolEffectModifier(name: (effect as? any SymbolEffectCSS)?.cssName ?? "bounce", options: options, value: value)
    }

    @usableFromInline static func symbolEffectClass(_ className: String?, style: [(String, String)]) -> some ViewModifier {
        SymbolEffectClass(className: className, style: style)
    }
}

/// The effect's classes (and its count and speed as CSS variables) on the modified view's
/// element: the stylesheet animates the symbols (`.sy`) at or under it.
struct SymbolEffectClass: PrimitiveModifier {
    let className: String?
    let style: [(String, String)]

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        guard let className else { return content(path.modified, env) }
        return Layout.modify(content(path.modified, env), path, env, canMerge: { !$0.hasStyle("--se-n") && !$0.hasStyle("--se-s") }) { e in
            for name in className.split(separator: " ") { e.addClass(String(name)) }
            for (p, v) in style { e.addStyle(p, v) }
        }
    }
}

/// A discrete effect plays when its value changes: the class alternates between two
/// names of the same animation (`se-bounce-a`, `se-bounce-b`), as a CSS animation
/// starts again only when its name changes. Nothing plays on the first render.
struct DiscreteSymbolEffectModifier<U: Equatable>: ViewModifier {
    let name: String
    let options: SymbolEffectOptions
    let value: U
    @State private var plays = 0

    func body(content: Content) -> some View {
        content
            .modifier(
                SymbolEffectClass(
                    className: plays == 0 ? nil : "se se-\(name)-\(plays % 2 == 1 ? "a" : "b")",
                    style: options.style(defaultCount: 1))
            )
            .onChange(of: value) { plays += 1 }
    }
}
