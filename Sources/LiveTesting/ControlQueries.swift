import LiveHTML

// Finding and operating controls (Toggle, Picker, Stepper, Slider,
// DatePicker, ColorPicker, ProgressView, tap gestures) the way a user would:
// by the title they see or the name a screen reader announces.

extension PageQuery {
    /// The text of a control's title element (rendered as the control's id plus ".t").
    static func title(_ e: Element) -> String? {
        e.find(id: e.id + ".t").map { $0.textContent.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    static func isControl(_ e: Element, _ classes: String...) -> Bool { classes.contains { e.hasClassToken($0) } }

    /// A Toggle by its title: a switch or checkbox in its label, or a toggle button.
    public static func toggle(_ title: String) -> PageQuery {
        PageQuery("toggle \"\(title)\"") { e in
            (e.tag == "label" && isControl(e, "tg") && (Self.title(e) == title || e[attribute: "aria-label"] == title))
                || (e.tag == "button" && e[attribute: "aria-pressed"] != nil
                    && (trimmedText(e) == title || e[attribute: "aria-label"] == title))
        }
    }

    /// A Picker by its title (shown, hidden by `.labelsHidden()`, or a segmented control's).
    public static func picker(_ title: String) -> PageQuery {
        PageQuery("picker \"\(title)\"") { e in
            (e.tag == "label" || e.tag == "fieldset") && isControl(e, "pk")
                && (Self.title(e) == title || e[attribute: "aria-label"] == title)
        }
    }

    /// A Stepper by its title as shown now ("Quantity: 3").
    public static func stepper(_ title: String) -> PageQuery {
        PageQuery("stepper \"\(title)\"") { e in
            isControl(e, "st") && e[attribute: "role"] == "group" && (Self.title(e) == title || e[attribute: "aria-label"] == title)
        }
    }

    /// A Slider by its label (its accessible name).
    public static func slider(_ label: String) -> PageQuery {
        PageQuery("slider \"\(label)\"") { e in
            (e.tag == "input" && e[attribute: "type"] == "range" || e.tag == "div" && isControl(e, "sl"))
                && e[attribute: "aria-label"] == label
        }
    }

    /// A DatePicker by its title.
    public static func datePicker(_ title: String) -> PageQuery {
        PageQuery("date picker \"\(title)\"") { e in e.tag == "label" && isControl(e, "dp") && Self.title(e) == title }
    }

    /// A ColorPicker by its title.
    public static func colorPicker(_ title: String) -> PageQuery {
        PageQuery("color picker \"\(title)\"") { e in e.tag == "label" && isControl(e, "cp") && Self.title(e) == title }
    }

    /// A ProgressView by its label's text ("Loading"/"Progress" when it has none).
    public static func progress(_ label: String) -> PageQuery {
        PageQuery("progress view \"\(label)\"") { e in
            e.tag == "progress" && e[attribute: "aria-label"] == label
                || (e.tag == "div" && isControl(e, "pv") && Self.title(e) == label)
        }
    }

    /// A view with `.onTapGesture`, by its text (trimmed) or accessible label.
    public static func tappable(_ text: String) -> PageQuery {
        PageQuery("tappable view \"\(text)\"") { e in
            e[attribute: "data-lv-tap"] != nil && (trimmedText(e) == text || e[attribute: "aria-label"] == text)
        }
    }
}

extension Element {
    func hasClassToken(_ name: String) -> Bool {
        (self[attribute: "class"] ?? "").split(separator: " ").contains { $0 == name }
    }
}

extension TestScope {
    public func toggle(_ title: String) throws -> TestElement { try find(.toggle(title)) }
    public func picker(_ title: String) throws -> TestElement { try find(.picker(title)) }
    public func stepper(_ title: String) throws -> TestElement { try find(.stepper(title)) }
    public func slider(_ label: String) throws -> TestElement { try find(.slider(label)) }
    public func datePicker(_ title: String) throws -> TestElement { try find(.datePicker(title)) }
    public func colorPicker(_ title: String) throws -> TestElement { try find(.colorPicker(title)) }
    public func progress(_ label: String) throws -> TestElement { try find(.progress(label)) }
    public func tappable(_ text: String) throws -> TestElement { try find(.tappable(text)) }
}

extension TestSession {
    public func toggle(_ title: String) throws -> TestElement { try scope.toggle(title) }
    public func picker(_ title: String) throws -> TestElement { try scope.picker(title) }
    public func stepper(_ title: String) throws -> TestElement { try scope.stepper(title) }
    public func slider(_ label: String) throws -> TestElement { try scope.slider(label) }
    public func datePicker(_ title: String) throws -> TestElement { try scope.datePicker(title) }
    public func colorPicker(_ title: String) throws -> TestElement { try scope.colorPicker(title) }
    public func progress(_ label: String) throws -> TestElement { try scope.progress(label) }
    public func tappable(_ text: String) throws -> TestElement { try scope.tappable(text) }
}

extension TestElement {
    /// The element a control's events go to: its input or select (itself for buttons and radio groups).
    private var operable: Element? {
        guard let e = element else { return nil }
        if e.tag == "input" || e.tag == "button" || e.tag == "fieldset" { return e }
        return e.allElements().first { $0.tag == "input" || $0.tag == "select" }
    }

    private func send(_ kind: EventKind, to id: String, value: String? = nil) throws {
        if let error = try page.send(kind, to: id, value: value) { throw TestError.refused(error) }
    }

    /// Whether a Toggle is on (checked, or pressed).
    public var isOn: Bool {
        guard let e = operable else { return false }
        return e.tag == "button" ? e[attribute: "aria-pressed"] == "true" : e[attribute: "checked"] != nil
    }

    /// Flips a Toggle, as a click (or Space) on it does.
    public func toggle() throws {
        guard let e = operable else { throw TestError.notFound("the toggle's control (#\(id))") }
        if e.tag == "button" { try send(.click, to: e.id) } else { try send(.input, to: e.id, value: isOn ? "false" : "true") }
    }

    /// The Picker options' texts, in order.
    public var options: [String] {
        guard let e = element else { return [] }
        if e.tag == "fieldset" {
            return e.allElements().filter { $0.hasClassToken("pk-o") }.map {
                $0.textContent.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        return e.allElements().filter { $0.tag == "option" && $0[attribute: "value"] != "" }.map(\.textContent)
    }

    /// The text of the Picker's chosen option (nil when none is).
    public var selectedOption: String? {
        guard let e = element else { return nil }
        if e.tag == "fieldset" {
            return e.allElements().first { o in o.hasClassToken("pk-o") && o.allElements().contains { $0[attribute: "checked"] != nil } }?
                .textContent.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return e.allElements().first { $0.tag == "option" && $0[attribute: "selected"] != nil && $0[attribute: "value"] != "" }?.textContent
    }

    /// Chooses the Picker option whose text is `option`: the page sends its index.
    public func select(_ option: String) throws {
        guard let index = options.firstIndex(of: option) else { throw TestError.notFound("option \"\(option)\" in picker #\(id)") }
        guard let target = operable else { throw TestError.notFound("the picker's control (#\(id))") }
        try send(.input, to: target.id, value: String(index))
    }

    /// Presses a Stepper's Increment button.
    public func increment() throws { try pressButton("Increment") }
    /// Presses a Stepper's Decrement button.
    public func decrement() throws { try pressButton("Decrement") }

    /// Whether a Stepper's button (Increment/Decrement) is disabled.
    public func isDisabled(_ button: String) -> Bool {
        element?.allElements().first { $0.tag == "button" && $0[attribute: "aria-label"] == button }?[attribute: "disabled"] != nil
    }

    private func pressButton(_ name: String) throws {
        guard let button = element?.allElements().first(where: { $0.tag == "button" && $0[attribute: "aria-label"] == name }) else {
            throw TestError.notFound("\(name) button in #\(id)")
        }
        try send(.click, to: button.id)
    }

    /// Drags a Slider to `value` as a browser does: values on the way (`input`), then the final one (`change`).
    public func slide(to value: Double, through intermediate: [Double] = []) throws {
        guard let target = operable else { throw TestError.notFound("the slider's input (#\(id))") }
        for v in intermediate + [value] { try send(.input, to: target.id, value: Self.number(v)) }
        try send(.change, to: target.id, value: Self.number(value))
    }

    /// Sets a date, time, color or range input's whole value (ISO text for dates: "2026-12-24", "09:30").
    public func enter(_ value: String) throws {
        guard let target = operable else { throw TestError.notFound("the input of #\(id)") }
        try send(.input, to: target.id, value: value)
    }

    /// The value of a control's input (a slider's number, a date picker's ISO text, a progress bar's value).
    public var inputValue: String? {
        guard let e = element else { return nil }
        if e.tag == "progress" { return e[attribute: "value"] }
        return (e.allElements().first { $0.tag == "input" || $0.tag == "progress" })?[attribute: "value"]
    }

    /// A double click: for `.onTapGesture(count: 2)`, the one click liveui.js sends to
    /// the element whose tap gesture counts two taps (this one or one inside it).
    public func doubleClick() throws {
        guard let e = element, let target = e.allElements().first(where: { $0[attribute: "data-lv-tap"] == "2" }) else {
            throw TestError.notFound("a double-tap gesture in #\(id)")
        }
        if let error = try page.send(.click, to: target.id) { throw TestError.refused(error) }
    }

    static func number(_ v: Double) -> String { v.rounded() == v && abs(v) < 1e15 ? String(Int(v)) : String(v) }
}

extension TestSession {
    /// What the browser shows after the user changed a control, before the server hears of it:
    /// a checkbox's `checked`, a select's `selected` option, a radio group's checked radio, else `value`.
    static func showInput(_ value: String, in e: inout Element) {
        switch (e.tag, e[attribute: "type"]) {
        case ("input", "checkbox"):
            e[attribute: "checked"] = value == "true" ? "" : nil
        case ("select", _), ("fieldset", _):
            // A disabled radio cannot be chosen in a browser.
            let chosen = e.allElements().first { $0.tag == "input" && $0[attribute: "type"] == "radio" && $0[attribute: "value"] == value }
            if chosen?[attribute: "disabled"] != nil { return }
            mark(&e, value, option: e.tag == "select")
        case ("li", _):
            // A list row dropped by a drag (Views/Lists): the input is its new offset; the row shows no value.
            return
        default:
            e[attribute: "value"] = value
        }
    }

    private static func mark(_ e: inout Element, _ value: String, option: Bool) {
        for i in e.children.indices {
            guard case .element(var child) = e.children[i] else { continue }
            if option, child.tag == "option" {
                child[attribute: "selected"] = child[attribute: "value"] == value ? "" : nil
            } else if !option, child.tag == "input", child[attribute: "type"] == "radio" {
                child[attribute: "checked"] = child[attribute: "value"] == value ? "" : nil
            } else {
                mark(&child, value, option: option)
            }
            e.children[i] = .element(child)
        }
    }
}
