import LiveHTML

// MARK: Scrolling (lazy windows, scrollTo)

extension TestElement {
    /// The lazy stack or list this element is, or the first inside it.
    private var lazyContainer: Element? {
        guard let element else { return nil }
        return element[attribute: "data-lv-lazy"] != nil
            ? element : element.allElements().first { $0[attribute: "data-lv-lazy"] != nil }
    }

    /// The item offsets a lazy stack or list shows now, and how many items it has.
    public var lazyWindow: (range: Range<Int>, count: Int)? {
        guard let win = lazyContainer?[attribute: "data-lv-win"] else { return nil }
        let n = win.split(separator: ",").compactMap { Int($0) }
        guard n.count == 3, n[0] <= n[1] else { return nil }
        return (n[0]..<n[1], n[2])
    }

    /// Scrolls a lazy stack or list (this element or the first inside it) so
    /// that the page asks for the items at `offsets`, as liveui.js does.
    public func scrollLazy(to offsets: Range<Int>) throws {
        guard let lazy = lazyContainer else { throw TestError.notFound("a lazy stack or list in #\(id)") }
        let value = String(offsets.lowerBound) + "," + String(offsets.upperBound)
        if let error = try page.send(.window, to: lazy.id, value: value) { throw TestError.refused(error) }
    }
}

extension TestSession {
    /// The last `scrollTo` the server sent: the element the page scrolled into view.
    public var lastScroll: ScrollCommand? { patches.last { $0.scroll != nil }?.scroll }
}
