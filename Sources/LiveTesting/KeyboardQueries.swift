import LiveHTML
@_spi(LiveTesting) import LiveUI

/// Keys pressed on the page, as liveui.js handles them (areas/keys.js):
///
/// 1. a control with a matching `.keyboardShortcut` is clicked, the first in the
///    topmost presented dialog, or else in the page (unless the key is typing in a
///    text field, or Return there);
/// 2. else the innermost view around the focus whose `.onKeyPress` wants the key gets
///    it, and the views around it if it ignores it; a character nobody took is typed
///    into the focused text field (at its end: a test page has no caret);
/// 3. else Return in a one-line text field is its submit, then the default action;
///    Escape asks the topmost dialog to close.
///
/// Unlike the page, a test cannot know what CSS hides: a shortcut on a control in a
/// hidden tab counts here.
///
///     try page.textField("Name").type("Lunch")
///     try page.pressKey("s", modifiers: .command)   // the Save button's ⌘S
///     #expect(try page.pressKey(.escape))           // a Cancel marked .cancelAction
extension TestSession {
    /// Presses `key` with `modifiers`; returns whether a shortcut or an `.onKeyPress`
    /// handler took it (or, for Return in a field and Escape, whether anything was sent).
    @discardableResult
    public func pressKey(_ key: KeyEquivalent, modifiers: EventModifiers = [], phase: KeyPress.Phases = .down) throws -> Bool {
        let focused = focusedID.flatMap { page.find(id: $0) }
        let inText = focused.map(TestElement.takesText) ?? false
        let fieldReturn = key == .return && inText && focused?.tag == "input"
        let typing = inText && !fieldReturn && key != .escape && modifiers.isDisjoint(with: [.command, .control, .option])
        if phase == .down, !typing, !fieldReturn, try clickShortcut(KeyboardShortcut(key, modifiers: modifiers)) { return true }
        if let taken = try sendKeyPress(key, modifiers: modifiers, phase: phase, inText: inText) { return taken }
        guard phase == .down else { return false }
        if fieldReturn, let id = focusedID {
            if let error = try send(.submit, to: id) { throw TestError.refused(error) }
            _ = try clickShortcut(.defaultAction)
            return true
        }
        if typing, let id = focusedID, key.eventKeyForTesting.count == 1 {
            try type(key.eventKeyForTesting, into: id)
            return false
        }
        if key == .escape && modifiers.isEmpty { return try pressEscape() }
        return false
    }

    /// The `key` event for the innermost element around the focus whose `data-lv-keys` wants
    /// it: whether a handler took it; nil if no element wants the key.
    private func sendKeyPress(_ key: KeyEquivalent, modifiers: EventModifiers, phase: KeyPress.Phases, inText: Bool) throws -> Bool? {
        guard let focused = focusedID, let chain = page.chain(to: focused) else { return nil }
        let name = key.eventKeyForTesting
        let phaseLetter = phase == .up ? "u" : phase == .repeat ? "r" : "d"
        let held = !modifiers.isDisjoint(with: [.command, .control])
        guard chain.contains(where: { Self.keysWant($0[attribute: "data-lv-keys"], name, phaseLetter, held: held) }) else { return nil }
        let value = phaseLetter + modifiers.browserLettersForTesting + ":" + name
        if let error = try send(.key, to: focused, value: value) { throw TestError.refused(error) }
        guard lastIgnoredKey == session.lastSeq else { return true }
        // Nobody took it: what it types goes into the focused text field, as the page puts it back.
        if phase != .up, inText, !held {
            let text = key == .return && page.find(id: focused)?.tag == "textarea" ? "\n" : name.count == 1 ? name : ""
            if !text.isEmpty { try type(text, into: focused) }
        }
        return false
    }

    private func type(_ text: String, into id: String) throws {
        let value = (page.find(id: id)?[attribute: "value"] ?? "") + text
        if let error = try send(.input, to: id, value: value) { throw TestError.refused(error) }
    }

    /// `keysWant`, for LiveTesting's own tests.
    public static func keysWantForTesting(_ spec: String?, _ name: String, _ phase: String, held: Bool) -> Bool {
        keysWant(spec, name, phase, held: held)
    }

    /// Whether a `data-lv-keys` value wants the key `name` (KeyboardEvent.key's) in `phase`, as keys.js decides.
    static func keysWant(_ spec: String?, _ name: String, _ phase: String, held: Bool) -> Bool {
        guard let spec else { return false }
        let named = name == " " ? "Space" : name == ";" ? "Semicolon" : name.count == 1 ? name.lowercased() : name
        for filter in spec.split(separator: ";") {
            guard let colon = filter.firstIndex(of: ":"), filter[..<colon].contains(phase) else { continue }
            let keys = filter[filter.index(after: colon)...]
            let wants =
                switch keys {
                case "*": !held && name != "Tab"
                case "c": !held && name.count == 1
                default: keys.split(separator: " ").contains { $0 == named }
                }
            if wants { return true }
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
