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
    @inlinable public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    ) -> some View {
        modifier(ModifierFactory.scrollIndicators(visibility, axes: axes))
    }

    /// Stops scroll views below from scrolling (CSS `overflow: hidden`; no longer focusable).
    @inlinable public func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(ModifierFactory.scrollDisabled(disabled))
    }

    /// Accepted: a page's scroll views bounce (or not) as the browser and platform do.
    @inlinable public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        modifier(ModifierFactory.scrollBounceBehavior(behavior, axes: axes))
    }

    /// Accepted: lists and forms here draw no background of their own behind their rows to hide.
    @inlinable public func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(ModifierFactory.scrollContentBackground(visibility))
    }

    @available(
        *, unavailable, message: "LiveUI does not report scroll positions back to the app (issue #14): use ScrollViewReader's scrollTo"
    )
    @inlinable public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(ModifierFactory.scrollPosition(id: id, anchor: anchor))
    }

    @available(*, unavailable, message: "LiveUI has no scroll geometry on the server (issue #14)")
    @inlinable public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (Any) -> T, action: @escaping (T, T) -> Void
    ) -> some View {
        modifier(ModifierFactory.onScrollGeometryChange(for: type, of: transform, action: action))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set) -> some ViewModifier {
        EnvironmentModifier { $0.scrollIndicatorsHidden = visibility.hides }
    }

    @usableFromInline static func scrollDisabled(_ disabled: Bool) -> some ViewModifier {
        EnvironmentModifier { if disabled { $0.isScrollEnabled = false } }
    }

    @usableFromInline static func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set) -> some ViewModifier {
        EnvironmentModifier { _ in }
    }

    @usableFromInline static func scrollContentBackground(_ visibility: Visibility) -> some ViewModifier {
        EnvironmentModifier { _ in }
    }

    @usableFromInline static func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint?) -> some ViewModifier {
        EnvironmentModifier { _ in }
    }

    @usableFromInline static func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (Any) -> T, action: @escaping (T, T) -> Void
    ) -> some ViewModifier {
        EnvironmentModifier { _ in }
    }
}
