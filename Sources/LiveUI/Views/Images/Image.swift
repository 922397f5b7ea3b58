import LiveHTML

/// An image: a built-in symbol (`Image(systemName:)`, inline SVG drawn in
/// the current color at the current font's size), one of the app's images
/// (`Image("avatar")`, an `<img>` the server serves, see `ImageAssetTable`),
/// or, inside `AsyncImage`, a remote URL the browser loads.
///
/// Accessibility: an image with a label (`Image("name")` uses its name,
/// `Image(systemName:)` a readable form of the symbol's name) is announced
/// as an image; `Image(decorative:)` is hidden from assistive technology, and
/// so is any image inside a label or a button that has text.
public struct Image: View, PrimitiveView, Equatable {
    enum Source: Equatable, Sendable {
        case system(String)
        case asset(String)
        case remote(String)
    }

    let source: Source
    /// What a screen reader says; nil for a decorative image.
    var label: String?
    var isResizable = false

    init(source: Source, label: String?) {
        self.source = source
        self.label = label
    }

    /// A built-in symbol (docs/symbols.md); unknown names show a placeholder and log a warning.
    public init(systemName: String) {
        self.init(source: .system(systemName), label: Self.readableLabel(forSymbol: systemName))
    }

    /// An image of the app's assets, labelled by its name.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(source: .asset(name), label: Self.readableLabel(forAsset: name))
    }

    /// An image of the app's assets with an explicit label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(source: .asset(name), label: label.content)
    }

    /// An image of the app's assets that assistive technology skips.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(source: .asset(name), label: nil)
    }

    /// A symbol with a variable value: LiveUI draws the symbol without the value.
    public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }

    public typealias Body = Never

    // MARK: Modifiers that return Image, as in SwiftUI

    /// Lets the image grow or shrink to the space it is given (see `scaledToFit`, `frame`).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var out = self
        out.isResizable = true
        return out
    }

    /// Accepted: symbols are always drawn in the current color (as `.template`), photos as they are.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// Accepted: the browser chooses how to scale pixels.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Accepted: the browser always antialiases.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// Accepted: symbols have one color, the current one.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    public enum ResizingMode: Sendable, Hashable { case tile, stretch }
    public enum TemplateRenderingMode: Sendable, Hashable { case template, original }
    public enum Interpolation: Sendable, Hashable { case none, low, medium, high }

    /// The size of a symbol relative to its font (`.imageScale(.large)`).
    public enum Scale: Sendable, Hashable {
        case small, medium, large
        /// Roughly SF Symbols' scales: 0.78, 1 and 1.29 times the symbol's size at the font.
        var em: String {
            switch self {
            case .small: return "0.86em"
            case .medium: return "1.1em"
            case .large: return "1.42em"
            }
        }
    }

    // MARK: Rendering

    /// The image as runs of a `Text` (`Text("\(Image(systemName: "star")) 4.5")`).
    nonisolated var textRuns: [TextRun] {
        if case .system(let name) = source { return [TextRun(symbol: name)] }
        // Photos cannot flow in text: SwiftUI shows them, LiveUI shows their label.
        return [TextRun(label ?? "")]
    }

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var e: Element
        switch source {
        case .system(let name):
            e = SymbolIcons.icon(named: Self.variant(of: name, env), id: path.raw, ctx)
            // Drawn in the current color (the label icons' tint, class `ic`, is Label's).
            e[attribute: "class"] = "sy"
            if env.imageScale != .medium {
                e.addStyle("width", env.imageScale.em)
                e.addStyle("height", env.imageScale.em)
            }
            if isResizable { e.addClass("rs lx ly") }
            if let label, !env.decorativeImages {
                e[attribute: "aria-hidden"] = nil
                e[attribute: "role"] = "img"
                e[attribute: "aria-label"] = label
            }
            return [.element(e)]
        case .asset(let name):
            guard let url = env.imageAssets.url(for: name) else {
                ctx.warn("no image named \"\(name)\" in the app's assets: showing a placeholder (see ImageAssetTable)")
                var placeholder = SymbolIcons.placeholder(id: path.raw)
                placeholder[attribute: "class"] = "sy"
                if isResizable { placeholder.addClass("rs lx ly") }
                if let label, !env.decorativeImages {
                    placeholder[attribute: "aria-hidden"] = nil
                    placeholder[attribute: "role"] = "img"
                    placeholder[attribute: "aria-label"] = label
                }
                return [.element(placeholder)]
            }
            e = Element("img", id: path.raw, attributes: [Attribute("src", url), Attribute("class", "im")])
        case .remote(let url):
            e = Element("img", id: path.raw, attributes: [Attribute("src", url), Attribute("class", "im"), Attribute("loading", "lazy")])
        }
        // Decorative images and icons beside a label's title have an empty alt: not announced.
        e[attribute: "alt"] = env.decorativeImages ? "" : (label ?? "")
        if isResizable { e.addClass("rs lx ly") }
        return [.element(e)]
    }

    /// `.symbolVariant(.fill)` picks the `.fill` drawing when LiveUI has one.
    static func variant(of name: String, _ env: EnvironmentValues) -> String {
        guard let suffix = env.symbolVariantSuffix, !name.hasSuffix(suffix) else { return name }
        // `.circle.fill` on `star` → `star.circle.fill`; only kept if that symbol exists.
        let candidate = name + suffix
        return SymbolIcons.isKnown(candidate) ? candidate : name
    }

    /// "heart.fill" → "Heart", "arrow.up.circle" → "Arrow up circle": what SwiftUI's
    /// VoiceOver reads is close to the symbol's name in words.
    static func readableLabel(forSymbol name: String) -> String {
        let words = name.split(separator: ".").filter { $0 != "fill" }.map(String.init)
        guard let first = words.first else { return name }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst()).joined(separator: " ")
    }

    /// "team-photo" → "team photo".
    static func readableLabel(forAsset name: String) -> String {
        let base = name.split(separator: "/").last.map(String.init) ?? name
        return base.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
    }
}

/// How many colors a symbol is drawn with; LiveUI's symbols have one.
public struct SymbolRenderingMode: Sendable, Hashable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// A symbol variant (`.symbolVariant(.fill)`): LiveUI picks the named drawing when it has it.
public struct SymbolVariants: Sendable, Hashable {
    let suffix: String
    public static let none = SymbolVariants(suffix: "")
    public static let fill = SymbolVariants(suffix: ".fill")
    public static let circle = SymbolVariants(suffix: ".circle")
    public static let square = SymbolVariants(suffix: ".square")
    public static let slash = SymbolVariants(suffix: ".slash")
    public static let rectangle = SymbolVariants(suffix: ".rectangle")
    public var fill: SymbolVariants { SymbolVariants(suffix: suffix + ".fill") }
    public var circle: SymbolVariants { SymbolVariants(suffix: suffix + ".circle") }
    public var square: SymbolVariants { SymbolVariants(suffix: suffix + ".square") }
}
