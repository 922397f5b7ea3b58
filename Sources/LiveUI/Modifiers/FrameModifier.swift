import LiveHTML

/// A box of a given or bounded size that places its content by `alignment`.
struct FrameModifier: PrimitiveModifier {
    var width: CGFloat?, height: CGFloat?
    var minWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, maxHeight: CGFloat?
    var alignment: Alignment
    /// Used where CSS has an equivalent: the size `.fixedSize()` gives the frame (`--lv-iw`/`--lv-ih`).
    var idealWidth: CGFloat? = nil, idealHeight: CGFloat? = nil

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        var inner = env
        if let width { inner.offeredWidth = max(0, width) }
        if let height { inner.offeredHeight = max(0, height) }
        let children = content(path.modified, inner)
        // A fixed size never expands; an infinite maximum always does; otherwise the content decides.
        var e = Layout.container(path, env, classes: "zs fr", children: children) { inner in
            (
                x: width == nil && (maxWidth == .infinity || (maxWidth == nil && inner.x)),
                y: height == nil && (maxHeight == .infinity || (maxHeight == nil && inner.y))
            )
        }
        if let width { e.addStyle("width", Layout.px(max(0, width))) }
        if let height { e.addStyle("height", Layout.px(max(0, height))) }
        if let minWidth { e.addStyle("min-width", Layout.px(minWidth)) }
        if let maxWidth, maxWidth.isFinite { e.addStyle("max-width", Layout.px(maxWidth)) }
        if let minHeight { e.addStyle("min-height", Layout.px(minHeight)) }
        if let maxHeight, maxHeight.isFinite { e.addStyle("max-height", Layout.px(maxHeight)) }
        if let idealWidth { e.addStyle("--lv-iw", Layout.px(max(0, idealWidth))) }
        if let idealHeight { e.addStyle("--lv-ih", Layout.px(max(0, idealHeight))) }
        alignment.apply(to: &e)
        return [.element(e)]
    }
}

extension View {
    @inlinable public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(ModifierFactory.frame(width: width, height: height, alignment: alignment))
    }

    @inlinable public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            ModifierFactory.frame(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight,
                maxHeight: maxHeight, alignment: alignment))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func frame(width: CGFloat?, height: CGFloat?, alignment: Alignment) -> some ViewModifier {
        FrameModifier(width: width, height: height, alignment: alignment)
    }

    @usableFromInline static func frame(
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?,
        alignment: Alignment
    ) -> some ViewModifier {
        FrameModifier(
            minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight,
            alignment: alignment, idealWidth: idealWidth, idealHeight: idealHeight)
    }
}
