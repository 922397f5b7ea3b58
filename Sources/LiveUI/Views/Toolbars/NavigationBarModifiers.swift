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
    public func navigationBarTitle(_ title: String) -> some View {
        navigationTitle(title)
    }

    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// `.inline`: the title in the middle of the bar, small; `.large`: under it.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationBarSettingModifier { bar in if bar.displayMode == nil { bar.displayMode = mode } })
    }

    /// Hides the column's back button (the browser's back button still pops).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NavigationBarSettingModifier { bar in if hidesBackButton { bar.backButtonHidden = true } })
    }

    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NavigationBarSettingModifier { bar in if hidden { bar.hidden = true } })
    }

    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(
            ToolbarModifier(entries: [
                ToolbarEntry(placement: .navigationBarLeading, content: AnyView(leading)),
                ToolbarEntry(placement: .navigationBarTrailing, content: AnyView(trailing)),
            ]))
    }

    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(ToolbarModifier(entries: [ToolbarEntry(placement: .navigationBarLeading, content: AnyView(leading))]))
    }

    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(ToolbarModifier(entries: [ToolbarEntry(placement: .navigationBarTrailing, content: AnyView(trailing))]))
    }
}
