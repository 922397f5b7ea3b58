import LiveTesting
import Testing

@testable import LiveRuntime
@testable import LiveUI

// Issue #16: `@Observable` models in the shapes apps give them (a list in a
// navigation stack, the environment, a sheet, arrays handed down, row facts,
// hibernation), each render checked against one that evaluates every view.

// MARK: Scenarios checked against a render of every view

@Observable private final class Entry: Identifiable {
    let id: Int
    var title: String
    var done = false
    init(_ id: Int) {
        self.id = id
        title = "Entry \(id)"
    }
}

@Observable private final class Library {
    var entries = (0..<3).map(Entry.init)
    var heading = "Library"
}

private struct EntryRow: View {
    @Bindable var entry: Entry
    var body: some View {
        HStack {
            Text("Row \(entry.title)")
            Toggle("Done \(entry.id)", isOn: $entry.done)
        }
    }
}

/// A List of rows, a footer that reads every row, in a NavigationStack pushing a detail.
private struct ListNavPage: View {
    let library: Library
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section(library.heading) {
                    ForEach(library.entries) { EntryRow(entry: $0) }
                }
                Text("Done \(library.entries.filter(\.done).count)")
                Button("Open 1") { path.append(1) }
            }
            .navigationDestination(for: Int.self) { i in EntryDetail(entry: library.entries[i]) }
        }
    }
}

private struct EntryDetail: View {
    @Bindable var entry: Entry
    var body: some View {
        Form {
            TextField("Detail title", text: $entry.title)
            Text("Detail \(entry.title) \(entry.done ? "done" : "open")")
        }
    }
}

/// `@Environment(Library.self)` in a view and in a sheet's content.
private struct EnvReader: View {
    @Environment(Library.self) private var library
    var body: some View { Text("Env \(library.heading)") }
}

private struct EnvPage: View {
    let library: Library
    @State private var shown = false
    var body: some View {
        VStack {
            EnvReader()
            Button("Open") { shown = true }
            Button("Rename") { library.heading = "Renamed" }
            Button("Animate") { withAnimation(.easeIn) { library.heading = "Animated" } }
        }
        .sheet(isPresented: $shown) {
            VStack {
                EnvReader()
                Button("Rename in sheet") { library.heading = "From sheet" }
            }
        }
        .environment(library)
    }
}

/// A child handed the parent's array of objects (compared by storage).
private struct ArrayChild: View {
    let entries: [Entry]
    var body: some View {
        VStack {
            ForEach(entries) { Text("Array \($0.title)") }
        }
    }
}

private struct ArrayPage: View {
    @State private var entries = (0..<3).map(Entry.init)
    @State private var next = 10
    var body: some View {
        VStack {
            ArrayChild(entries: entries)
            Button("Replace first") {
                entries[0] = Entry(next)
                next += 1
            }
            Button("Swap") { entries.swapAt(0, 2) }
            Button("Append") {
                entries.append(Entry(next))
                next += 1
            }
            Button("Remove") { entries.removeLast() }
        }
    }
}

/// A row that tells its list something read from its object, in a titled stack.
private struct FactRow: View {
    @Bindable var entry: Entry
    var body: some View {
        HStack {
            Text("Fact \(entry.title)")
            TextField("Field \(entry.id)", text: $entry.title)
        }
        .listRowBackground(entry.done ? Color.green : Color.red)
        .swipeActions {
            Button(entry.done ? "Undo \(entry.id)" : "Finish \(entry.id)") { entry.done.toggle() }
        }
    }
}

private struct FactPage: View {
    let library: Library
    var body: some View {
        NavigationStack {
            List {
                ForEach(library.entries) { FactRow(entry: $0) }
            }
            .navigationTitle(library.heading)
        }
    }
}

/// The environment's object replaced by another one; a field bound to it in a Form.
private struct SwapPage: View {
    @State private var library = Library()
    var body: some View {
        VStack {
            SwapChild()
            Button("Swap") {
                let next = Library()
                next.heading = "Second"
                library = next
            }
        }
        .environment(library)
    }
}

private struct SwapChild: View {
    @Environment(Library.self) private var library
    var body: some View {
        @Bindable var library = library
        return Form {
            EnvReader()
            TextField("Heading", text: $library.heading)
        }
    }
}

@MainActor @Suite struct ObservableAppShapeTests {
    @Test func aListInANavigationStackFollowsItsObjects() throws {
        let library = Library()
        let page = counting(checked: true) { ListNavPage(library: library) }
        try page.toggle("Done 1").toggle()
        #expect(page.hasText("Done 1"))
        library.entries[2].title = "Outside"
        page.advance(by: 0)
        #expect(page.hasText("Row Outside"))
        library.entries[2].title = "Outside again"
        page.advance(by: 0)
        #expect(page.hasText("Row Outside again"))
        library.heading = "Shelf"
        page.advance(by: 0)
        #expect(page.hasText("Shelf"))
        library.entries.append(Entry(3))
        page.advance(by: 0)
        #expect(page.hasText("Row Entry 3"))
        try page.button("Open 1").click()
        #expect(page.hasText("Detail Entry 1 done"))
        try page.textField("Detail title").type("x")
        #expect(page.hasText("Detail Entry 1x done"))
        library.entries[1].done = false
        page.advance(by: 0)
        #expect(page.hasText("Detail Entry 1x open"))
        library.entries[1].title = "Renamed"
        page.advance(by: 0)
        #expect(try page.textField("Detail title").value == "Renamed")
        #expect(page.session.renderCheckFailures.isEmpty, "\(page.session.renderCheckFailures)")
    }

    @Test func anEnvironmentObjectInAViewAndASheet() throws {
        let library = Library()
        let page = counting(checked: true) { EnvPage(library: library) }
        try page.button("Rename").click()
        #expect(page.hasText("Env Renamed"))
        try page.button("Animate").click()
        #expect(page.hasText("Env Animated"))
        #expect(page.patches.last?.animation != nil)
        try page.button("Open").click()
        try page.button("Rename in sheet").click()
        #expect(page.html.components(separatedBy: "Env From sheet").count == 3, "\(page.html)")
        library.heading = "Outside"
        page.advance(by: 0)
        #expect(page.html.components(separatedBy: "Env Outside").count == 3, "\(page.html)")
        #expect(page.session.renderCheckFailures.isEmpty, "\(page.session.renderCheckFailures)")
    }

    @Test func anArrayOfObjectsComparedByStorage() throws {
        let page = counting(checked: true) { ArrayPage() }
        try page.button("Replace first").click()
        #expect(page.hasText("Array Entry 10"))
        try page.button("Swap").click()
        try page.button("Append").click()
        #expect(page.hasText("Array Entry 11"))
        try page.button("Remove").click()
        #expect(!page.hasText("Array Entry 11"))
        try page.button("Replace first").click()
        #expect(page.hasText("Array Entry 12"))
        #expect(page.session.renderCheckFailures.isEmpty, "\(page.session.renderCheckFailures)")
    }

    @Test func aHibernatedSessionFollowsItsObjects() throws {
        let library = Library()
        let page = counting(checked: true) { ListNavPage(library: library) }
        library.entries[0].title = "Before"
        page.advance(by: 0)
        #expect(page.session.hibernate())
        library.entries[0].title = "While asleep"
        page.advance(by: 0)
        #expect(page.hasText("Row While asleep"))
        library.entries[1].title = "After"
        page.advance(by: 0)
        #expect(page.hasText("Row After"))
        #expect(page.session.hibernate())
        try page.toggle("Done 2").toggle()
        library.entries[2].title = "Last"
        page.advance(by: 0)
        #expect(page.hasText("Row Last"))
        #expect(page.session.renderCheckFailures.isEmpty, "\(page.session.renderCheckFailures)")
    }

    @Test func listRowFactsAndATitleFollowTheirObjects() throws {
        let library = Library()
        let page = counting(checked: true) { FactPage(library: library) }
        #expect(page.title == "Library")
        library.entries[1].done = true
        page.advance(by: 0)
        #expect(page.html.contains("Undo 1"))
        try page.textField("Field 1").type("y")
        try page.textField("Field 1").type("z")
        #expect(page.hasText("Fact Entry 1yz"))
        library.entries[1].title = "Outside"
        page.advance(by: 0)
        #expect(try page.textField("Field 1").value == "Outside")
        try page.textField("Field 2").type("w")
        library.entries[2].done = true
        page.advance(by: 0)
        #expect(page.html.contains("Undo 2"))
        library.heading = "Shelf"
        page.advance(by: 0)
        #expect(page.title == "Shelf")
        library.entries[0].title = "Zero"
        library.entries[2].title = "Two"
        page.advance(by: 0)
        #expect(page.hasText("Fact Zero") && page.hasText("Fact Two"))
        #expect(page.session.renderCheckFailures.isEmpty, "\(page.session.renderCheckFailures)")
    }

    @Test func aReplacedEnvironmentObjectAndAFieldBoundToIt() throws {
        let page = counting(checked: true) { SwapPage() }
        try page.textField("Heading").type("a")
        try page.textField("Heading").type("b")
        #expect(page.hasText("Env Libraryab"))
        try page.button("Swap").click()
        #expect(page.hasText("Env Second"))
        #expect(try page.textField("Heading").value == "Second")
        try page.textField("Heading").type("c")
        #expect(page.hasText("Env Secondc"))
        #expect(page.session.renderCheckFailures.isEmpty, "\(page.session.renderCheckFailures)")
    }
}
