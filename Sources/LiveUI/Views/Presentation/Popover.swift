/// Popovers: on wide windows a small panel anchored below the presenting view
/// (CSS anchor positioning), on narrow ones a sheet, as SwiftUI adapts a
/// popover on an iPhone. A click outside or Escape dismisses it.
extension View {
    /// Presents `content` in a popover while `isPresented` is true.
    @inlinable public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        modifier(
            ModifierFactory.popover(isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, content: content))
    }

    /// Presents a popover for `item` while it is not nil.
    @inlinable public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> some View {
        modifier(ModifierFactory.popover(item: item, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, content: content))
    }
}

/// Where a popover attaches: accepted; the popover always attaches to the presenting view's box.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A geometry value of a view, for `PopoverAttachmentAnchor.rect(.bounds)`.
public struct Anchor<Value>: Sendable {
    /// Which of a view's geometry values an anchor refers to.
    public struct Source: Sendable {
        let name: String
    }
}

extension Anchor<CGRect>.Source {
    /// The view's own bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "bounds") }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor, arrowEdge: Edge?, content: @escaping @MainActor () -> Content
    ) -> some ViewModifier {
        PresentationModifier.boolean(.popover, isPresented, onDismiss: nil) { presentedContent(content())($0, $1, $2, $3) }
    }

    @usableFromInline static func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor, arrowEdge: Edge?, content: @escaping @MainActor (Item) -> Content
    ) -> some ViewModifier {
        PresentationModifier.item(.popover, item, onDismiss: nil) { presentedContent(content($0)) }
    }
}
