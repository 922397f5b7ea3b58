import LiveHTML

/// The browser window of the session whose code is running.
public final class UIScreen: Sendable {
    public static let main = UIScreen()

    /// The viewport the browser reported, in CSS pixels.
    public var bounds: CGRect {
        let vp = SessionEnvironment.current?.viewport ?? .default
        return CGRect(x: 0, y: 0, width: vp.width, height: vp.height)
    }

    public var scale: CGFloat { 1 }
}
