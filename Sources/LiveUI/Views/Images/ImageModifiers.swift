import LiveHTML

/// How content fits a space of another shape.
public enum ContentMode: Sendable, Hashable {
    /// All of the content shows; space may be left over (CSS object-fit: contain).
    case fit
    /// The content covers the space; parts may be cut (CSS object-fit: cover).
    case fill
}

/// `.aspectRatio`, `.scaledToFit` and `.scaledToFill`: on an image, CSS
/// `object-fit` (and `aspect-ratio` when a ratio is given); on other views,
/// `aspect-ratio` on their element.
struct AspectRatioModifier: PrimitiveModifier {
    let ratio: CGFloat?
    let mode: ContentMode

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        Layout.modify(content(path.modified, env), path, env, canMerge: { _ in true }) { e in
            if e.tag == "img" || e.hasClass("rs") {
                if !e.hasStyle("object-fit") { e.addStyle("object-fit", mode == .fit ? "contain" : "cover") }
                // A fitted image keeps its proportions within the space: it does not stretch the other way.
                e.addClass(mode == .fit ? "fit" : "cover")
            }
            if let ratio, ratio > 0, ratio.isFinite, !e.hasStyle("aspect-ratio") {
                e.addStyle("aspect-ratio", String((Double(ratio) * 10000).rounded() / 10000))
            }
        }
    }
}

extension View {
    @inlinable public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(ModifierFactory.aspectRatio(aspectRatio, contentMode: contentMode))
    }

    @inlinable public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(ModifierFactory.aspectRatio(aspectRatio, contentMode: contentMode))
    }

    @inlinable public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    @inlinable public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Symbol images below are drawn smaller or larger than their font.
    @inlinable public func imageScale(_ scale: Image.Scale) -> some View {
        modifier(ModifierFactory.imageScale(scale))
    }

    /// Symbol images below prefer this variant (`.fill`) when LiveUI draws it.
    @inlinable public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(ModifierFactory.symbolVariant(variant))
    }

    /// Accepted: LiveUI's symbols are drawn in one color, the current one.
    @inlinable public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modifier(ModifierFactory.symbolRenderingMode(mode))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func aspectRatio(_ aspectRatio: CGFloat?, contentMode: ContentMode) -> some ViewModifier {
        AspectRatioModifier(ratio: aspectRatio, mode: contentMode)
    }

    @usableFromInline static func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some ViewModifier {
        AspectRatioModifier(ratio: aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, mode: contentMode)
    }

    @usableFromInline static func imageScale(_ scale: Image.Scale) -> some ViewModifier {
        EnvironmentModifier { $0.imageScale = scale }
    }

    @usableFromInline static func symbolVariant(_ variant: SymbolVariants) -> some ViewModifier {
        EnvironmentModifier { $0.symbolVariantSuffix = variant.suffix.isEmpty ? nil : variant.suffix }
    }

    @usableFromInline static func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some ViewModifier {
        EnvironmentModifier { _ in }
    }
}
