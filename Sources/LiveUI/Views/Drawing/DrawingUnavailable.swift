import Foundation

// Drawing APIs LiveUI does not have yet: it draws the built-in shapes as CSS
// boxes. Declared unavailable, with the initializers apps call, so that an app
// using one fails to compile with a message saying so (found by a sweep of
// tutorial-style apps, 2026-12-07; README, "Not in LiveUI yet").

@available(*, unavailable, message: "LiveUI draws shapes as CSS boxes: custom shapes (Path, path(in:)) are not supported yet")
public struct Path {
    @available(*, unavailable, message: "LiveUI draws shapes as CSS boxes: custom shapes (Path, path(in:)) are not supported yet")
    public init() { fatalError("unavailable") }

    @available(*, unavailable, message: "LiveUI draws shapes as CSS boxes: custom shapes (Path, path(in:)) are not supported yet")
    public init(_ callback: (inout Path) -> Void) { fatalError("unavailable") }
}

@available(*, unavailable, message: "LiveUI has no Canvas yet: draw with the built-in shapes, or an Image")
public struct Canvas: View {
    @available(*, unavailable, message: "LiveUI has no Canvas yet: draw with the built-in shapes, or an Image")
    public init(opaque: Bool = false, rendersAsynchronously: Bool = false, renderer: @escaping (inout Any, CGSize) -> Void) {
        fatalError("unavailable")
    }

    public var body: Never { fatalError("unavailable") }
}
