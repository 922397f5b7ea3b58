import LiveHTML

/// Light or dark appearance: what `@Environment(\.colorScheme)` reads. The
/// page's scheme is the browser's `prefers-color-scheme` unless a view sets
/// `.preferredColorScheme(_:)`; built-in views and the system colors
/// (`Color.primary`, `Color(.systemBackground)`, …) follow it in CSS.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    case light
    case dark
}

/// Whether the user asked for more contrast (the browser does not say: always `.standard`).
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard
    case increased
}

/// `.preferredColorScheme(_:)`: tells the session which scheme the page should show.
struct PreferredColorSchemeModifier: PrimitiveModifier {
    let scheme: ColorScheme?

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        // The first preference in page order wins (the one nearest the root), as for a window in SwiftUI.
        if let scheme, ctx.preferredColorScheme == nil { ctx.preferredColorScheme = scheme }
        return content(path, env)
    }
}

extension View {
    /// Sets the page's color scheme (nil: the browser's). It applies to the
    /// whole tab, as to a whole window in SwiftUI: `@Environment(\.colorScheme)`
    /// reads it everywhere, and the page's colors follow it.
    @inlinable public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(ModifierFactory.preferredColorScheme(colorScheme))
    }

    /// Deprecated in SwiftUI: sets `\.colorScheme` for the views below (what they read, not their colors).
    @inlinable public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func preferredColorScheme(_ colorScheme: ColorScheme?) -> some ViewModifier {
        PreferredColorSchemeModifier(scheme: colorScheme)
    }
}
