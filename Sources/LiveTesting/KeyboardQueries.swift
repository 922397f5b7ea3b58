import LiveHTML
@_spi(LiveTesting) import LiveUI

/// Keys pressed on the page, as liveui.js handles them (areas/keys.js): a
/// control with a matching `.keyboardShortcut` is clicked, the first in the
/// topmost presented dialog, or else in the page.
///
///     try page.textField("Name").type("Lunch")
///     try page.pressKey("s", modifiers: .command)   // the Save button's ⌘S
///     #expect(try page.pressKey(.escape))           // a Cancel marked .cancelAction
extension TestSession {
    /// Presses `key` with `modifiers`; returns whether a shortcut took it. Escape with
    /// no shortcut to take it asks the topmost dialog to close, as `pressEscape()` does.
    @discardableResult
    public func pressKey(_ key: KeyEquivalent, modifiers: EventModifiers = []) throws -> Bool {
        if try clickShortcut(KeyboardShortcut(key, modifiers: modifiers)) { return true }
        if key == .escape && modifiers.isEmpty { return try pressEscape() }
        return false
    }

    /// Clicks the first enabled control in scope marked with `shortcut`.
    func clickShortcut(_ shortcut: KeyboardShortcut) throws -> Bool {
        let spec = shortcut.browserSpec
        let scope = page.allElements().last(where: Self.isDialog) ?? page
        guard
            let target = scope.allElements().first(where: {
                $0[attribute: "data-lv-key"] == spec && $0[attribute: "disabled"] == nil
            })
        else { return false }
        if target.tag == "input" {
            // A toggle's box: the browser flips it, as a click on it does.
            try TestElement(page: self, id: target.id).toggle()
        } else if let error = try send(.click, to: target.id) {
            throw TestError.refused(error)
        }
        return true
    }
}
