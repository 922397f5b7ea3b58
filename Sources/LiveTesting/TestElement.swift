import LiveHTML

/// An element found on a `TestSession` page, to act on or inspect.
@MainActor
public struct TestElement {
    let page: TestSession
    public let id: String

    var element: Element? { page.page.find(id: id) }

    /// Clicks it; throws if the session refused the click.
    public func click() throws {
        if let error = try page.send(.click, to: id) { throw TestError.refused(error) }
    }

    /// Types `text` one keystroke at a time, appending to the current value.
    public func type(_ text: String) throws {
        var value = element?[attribute: "value"] ?? ""
        for character in text {
            value.append(character)
            if let error = try page.send(.input, to: id, value: value) { throw TestError.refused(error) }
        }
    }

    /// Replaces the whole value in one input event (like a paste).
    public func setValue(_ value: String) throws {
        if let error = try page.send(.input, to: id, value: value) { throw TestError.refused(error) }
    }

    /// Presses Return in it.
    public func submit() throws {
        if let error = try page.send(.submit, to: id) { throw TestError.refused(error) }
    }

    public var value: String? { element?[attribute: "value"] }
    public var text: String { element?.textContent ?? "" }
    public var isDisabled: Bool { element?[attribute: "disabled"] != nil }
    public func attribute(_ name: String) -> String? { element?[attribute: name] }
}
