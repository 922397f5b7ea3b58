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
    /// Presses `key` with `modifiers`; returns whether a shortcut or an `.onKeyPress`
    /// handler took it. Escape with nothing to take it asks the topmost dialog to
    /// close, as `pressEscape()` does. A character every handler ignored in a text
    /// field is typed there, as the page does.
    @discardableResult
    public func pressKey(_ key: KeyEquivalent, modifiers: EventModifiers = [], phase: KeyPress.Phases = .down) throws -> Bool {
        if phase == .down, try clickShortcut(KeyboardShortcut(key, modifiers: modifiers)) { return true }
        if let taken = try sendKeyPress(key, modifiers: modifiers, phase: phase) { return taken }
        if key == .escape && modifiers.isEmpty && phase == .down { return try pressEscape() }
        return false
    }

    /// The `key` event for the innermost element around the focus whose `data-lv-keys` wants
    /// it (areas/keys.js): whether a handler took it; nil if no element wants the key.
    private func sendKeyPress(_ key: KeyEquivalent, modifiers: EventModifiers, phase: KeyPress.Phases) throws -> Bool? {
        guard let focused = focusedID else { return nil }
        // KeyboardEvent.key's name: a named key's, else the character as typed.
        let name = key.eventKeyForTesting
        let phaseLetter = phase == .up ? "u" : phase == .repeat ? "r" : "d"
        var chain: [Element] = [page]
        if let path = page.path(toDescendant: focused) {
            var e = page
            for i in path {
                guard case .element(let child) = e.children[i] else { break }
                e = child
                chain.append(e)
            }
        }
        guard let host = chain.reversed().first(where: { Self.keysWant($0[attribute: "data-lv-keys"], name, phaseLetter) }) else {
            return nil
        }
        let value = phaseLetter + modifiers.browserLettersForTesting + ":" + name
        if let error = try send(.key, to: host.id, value: value) { throw TestError.refused(error) }
        guard lastIgnoredKey == session.lastSeq else { return true }
        // Nobody took it: a character goes into the focused text field, as the page puts it back.
        if name.count == 1, modifiers.isDisjoint(with: [.command, .control, .option]),
            let field = page.find(id: focused), TestElement.takesText(field)
        {
            let value = (field[attribute: "value"] ?? "") + name
            if let error = try send(.input, to: focused, value: value) { throw TestError.refused(error) }
        }
        return false
    }

    /// Whether a `data-lv-keys` value wants the key `name` (KeyboardEvent.key's) in `phase`, as keys.js decides.
    static func keysWant(_ spec: String?, _ name: String, _ phase: String) -> Bool {
        guard let spec else { return false }
        for filter in spec.split(separator: ";") {
            guard let colon = filter.firstIndex(of: ":"), filter[..<colon].contains(phase) else { continue }
            let keys = filter[filter.index(after: colon)...]
            if keys == "*" ? name != "Tab" : keys == "c" ? name.count == 1 : keys.split(separator: " ").contains(where: {
                $0 == (name == " " ? "Space" : name.count == 1 ? name.lowercased() : name)
            }) {
                return true
            }
        }
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
