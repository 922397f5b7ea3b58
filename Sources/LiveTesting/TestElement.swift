import LiveHTML

/// An element found on a `TestSession` page, to act on or inspect.
@MainActor
public struct TestElement {
    let page: TestSession
    public let id: String

    var element: Element? { page.page.find(id: id) }

    /// Clicks it; throws if the session refused the click. A button takes the
    /// focus, as in Chromium, except from a field tied to focus state
    /// (`data-lv-focus`): liveui.js keeps that field focused, as tapping a
    /// button in SwiftUI does not end editing.
    public func click() throws {
        if !page.focusIsReported { try page.moveFocus(to: id) }
        if let error = try page.send(.click, to: id) { throw TestError.refused(error) }
    }

    /// Opens its context menu (`.contextMenu`), as a right click does in a browser: liveui.js
    /// sends the `data-lv-menu` target of the nearest element that has one.
    public func openContextMenu() throws {
        guard let target = page.page.contextMenuTarget(of: id) else { throw TestError.refused("no context menu at \(id)") }
        if let error = try page.send(.click, to: target) { throw TestError.refused(error) }
    }

    /// Types `text` one keystroke at a time, appending to the current value (focusing it first).
    /// Only text fields take keystrokes, as in a browser: a radio button,
    /// check box, slider or picker throws `notATextField`.
    public func type(_ text: String) throws {
        if let e = element, !Self.takesText(e) { throw TestError.notATextField("<\(e.tag) id=\"\(id)\">") }
        try page.moveFocus(to: id)
        var value = element?[attribute: "value"] ?? ""
        for character in text {
            value.append(character)
            if let error = try page.send(.input, to: id, value: value) { throw TestError.refused(error) }
        }
    }

    /// Input types a browser types text into.
    static func takesText(_ e: Element) -> Bool {
        switch (e.tag, e[attribute: "type"]) {
        case ("textarea", _): return true
        case ("input", nil), ("input", "text"), ("input", "search"), ("input", "email"), ("input", "url"), ("input", "tel"),
            ("input", "password"), ("input", "number"):
            return true
        default: return false
        }
    }

    /// Replaces the whole value in one input event (like a paste).
    public func setValue(_ value: String) throws {
        try page.moveFocus(to: id)
        if let error = try page.send(.input, to: id, value: value) { throw TestError.refused(error) }
    }

    /// Presses Return in it, as liveui.js handles it: an `.onKeyPress` that wants
    /// Return first; then its `onSubmit` and, in a one-line field, the button marked
    /// `.keyboardShortcut(.defaultAction)`.
    public func submit() throws {
        try page.moveFocus(to: id)
        if element.map(Self.takesText) == true, element?.tag == "input" {
            try page.pressKey(.return)
            return
        }
        if let error = try page.send(.submit, to: id) { throw TestError.refused(error) }
    }

    public var value: String? { element?[attribute: "value"] }
    public var text: String { element?.textContent ?? "" }
    public var isDisabled: Bool { element?[attribute: "disabled"] != nil }
    public func attribute(_ name: String) -> String? { element?[attribute: name] }

    // MARK: Focus (forms)

    /// Gives it the focus, as a click or Tab would: the element that had it reports a blur.
    public func focus() throws { try page.moveFocus(to: id) }

    /// Takes the focus away from it (as clicking on the page's background does).
    public func blur() throws { if isFocused { try page.moveFocus(to: nil) } }

    /// Whether it has the page's focus.
    public var isFocused: Bool { page.focusedID == id }
}

extension Element {
    /// The `data-lv-menu` of the element `id` or of the nearest ancestor that has one.
    func contextMenuTarget(of id: String) -> String? {
        var found: String?
        func walk(_ e: Element, _ inherited: String?) -> Bool {
            let here = e[attribute: "data-lv-menu"] ?? inherited
            if e.id == id {
                found = here
                return true
            }
            for case .element(let child) in e.children where walk(child, here) { return true }
            return false
        }
        _ = walk(self, nil)
        return found
    }
}
