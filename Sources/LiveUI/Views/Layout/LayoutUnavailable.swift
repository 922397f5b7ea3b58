import Foundation

// Layout APIs LiveUI does not have yet. Declared unavailable, with the
// initializers apps call, so that an app using one fails to compile with a
// message saying what to use instead, not "cannot find … in scope" (found by
// a sweep of tutorial-style apps, 2026-12-07; README, "Not in LiveUI yet").

@available(*, unavailable, message: "LiveUI does not measure views, so it cannot pick one that fits: use one layout, or a size class")
public struct ViewThatFits<Content: View>: View {
    @available(*, unavailable, message: "LiveUI does not measure views, so it cannot pick one that fits: use one layout, or a size class")
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) { fatalError("unavailable") }

    public var body: Never { fatalError("unavailable") }
}
