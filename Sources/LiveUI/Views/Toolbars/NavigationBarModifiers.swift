import LiveHTML

/// The iOS 13–15 navigation bar API, and its title display modes.
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable, Hashable {
        /// The previous column's mode (large at the root).
        case automatic
        /// A smaller title in the middle of the bar.
        case inline
        /// A large title under the bar.
        case large
    }
}

extension View {
    @inlinable public func navigationBarTitle(_ title: String) -> some View {
        navigationTitle(title)
    }

    @inlinable public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    @inlinable public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    @inlinable public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// `.inline`: the title in the middle of the bar, small; `.large`: under it.
    @inlinable public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(ModifierFactory.navigationBarTitleDisplayMode(mode))
    }

    /// Hides the column's back button (the browser's back button still pops).
    @inlinable public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(ModifierFactory.navigationBarBackButtonHidden(hidesBackButton))
    }

    @inlinable public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(ModifierFactory.navigationBarHidden(hidden))
    }

    @inlinable public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(ModifierFactory.navigationBarItems(leading: leading, trailing: trailing))
    }

    @inlinable public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(ModifierFactory.navigationBarItems(leading: leading))
    }

    @inlinable public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(ModifierFactory.navigationBarItems(trailing: trailing))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some ViewModifier {
        NavigationBarSettingModifier { bar in if bar.displayMode == nil { bar.displayMode = mode } }
    }

    @usableFromInline static func navigationBarBackButtonHidden(_ hidesBackButton: Bool) -> some ViewModifier {
        NavigationBarSettingModifier { bar in if hidesBackButton { bar.backButtonHidden = true } }
    }

    @usableFromInline static func navigationBarHidden(_ hidden: Bool) -> some ViewModifier {
        NavigationBarSettingModifier { bar in if hidden { bar.hidden = true } }
    }

    @usableFromInline static func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some ViewModifier {
        ToolbarModifier(entries: [
            ToolbarEntry(placement: .navigationBarLeading, content: AnyView(leading)),
            ToolbarEntry(placement: .navigationBarTrailing, content: AnyView(trailing)),
        ])
    }

    @usableFromInline static func navigationBarItems<L: View>(leading: L) -> some ViewModifier {
        ToolbarModifier(entries: [ToolbarEntry(placement: .navigationBarLeading, content: AnyView(leading))])
    }

    @usableFromInline static func navigationBarItems<T: View>(trailing: T) -> some ViewModifier {
        ToolbarModifier(entries: [ToolbarEntry(placement: .navigationBarTrailing, content: AnyView(trailing))])
    }
}
