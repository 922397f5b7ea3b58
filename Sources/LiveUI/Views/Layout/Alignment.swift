import LiveHTML

/// Horizontal placement within a container.
public struct HorizontalAlignment: Equatable, Sendable {
    let css: String
    public static let leading = HorizontalAlignment(css: "start")
    public static let center = HorizontalAlignment(css: "center")
    public static let trailing = HorizontalAlignment(css: "end")
}

/// Vertical placement within a container.
public struct VerticalAlignment: Equatable, Sendable {
    let css: String
    public static let top = VerticalAlignment(css: "start")
    public static let center = VerticalAlignment(css: "center")
    public static let bottom = VerticalAlignment(css: "end")
    public static let firstTextBaseline = VerticalAlignment(css: "baseline")
    public static let lastTextBaseline = VerticalAlignment(css: "last baseline")
}

/// Placement along both axes.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Grid placement for one-cell containers (ZStack, frame).
    func apply(to e: inout Element) {
        if horizontal != .center { e.addStyle("justify-items", horizontal.css) }
        if vertical != .center { e.addStyle("align-items", vertical.css) }
    }
}
