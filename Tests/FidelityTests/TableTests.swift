import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `Table`, in-process (Tests/FidelityApps/Lists/TeamTableApp.swift): a
/// header of titles, sortable ones as buttons that change the sort order the
/// app sorts by, and rows that select.
@MainActor @Suite struct TableTests {
    private func elements(_ page: TestSession, _ tag: String) -> [Element] {
        page.page.allElements().filter { $0.tag == tag }
    }

    /// The first cell's text of each body row, in order.
    private func names(_ page: TestSession) throws -> [String] {
        let body = try #require(elements(page, "tbody").first)
        return body.children.compactMap { node -> String? in
            guard case .element(let tr) = node, case .element(let td)? = tr.children.first else { return nil }
            return td.textContent.trimmingCharacters(in: .whitespaces)
        }
    }

    private func sort(_ page: TestSession, _ title: String) -> String? {
        elements(page, "th").first { $0.textContent.trimmingCharacters(in: .whitespaces) == title }?[attribute: "aria-sort"]
    }

    @Test func headersNameTheColumnsAndSayTheOrder() throws {
        let page = TestSession { TeamTableApp() }
        #expect(elements(page, "th").map { $0.textContent } == ["Name", "Age", "Role"])
        #expect(elements(page, "th").allSatisfy { $0[attribute: "scope"] == "col" })
        #expect(sort(page, "Name") == "ascending")
        #expect(sort(page, "Age") == "none")
        #expect(sort(page, "Role") == nil, "a column without a value cannot be sorted by")
        #expect(try names(page) == ["Arjun", "Lena", "Maya"])
        #expect(elements(page, "th").first { $0.textContent == "Age" }?[attribute: "style"] == "width:60px;min-width:60px;max-width:60px")
    }

    /// SwiftUI: clicking a column's title sorts by it; again, the other way round.
    @Test func aSortableTitleChangesTheOrderTheAppSortsBy() throws {
        let page = TestSession { TeamTableApp() }
        try page.button("Age").click()
        #expect(sort(page, "Age") == "ascending")
        #expect(sort(page, "Name") == "none")
        #expect(try names(page) == ["Arjun", "Maya", "Lena"])
        try page.button("Age").click()
        #expect(sort(page, "Age") == "descending")
        #expect(try names(page) == ["Lena", "Maya", "Arjun"])
        try page.button("Name").click()
        #expect(try names(page) == ["Arjun", "Lena", "Maya"])
    }

    /// SwiftUI: a click selects a row; the table is a grid whose rows say whether they are selected.
    @Test func rowsSelect() throws {
        let page = TestSession { TeamTableApp() }
        #expect(elements(page, "table").first?[attribute: "role"] == "grid")
        let maya = try #require(elements(page, "tr").first { $0.textContent.hasPrefix("Maya") })
        #expect(maya[attribute: "aria-selected"] == "false")
        try page.element(id: maya.id).click()
        #expect(page.hasText("Selected: Maya"))
        #expect(elements(page, "tr").first { $0.textContent.hasPrefix("Maya") }?[attribute: "aria-selected"] == "true")
    }

    /// Without a sort order, titles are text; without a selection, rows are plain.
    @Test func aPlainTable() throws {
        struct Item: Identifiable {
            let id: Int
            let name: String
        }
        let page = TestSession {
            Table([Item(id: 1, name: "One"), Item(id: 1, name: "Again"), Item(id: 2, name: "Two")]) {
                TableColumn("Item", value: \.name)
            }
        }
        #expect(elements(page, "button").isEmpty)
        #expect(elements(page, "table").first?[attribute: "role"] == nil)
        #expect(try names(page) == ["One", "Two"], "a repeated id is shown once, as in a ForEach")
    }
}
