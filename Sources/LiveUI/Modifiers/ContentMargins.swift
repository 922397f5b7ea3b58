import LiveHTML

/// Margins around a scroll view's content (iOS 17's `.contentMargins`) and padding that
/// also clears the safe area (`.safeAreaPadding`): a page has no safe area beyond its
/// window, so both are padding. On a `ScrollView` the padding is inside the scroll box,
/// scrolling with the content, as content margins do; the scroll indicators' margins
/// (`for: .scrollIndicators`) have nothing to move.
extension View {
    @inlinable public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        modifier(ModifierFactory.contentMargins(edges, length, placement))
    }

    @inlinable public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    @inlinable public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        modifier(ModifierFactory.contentMargins(edges, insets, placement))
    }

    @inlinable public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    @inlinable public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }

    @inlinable public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }

    /// Accepted: a browser's scroll box always clips what scrolls in it.
    @inlinable public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        modifier(ModifierFactory.scrollClipDisabled(disabled))
    }
}

/// Where content margins go (`.contentMargins(_:_:for:)`).
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

extension ModifierFactory {
    @usableFromInline static func scrollClipDisabled(_ disabled: Bool) -> some ViewModifier { EnvironmentModifier { _ in } }

    /// Margins for the scroll indicators move nothing: no padding at all, not a zero one
    /// (which would take away a padding the stylesheet gives the view).
    @usableFromInline static func contentMargins(_ edges: Edge.Set, _ length: CGFloat?, _ placement: ContentMarginPlacement) -> some ViewModifier {
        let l = length ?? 16
        return ContentMarginsModifier(
            insets: placement == .scrollIndicators
                ? nil
                : EdgeInsets(
                    top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                    bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    @usableFromInline static func contentMargins(_ edges: Edge.Set, _ insets: EdgeInsets, _ placement: ContentMarginPlacement) -> some ViewModifier {
        ContentMarginsModifier(
            insets: placement == .scrollIndicators
                ? nil
                : EdgeInsets(
                    top: edges.contains(.top) ? insets.top : 0, leading: edges.contains(.leading) ? insets.leading : 0,
                    bottom: edges.contains(.bottom) ? insets.bottom : 0, trailing: edges.contains(.trailing) ? insets.trailing : 0))
    }
}

/// Padding, or nothing for the scroll indicators' margins.
struct ContentMarginsModifier: PrimitiveModifier {
    let insets: EdgeInsets?

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        guard let insets else { return content(path.modified, env) }
        return PaddingModifier(insets: insets).apply(content, ctx, path, env)
    }
}
