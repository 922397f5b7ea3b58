/// How much room a dimension has: `@Environment(\.horizontalSizeClass)` and
/// `\.verticalSizeClass`, from the tab's size. The width is compact below
/// 700 CSS pixels (phones; iPads and desktop windows are regular), the height
/// below 500 (a phone on its side), as `SizeClassBreakpoints` says; both
/// change when the window is resized.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

/// Where the size classes change, in CSS pixels (the page's NavigationView
/// shows two columns from the same width).
public enum SizeClassBreakpoints {
    /// Narrower than this is a compact width.
    public static let compactWidthBelow = 700.0
    /// Lower than this is a compact height.
    public static let compactHeightBelow = 500.0

    package static func horizontal(width: Double) -> UserInterfaceSizeClass { width < compactWidthBelow ? .compact : .regular }
    package static func vertical(height: Double) -> UserInterfaceSizeClass { height < compactHeightBelow ? .compact : .regular }
}
