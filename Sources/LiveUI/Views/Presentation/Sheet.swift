/// Sheets and full-screen covers: a `<dialog>` that slides up from the
/// bottom (a card on narrow windows, a centered form sheet on wide ones), or
/// covers the whole window. Escape dismisses a sheet (unless its content
/// says `.interactiveDismissDisabled()`); a cover, like SwiftUI's, only by
/// its own buttons.
extension View {
    /// Presents `content` in a sheet while `isPresented` is true.
    @inlinable public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        modifier(ModifierFactory.sheet(isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents a sheet for `item` while it is not nil; another item replaces the sheet.
    @inlinable public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> some View {
        modifier(ModifierFactory.sheet(item: item, onDismiss: onDismiss, content: content))
    }

    /// Presents `content` over the whole window while `isPresented` is true.
    @inlinable public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        modifier(ModifierFactory.fullScreenCover(isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents a full-screen cover for `item` while it is not nil.
    @inlinable public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> some View {
        modifier(ModifierFactory.fullScreenCover(item: item, onDismiss: onDismiss, content: content))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)?, content: @escaping @MainActor () -> Content
    ) -> some ViewModifier {
        PresentationModifier.boolean(.sheet, isPresented, onDismiss: onDismiss) { presentedContent(content())($0, $1, $2, $3) }
    }

    @usableFromInline static func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)?, content: @escaping @MainActor (Item) -> Content
    ) -> some ViewModifier {
        PresentationModifier.item(.sheet, item, onDismiss: onDismiss) { presentedContent(content($0)) }
    }

    @usableFromInline static func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)?, content: @escaping @MainActor () -> Content
    ) -> some ViewModifier {
        PresentationModifier.boolean(.cover, isPresented, onDismiss: onDismiss) { presentedContent(content())($0, $1, $2, $3) }
    }

    @usableFromInline static func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)?, content: @escaping @MainActor (Item) -> Content
    ) -> some ViewModifier {
        PresentationModifier.item(.cover, item, onDismiss: onDismiss) { presentedContent(content($0)) }
    }
}
