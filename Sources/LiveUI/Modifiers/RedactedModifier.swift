import LiveHTML

/// Why a view's content is redacted.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Content shown as placeholder blocks while the real data loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Privacy-sensitive content (`privacySensitive()` is not supported, so this redacts nothing).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// `.redacted(reason: .placeholder)`: the subtree's text and symbols become
/// rounded gray blocks of the same size (class `rd`, drawn by `liveui.css`), so
/// the layout is kept and the text cannot be read. The region is marked
/// `aria-busy`, as a page still loading is. `.unredacted()` (class `ur`) shows
/// its subtree again.
struct RedactionModifier: PrimitiveModifier {
    let className: String
    let busy: Bool

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        guard !className.isEmpty else { return content(path.modified, env) }
        return Layout.modify(content(path.modified, env), path, env, canMerge: { _ in true }) { e in
            e.addClass(className)
            if busy { e[attribute: "aria-busy"] = "true" }
        }
    }
}

extension View {
    @inlinable public func redacted(reason: RedactionReasons) -> some View {
        modifier(ModifierFactory.redacted(reason: reason))
    }

    @inlinable public func unredacted() -> some View {
        modifier(ModifierFactory.unredacted())
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func redacted(reason: RedactionReasons) -> some ViewModifier {
        RedactionModifier(className: reason.contains(.placeholder) ? "rd" : "", busy: reason.contains(.placeholder))
    }

    @usableFromInline static func unredacted() -> some ViewModifier {
        RedactionModifier(className: "ur", busy: false)
    }
}
