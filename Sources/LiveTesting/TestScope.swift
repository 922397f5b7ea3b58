import LiveHTML

/// A part of a `TestSession` page to search in: the whole page, or a row,
/// section or identified view, so that one of several "Delete" buttons can be
/// told apart by what is next to it:
///
///     try page.within(text: "Eggs").button("Delete").click()
///     try page.within(identifier: "cart").textField("Quantity").type("2")
///
/// A scope is looked up again at each call, so it follows the page as patches change it.
@MainActor
public struct TestScope {
    let page: TestSession
    /// The scope's root element id; nil for the whole page.
    let rootID: String?
    let name: String

    /// The scope's element now; throws if a patch removed it.
    func root() throws -> Element {
        guard let rootID else { return page.page }
        guard let element = page.page.find(id: rootID) else { throw TestError.notFound(name + " (it left the page)") }
        return element
    }

    /// The one element `query` matches in this scope.
    public func find(_ query: PageQuery) throws -> TestElement {
        do {
            return TestElement(page: page, id: try root().uniqueID(query))
        } catch let error as TestError where rootID != nil {
            throw error.within(name)
        }
    }

    /// Every element `query` matches in this scope, in page order.
    public func findAll(_ query: PageQuery) throws -> [TestElement] {
        try root().ids(query).map { TestElement(page: page, id: $0) }
    }

    /// A text field or secure field by its label (title) or placeholder.
    public func textField(_ label: String) throws -> TestElement { try find(.textField(label)) }

    /// A button by its visible text (trimmed), or its accessible label.
    public func button(_ title: String) throws -> TestElement { try find(.button(title)) }

    /// Every button with this text or label, in page order.
    public func buttons(_ title: String) throws -> [TestElement] { try findAll(.button(title)) }

    /// A link by its visible text, or its accessible label.
    public func link(_ title: String) throws -> TestElement { try find(.link(title)) }

    /// Any element by `.accessibilityIdentifier(_:)`.
    public func element(identifier: String) throws -> TestElement { try find(.identifier(identifier)) }

    /// Any element by `.accessibilityLabel(_:)`.
    public func element(label: String) throws -> TestElement { try find(.label(label)) }

    /// The row, section or group around the element whose own text is `text`.
    public func within(text: String) throws -> TestScope {
        let id = try root().groupID(aroundText: text)
        return TestScope(page: page, rootID: id, name: "the group containing \"\(text)\"")
    }

    /// The view marked `.accessibilityIdentifier(identifier)`.
    public func within(identifier: String) throws -> TestScope {
        TestScope(page: page, rootID: try root().uniqueID(.identifier(identifier)), name: "\"\(identifier)\"")
    }

    /// The view marked `.accessibilityLabel(label)`.
    public func within(label: String) throws -> TestScope {
        TestScope(page: page, rootID: try root().uniqueID(.label(label)), name: "\"\(label)\"")
    }

    /// Whether some element's own text in this scope is exactly `text`, or the scope's text contains it.
    public func hasText(_ text: String) -> Bool { (try? root().hasText(text)) ?? false }

    /// The scope's text, element texts joined by spaces.
    public var visibleText: String { (try? root().visibleText) ?? "" }
}

extension TestError {
    /// The same failure, saying which scope it was looked for in.
    func within(_ scope: String) -> TestError {
        switch self {
        case .notFound(let what): return .notFound(what + " within " + scope)
        case .ambiguous(let what, let count): return .ambiguous(what + " within " + scope, count: count)
        default: return self
        }
    }
}
