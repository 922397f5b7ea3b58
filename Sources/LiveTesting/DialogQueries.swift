import LiveHTML

/// Presented views (sheets, covers, popovers, alerts, confirmation dialogs):
/// each is a `<dialog data-lv-modal>` at the end of the page. A test reaches
/// into the topmost one, as a user can only reach that one:
///
///     try page.button("Add Expense").click()
///     try page.dialog().textField("Name").type("Lunch")
///     try page.pressEscape()
///     #expect(page.dialogs.isEmpty)
extension TestSession {
    /// The presented dialogs, bottom first (the last one is on top).
    public var dialogs: [TestScope] {
        page.allElements().filter(Self.isDialog).map { TestScope(page: self, rootID: $0.id, name: "the dialog " + $0.id) }
    }

    /// The topmost presented dialog; throws if nothing is presented.
    public func dialog() throws -> TestScope {
        guard let top = dialogs.last else { throw TestError.notFound("a presented sheet, alert or dialog") }
        return top
    }

    /// The presented dialog whose title (an alert's heading or accessible
    /// name) is `title`, or, for a sheet, which shows the text `title`.
    public func dialog(_ title: String) throws -> TestScope {
        let matches = page.allElements().filter(Self.isDialog).filter { d in
            d[attribute: "aria-label"] == title
                || d.allElements().contains { $0.tag == "h2" && $0.textContent == title }
                || d.hasText(title)
        }
        guard let match = matches.last else { throw TestError.notFound("a presented dialog titled \"\(title)\"") }
        return TestScope(page: self, rootID: match.id, name: "the dialog \"\(title)\"")
    }

    /// Presses Escape, as liveui.js handles it: a button marked
    /// `.keyboardShortcut(.cancelAction)` is clicked; without one the topmost
    /// dialog asks the server to dismiss it, unless it refuses
    /// (`.interactiveDismissDisabled`, a full-screen cover). Returns whether a
    /// click or request was sent.
    @discardableResult
    public func pressEscape() throws -> Bool {
        if try clickShortcut(.cancelAction) { return true }
        guard let top = page.allElements().last(where: Self.isDialog), top[attribute: "data-lv-nodismiss"] == nil else {
            return false
        }
        if let error = try send(.dismiss, to: top.id) { throw TestError.refused(error) }
        return true
    }

    /// Clicks the backdrop around the topmost dialog: popovers and
    /// confirmation dialogs are dismissed, sheets and alerts stay. Returns
    /// whether a request was sent.
    @discardableResult
    public func clickOutsideDialog() throws -> Bool {
        guard let top = page.allElements().last(where: Self.isDialog), top[attribute: "data-lv-light"] != nil,
            top[attribute: "data-lv-nodismiss"] == nil
        else { return false }
        if let error = try send(.dismiss, to: top.id) { throw TestError.refused(error) }
        return true
    }

    static func isDialog(_ e: Element) -> Bool { e.tag == "dialog" && e[attribute: "data-lv-modal"] != nil }
}

extension TestElement {
    /// Sends a dismiss request for this dialog whatever it says about
    /// refusing one (to test that the server refuses it too).
    public func requestDismiss() throws {
        if let error = try page.send(.dismiss, to: id) { throw TestError.refused(error) }
    }
}

extension TestScope {
    /// The scope's own element, to act on it (a dialog's `requestDismiss()`).
    public var element: TestElement {
        get throws { TestElement(page: page, id: try root().id) }
    }
}
