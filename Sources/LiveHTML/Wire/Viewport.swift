/// The browser viewport in CSS pixels (what `UIScreen.main.bounds` reports).
public struct Viewport: Equatable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Used until the client reports its size: a common phone size.
    public static let `default` = Viewport(width: 390, height: 844)
}
