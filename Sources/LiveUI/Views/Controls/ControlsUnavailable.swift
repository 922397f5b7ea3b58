import Foundation

// Controls LiveUI does not have yet. Declared unavailable, with the
// initializers apps call, so that an app using one fails to compile with a
// message saying what to use instead (found by a sweep of tutorial-style
// apps, 2026-12-07; README, "Not in LiveUI yet").

@available(*, unavailable, message: "LiveUI has no ShareLink yet: show the URL as a Link, or copy it with a Button")
public struct ShareLink<Label: View>: View {
    @available(*, unavailable, message: "LiveUI has no ShareLink yet: show the URL as a Link, or copy it with a Button")
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        fatalError("unavailable")
    }

    public var body: Never { fatalError("unavailable") }
}

@available(*, unavailable)
extension ShareLink where Label == EmptyView {
    @available(*, unavailable, message: "LiveUI has no ShareLink yet: show the URL as a Link, or copy it with a Button")
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) { fatalError("unavailable") }
}
