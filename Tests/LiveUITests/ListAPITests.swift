import Foundation
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// The List APIs one by one, in-process: the spellings SwiftUI code uses and what they do.
@MainActor @Suite struct ListAPITests {
    func has(_ e: Element?, _ cssClass: String) -> Bool {
        (e?[attribute: "class"] ?? "").split(separator: " ").contains { $0 == cssClass }
    }

    func styled<S: ListStyle>(_ style: S) -> Element? {
        list(TestSession { List { Text("row") }.listStyle(style) })
    }

    func list(_ page: TestSession) -> Element? {
        page.page.allElements().first { $0.tag == "ul" && has($0, "ls") }
    }

    @Test func editModeFromTheAppsOwnBinding() throws {
        struct Screen: View {
            @State private var mode = EditMode.inactive
            @State private var items = ["One", "Two"]
            var body: some View {
                VStack {
                    EditButton()
                    Text(mode.isEditing ? "app says editing" : "app says not editing")
                    Editor(items: $items)
                }
                .environment(\.editMode, $mode)
            }
        }
        struct Editor: View {
            @Binding var items: [String]
            @Environment(\.editMode) var editMode
            var body: some View {
                List {
                    ForEach(items, id: \.self) { Text($0) }
                        .onDelete { items.remove(atOffsets: $0) }
                }
                Text(editMode?.wrappedValue == .active ? "row view sees active" : "row view sees inactive")
            }
        }
        let page = TestSession { Screen() }
        #expect(page.hasText("app says not editing") && page.hasText("row view sees inactive"))
        try page.button("Edit").click()
        #expect(page.hasText("app says editing") && page.hasText("row view sees active"))
        #expect(has(list(page), "ls-ed"))
        try page.within(text: "One").button("Delete").click()
        #expect(!page.hasText("One") && page.hasText("Two"))
        try page.button("Done").click()
        #expect(page.hasText("app says not editing"))
        #expect(page.failures.isEmpty)
    }

    @Test func aConstantEditModeShowsTheControls() throws {
        let page = TestSession {
            List {
                ForEach(["A", "B"], id: \.self) { Text($0) }
                    .onMove { _, _ in }
            }
            .environment(\.editMode, .constant(.active))
        }
        #expect(try page.within(text: "A").button("Move down").isDisabled == false)
        #expect(try page.within(text: "A").button("Move up").isDisabled)
        #expect(try page.within(text: "A").buttons("Delete").isEmpty, "no onDelete: no delete button")
    }

    @Test func onDeleteAndOnMoveGetOffsetsIntoTheForEachsData() throws {
        @MainActor final class Log { var entries: [String] = [] }
        let log = Log()
        let page = TestSession {
            List {
                Text("Header row")
                ForEach(["x", "y", "z"], id: \.self) { Text($0) }
                    .onDelete { log.entries.append("delete \(Array($0))") }
                    .onMove { log.entries.append("move \(Array($0)) to \($1)") }
            }
            .environment(\.editMode, .constant(.active))
        }
        try page.within(text: "z").button("Delete").click()
        try page.within(text: "x").button("Move down").click()
        try page.within(text: "z").button("Move up").click()
        #expect(log.entries == ["delete [2]", "move [0] to 2", "move [2] to 1"])
        #expect(try page.within(text: "Header row").buttons("Delete").isEmpty, "a row outside the ForEach has no edit controls")
    }

    @Test func listsOverDataWithEverySelectionSpelling() throws {
        struct Item: Identifiable, Hashable {
            let id: Int
            var name: String
        }
        struct Screen: View {
            @State var items = [Item(id: 1, name: "first"), Item(id: 2, name: "second")]
            @State var single: Int?
            @State var many = Set<Int>()
            @State var byName: String?
            var body: some View {
                VStack {
                    List(items, selection: $single) { Text("single \($0.name)") }
                    List(items, id: \.name, selection: $byName) { Text("named \($0.name)") }
                    List($items, selection: $many) { $item in Text("bound \(item.name)") }
                    List(0..<2) { Text("range \($0)") }
                    Text("single=\(single.map(String.init) ?? "nil") many=\(many.sorted()) byName=\(byName ?? "nil")")
                }
            }
        }
        let page = TestSession { Screen() }
        try page.row("single second").click()
        try page.row("named first").click()
        try page.row("bound first").click()
        try page.row("bound second").click()
        #expect(page.hasText("single=2 many=[1, 2] byName=first"))
        #expect(try !page.row("range 0").isSelectable)
        #expect(page.failures.isEmpty)
    }

    @Test func selectionByTagWithoutForEachAndDisabledLists() throws {
        struct Screen: View {
            @State var choice: String? = nil
            @State var flags = Set<String>()
            var body: some View {
                VStack {
                    List(selection: $choice) {
                        Text("Red").tag("red")
                        Text("Blue").tag("blue")
                        Text("Untagged")
                    }
                    List(selection: $flags) {
                        Text("Locked").tag("locked")
                    }
                    .disabled(true)
                    Text("choice=\(choice ?? "none")")
                }
            }
        }
        let page = TestSession { Screen() }
        try page.row("Blue").click()
        #expect(page.hasText("choice=blue"))
        #expect(try !page.row("Untagged").isSelectable)
        #expect(try page.row("Locked").attribute("aria-disabled") == "true")
        #expect(throws: TestError.self) { try page.row("Locked").click() }
    }

    @Test func stylesSeparatorsInsetsAndBackgrounds() throws {
        #expect(has(styled(.plain), "ls-pl") && has(styled(.inset), "ls-in") && has(styled(.grouped), "ls-gr"))
        #expect(has(styled(.insetGrouped), "ls-ig") && has(styled(.sidebar), "ls-sb") && has(styled(.automatic), "ls-au"))
        #expect(has(styled(PlainListStyle()), "ls-pl") && has(styled(InsetGroupedListStyle()), "ls-ig"))
        let page = TestSession {
            List {
                Text("no line").listRowSeparator(.hidden)
                Text("padded").listRowInsets(EdgeInsets(top: 2, leading: 30, bottom: 2, trailing: 0))
                Text("tinted").listRowBackground(Color.yellow)
                Text("plain").listRowSeparatorTint(.red)
            }
        }
        #expect(try page.row("no line").attribute("class") == "ls-row ls-nosep")
        #expect(try page.row("padded").attribute("style") == "padding:2px 0px 2px 30px")
        let tinted = try page.row("tinted")
        let layer = try #require(page.page.find(id: tinted.id + ".bg"))
        #expect(layer[attribute: "aria-hidden"] == "true" && !layer.children.isEmpty)
        #expect(try page.row("plain").attribute("class") == "ls-row")
    }

    @Test func rowModifiersOutsideAListChangeNothing() throws {
        let page = TestSession {
            VStack {
                Text("alone")
                    .swipeActions { Button("Hidden action") {} }
                    .listRowBackground(Color.red)
                    .deleteDisabled(true)
                    .tag(3)
            }
        }
        #expect(page.hasText("alone"))
        #expect(!page.hasText("Hidden action"))
        #expect(page.html.contains("<li") == false)
    }

    @Test func aPlainListHasNoSelectionSemantics() throws {
        let page = TestSession {
            List {
                Text("a")
                Text("b")
            }
        }
        #expect(list(page)?[attribute: "role"] == "list")
        #expect(try page.row("a").attribute("tabindex") == nil && page.row("a").attribute("role") == nil)
    }

    @Test func searchableFieldAndSearchSubmit() throws {
        struct Screen: View {
            @State var query = ""
            @State var submitted = ""
            let fruits = ["Apple", "Banana", "Cherry"]
            var body: some View {
                VStack {
                    List(fruits.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
                        .searchable(text: $query, prompt: "Find fruit")
                        .onSubmit(of: .search) { submitted = query }
                    Text("submitted: \(submitted)")
                }
            }
        }
        let page = TestSession { Screen() }
        let field = try page.textField("Find fruit")
        #expect(field.attribute("type") == "search" && field.attribute("placeholder") == "Find fruit")
        try field.type("an")
        #expect(page.hasText("Banana") && !page.hasText("Apple"))
        try field.submit()
        #expect(page.hasText("submitted: an"))
        let other = TestSession { Text("x").searchable(text: .constant("")) }
        #expect(try other.textField("Search").attribute("type") == "search", "the default prompt")
    }

    @Test func refreshActionFromTheEnvironment() async throws {
        struct Reloader: View {
            @Environment(\.refresh) var refresh
            @Binding var log: [String]
            var body: some View {
                Button("Reload by hand") { Task { await refresh?() } }
                Text(refresh == nil ? "no refresh" : "has refresh")
            }
        }
        struct Screen: View {
            @State var log: [String] = []
            var body: some View {
                VStack {
                    Reloader(log: $log)
                    Text("log: \(log.joined(separator: ","))")
                }
                .refreshable { log.append("refreshed") }
            }
        }
        let page = TestSession { Screen() }
        #expect(page.hasText("has refresh"))
        try page.button("Reload by hand").click()
        await page.settle()
        #expect(page.hasText("log: refreshed"))
        #expect(TestSession { Reloader(log: .constant([])) }.hasText("no refresh"))
    }

    @Test func sectionsInASelectableList() throws {
        struct Screen: View {
            @State var pick: Int? = 2
            var body: some View {
                List(selection: $pick) {
                    Section("Low") { ForEach(1..<3) { Text("n\($0)") } }
                    Section("High") { ForEach(3..<5) { Text("n\($0)") } }
                }
            }
        }
        let page = TestSession { Screen() }
        #expect(try page.row("n2").isSelected && page.row("n2").attribute("tabindex") == "0")
        try page.row("n4").click()
        #expect(try page.row("n4").isSelected && !page.row("n2").isSelected)
        let inner = page.page.allElements().filter { $0.tag == "ul" && has($0, "fs-b") }
        #expect(inner.count == 2 && inner.allSatisfy { $0[attribute: "role"] == "none" })
        #expect(page.failures.isEmpty)
    }
}
