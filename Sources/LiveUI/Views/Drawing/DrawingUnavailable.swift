import Foundation

// Drawing APIs LiveUI does not have yet. Declared unavailable, with the
// initializers apps call, so that an app using one fails to compile with a
// message saying so (found by a sweep of tutorial-style apps, 2026-12-07;
// README, "Not in LiveUI yet"). `Path` and custom shapes are in `Path.swift`.

@available(*, unavailable, message: "LiveUI has no Canvas yet: draw with shapes and Path, or an Image")
public struct Canvas: View {
    @available(*, unavailable, message: "LiveUI has no Canvas yet: draw with shapes and Path, or an Image")
    public init(opaque: Bool = false, rendersAsynchronously: Bool = false, renderer: @escaping (inout Any, CGSize) -> Void) {
        fatalError("unavailable")
    }

    public var body: Never { fatalError("unavailable") }
}
