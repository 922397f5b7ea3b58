import LiveHTML

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): a CSS grid track.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        /// Exactly this wide.
        case fixed(CGFloat)
        /// Shares the space with the other flexible tracks, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks as fit, each at least `minimum` wide.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// `120px`, `minmax(10px, 1fr)`, `repeat(auto-fill, minmax(80px, 1fr))`.
    var track: String {
        switch size {
        case .fixed(let width): return Layout.px(width)
        case .flexible(let minimum, let maximum): return "minmax(" + Layout.px(minimum) + "," + Self.upper(maximum) + ")"
        case .adaptive(let minimum, _):
            // As many columns as fit at the minimum, sharing the width, as in
            // SwiftUI. (A finite maximum as the track's upper bound would make
            // CSS count columns at the maximum instead: fewer, wider ones.)
            return "repeat(auto-fill,minmax(" + Layout.px(minimum) + ",1fr))"
        }
    }

    private static func upper(_ maximum: CGFloat) -> String { maximum.isFinite ? Layout.px(maximum) : "1fr" }

    /// Tracks, the gap between them (the first item's spacing: CSS has one
    /// gap per axis) and the cells' alignment (the first item's).
    static func apply(_ items: [GridItem], templateProperty: String, gapProperty: String, to e: inout Element) {
        e.addStyle(templateProperty, items.isEmpty ? "none" : items.map(\.track).joined(separator: " "))
        if let spacing = items.first?.spacing { e.addStyle(gapProperty, Layout.px(spacing)) }
        items.first?.alignment?.apply(to: &e)
    }
}
