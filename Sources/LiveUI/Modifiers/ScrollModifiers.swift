import LiveHTML

// MARK: Scroll view modifiers (Views/ScrollViews)

/// Whether scroll bars show: `.scrollIndicators(.hidden)`.
public struct ScrollIndicatorVisibility: Sendable, Hashable {
    let hides: Bool
    public static let automatic = ScrollIndicatorVisibility(hides: false)
    public static let visible = ScrollIndicatorVisibility(hides: false)
    public static let hidden = ScrollIndicatorVisibility(hides: true)
    public static let never = ScrollIndicatorVisibility(hides: true)
}

/// When a scroll view bounces at its ends (accepted; a page's overscroll is the browser's).
public struct ScrollBounceBehavior: Sendable, Hashable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

extension View {
    /// Shows or hides the scroll bars of scroll views below (`scrollbar-width: none` when hidden).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(EnvironmentModifier { $0.scrollIndicatorsHidden = visibility.hides })
    }

    /// Stops scroll views below from scrolling (CSS `overflow: hidden`; no longer focusable).
    public func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentModifier { if disabled { $0.isScrollEnabled = false } })
    }

    /// Accepted: a page's scroll views bounce (or not) as the browser and platform do.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    /// Accepted: lists and forms here draw no background of their own behind their rows to hide.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    @available(
        *, unavailable, message: "LiveUI does not report scroll positions back to the app (issue #14): use ScrollViewReader's scrollTo"
    )
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(EnvironmentModifier { _ in })
    }

    @available(*, unavailable, message: "LiveUI has no scroll geometry on the server (issue #14)")
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (Any) -> T, action: @escaping (T, T) -> Void
    ) -> some View {
        modifier(EnvironmentModifier { _ in })
    }
}
