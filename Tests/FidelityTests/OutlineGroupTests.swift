import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `List(_:children:)` and `OutlineGroup`, in-process
/// (Tests/FidelityApps/Lists/FileTreeApp.swift): each shown item a row,
/// folders collapsed at first and opened by their row's button.
@MainActor @Suite struct OutlineGroupTests {
    /// The texts of the list's rows, in order.
    private func rows(_ page: TestSession) throws -> [String] {
        let list = try #require(page.page.allElements().first { $0.tag == "ul" })
        return list.children.compactMap { node -> String? in
            // Rows, not the lazy window's spacers (`lz-pad`).
            guard case .element(let li) = node, li[attribute: "class"]?.split(separator: " ").contains("ls-row") == true else { return nil }
            return li.textContent.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    @Test func foldersStartCollapsedAndOpenRowByRow() throws {
        let page = TestSession { FileTreeApp() }
        #expect(try rows(page) == ["Documents", "Photos", "Notes.txt"])
        let documents = try page.button("Documents")
        #expect(documents.attribute("aria-expanded") == "false")
        try documents.click()
        #expect(try rows(page) == ["Documents", "Resume.pdf", "Taxes", "Photos", "Notes.txt"])
        #expect(try page.button("Documents").attribute("aria-expanded") == "true")
        try page.button("Taxes").click()
        #expect(try rows(page) == ["Documents", "Resume.pdf", "Taxes", "2025.pdf", "2026.pdf", "Photos", "Notes.txt"])
        // Collapsing a folder hides its whole subtree; opening it again shows what was open inside.
        try page.button("Documents").click()
        #expect(try rows(page) == ["Documents", "Photos", "Notes.txt"])
        try page.button("Documents").click()
        #expect(try rows(page).contains("2026.pdf"))
    }

    /// An empty folder can be opened (it has children, none of them); a file is no button.
    @Test func anEmptyFolderOpensAndAFileIsNoButton() throws {
        let page = TestSession { FileTreeApp() }
        try page.button("Photos").click()
        #expect(try page.button("Photos").attribute("aria-expanded") == "true")
        #expect(try rows(page) == ["Documents", "Photos", "Notes.txt"])
        #expect(throws: (any Error).self) { try page.button("Notes.txt") }
    }

    /// SwiftUI: with a selection, each item is a selectable row whose value is its id.
    @Test func rowsAreSelectableByTheirIDs() throws {
        struct Picker: View {
            @State private var selection: String?
            var body: some View {
                VStack {
                    List(FileTreeApp.tree, children: \.children, selection: $selection) { item in Text(item.id) }
                    Text("Selected: \(selection ?? "none")")
                }
            }
        }
        let page = TestSession { Picker() }
        let list = try #require(page.page.allElements().first { $0.tag == "ul" })
        #expect(list[attribute: "role"] == "listbox")
        let notes = try #require(page.page.allElements().first { $0[attribute: "role"] == "option" && $0.textContent.contains("notes") })
        try page.element(id: notes.id).click()
        #expect(page.hasText("Selected: notes"))
    }

    /// A tree that contains itself stops where its item repeats; an endless tree, at a bounded depth.
    @Test func treesThatNeverEndStop() throws {
        struct Loop: Identifiable {
            let id: Int
            var children: [Loop]? { [Loop(id: id)] }
        }
        let loop = TestSession {
            List { OutlineGroup([Loop(id: 1)], children: \.children) { Text("Loop \($0.id)") } }
        }
        try loop.button("Loop 1").click()
        #expect(try rows(loop) == ["Loop 1"])

        struct Deeper: Identifiable {
            let id: Int
            var children: [Deeper]? { [Deeper(id: id + 1)] }
        }
        // In a stack, not a List: every row renders (a list renders a window of them).
        let deep = TestSession {
            VStack { OutlineGroup([Deeper(id: 1)], children: \.children) { Text("Level \($0.id)") } }
        }
        var opened = 0
        for level in 1...70 {
            guard let button = try? deep.button("Level \(level)") else { break }
            try button.click()
            opened = level
        }
        #expect(opened == 65, "64 levels below the root, then no more")
        #expect(deep.hasText("Level 65") && !deep.hasText("Level 66"))
    }
}
