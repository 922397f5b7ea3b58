import LiveHTML

/// Gives its content a `ScrollViewProxy` whose `scrollTo(_:anchor:)` brings
/// a view (by its `.id(_:)` or its `ForEach` item id) into view. The next
/// render moves lazy containers' windows to include it, and the patch asks
/// the page to scroll the element into view (`ScrollCommand`), smoothly
/// inside `withAnimation`. Adds no element of its own.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        let target = ctx.store.target
        let state = ctx.store.slot(StateStore.Key(path: path, viewType: ScrollViewProxy.Requests.self, label: "reader")) {
            ScrollViewProxy.Requests(target: target)
        }
        let request = state.pending
        state.pending = nil
        var inner = env
        if let request { inner.scrollTarget = ScrollTarget(id: request.id) }
        let nodes = ctx.render(content(ScrollViewProxy(requests: state)), path, inner)
        if let request, let id = Self.element(for: request.key, in: nodes) {
            ctx.scrollCommand = ScrollCommand(
                id: id, block: Self.alignment(request.anchor?.y), inline: Self.alignment(request.anchor?.x), smooth: request.animated)
        }
        return nodes
    }

    /// The element a view id names: a `ForEach` item's (`….k<key>`) or an
    /// `.id(_:)`'s (`….i<key>`), the first in page order; else the first element inside one.
    static func element(for key: String, in nodes: [Node]) -> String? {
        let exact = [".k" + key, ".i" + key]
        var inside: String?
        for case .element(let root) in nodes {
            for e in root.allElements() {
                if exact.contains(where: { e.id.hasSuffix($0) }) { return e.id }
                if inside == nil, exact.contains(where: { e.id.contains($0 + ".") || e.id.contains($0 + "m") }) { inside = e.id }
            }
        }
        return inside
    }

    /// A unit point's coordinate as `scrollIntoView` alignment; no anchor: the least scrolling that shows it.
    static func alignment(_ value: Double?) -> String {
        guard let value else { return "nearest" }
        return value <= 0.25 ? "start" : value >= 0.75 ? "end" : "center"
    }
}

/// Scrolls the scroll views of a `ScrollViewReader` to a view.
public struct ScrollViewProxy: Sendable {
    /// The reader's request for the next render, kept in its state slot.
    @MainActor final class Requests {
        struct Request {
            let id: AnyHashable
            let key: String
            let anchor: UnitPoint?
            let animated: Bool
        }
        var pending: Request?
        weak var target: InvalidationTarget?
        init(target: InvalidationTarget?) { self.target = target }
    }

    let requests: Requests

    /// Scrolls so the view with identifier `id` is in view, aligned at
    /// `anchor` (nil: the least scrolling that shows it). Inside
    /// `withAnimation` the page scrolls smoothly.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        requests.pending = Requests.Request(
            id: AnyHashable(id), key: ViewPath.sanitize(id), anchor: anchor, animated: Transaction.currentAnimationForRuntime != nil)
        // The scroll itself is not a view change to animate: rows brought into the window just appear.
        requests.target?.invalidate(animation: nil)
    }
}
