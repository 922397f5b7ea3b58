import LiveTesting
import LiveUI
import Testing

// Issue #16 item 1: a view holding a `Binding` compares with the last one as
// SwiftUI compares them: the same place reached by the same steps, and the
// same value where the place's changes do not reach the views reading it
// (BindingLocation.swift). Sessions made with `checked: true` also compare
// each render with one that evaluates every view.

/// Shared with BindingWatchTests.swift.
struct BoundEntry: Identifiable {  // not Equatable: compared field by field
    let id: String
    var title: String
    var done = false
}

struct BoundRows: View {
    let counts: BodyCountsBox
    @State var items: [BoundEntry] = ["a", "b", "c"].map { BoundEntry(id: $0, title: "Item \($0)") }
    @State private var note = 0
    var body: some View {
        counts.box.note("rows")
        return VStack {
            Text("Note \(note)")
            Button("Note") { note += 1 }
            Button("Reverse") { items.reverse() }
            Button("Retitle c") { items[2].title = "Item c!" }
            ForEach($items) { $item in
                BoundRow(item: $item, counts: counts)
            }
        }
    }
}

struct BoundRow: View {
    @Binding var item: BoundEntry
    let counts: BodyCountsBox
    var body: some View {
        counts.box.note("row \(item.id)")
        return HStack {
            Text("Shows \(item.title)")
            TextField("Title \(item.id)", text: $item.title)
            Toggle("Done \(item.id)", isOn: $item.done)
        }
    }
}

/// Rows addressed by position (`$items[i]`): a row's place stays, its value moves.
private struct PositionRows: View {
    let counts: BodyCountsBox
    @State var items: [BoundEntry] = ["a", "b", "c"].map { BoundEntry(id: $0, title: "Item \($0)") }
    var body: some View {
        VStack {
            Button("Reverse") { items.reverse() }
            ForEach(items.indices, id: \.self) { i in
                PositionRow(index: i, item: $items[i], counts: counts)
            }
        }
    }
}

private struct PositionRow: View {
    let index: Int
    @Binding var item: BoundEntry
    let counts: BodyCountsBox
    var body: some View {
        counts.box.note("position \(index)")
        return Text("Row \(index): \(item.title)")
    }
}

/// A parent that hands on a binding without reading its value.
private struct PassingParent: View {
    let counts: BodyCountsBox
    @State private var name = "Ann"
    @State private var other = 0
    var body: some View {
        counts.box.note("parent")
        return VStack {
            Button("Other") { other += 1 }
            Text("Other \(other)")
            NameShower(name: $name, counts: counts)
            NameWriter(name: $name)
        }
    }
}

private struct NameShower: View {
    @Binding var name: String
    let counts: BodyCountsBox
    var body: some View {
        counts.box.note("shower")
        return Text("Name: \(name)")
    }
}

private struct NameWriter: View {
    @Binding var name: String
    var body: some View { Button("Rename") { name = "Bea" } }
}

private final class Visitor: ObservableObject {
    @Published var name = "Ann"
    @Published var visits = 0
}

private struct ProfilePage: View {
    let counts: BodyCountsBox
    @StateObject private var profile = Visitor()
    var body: some View {
        counts.box.note("profile")
        return VStack {
            Text("Visits \(profile.visits)")
            Button("Visit") { profile.visits += 1 }
            Button("Rename") { profile.name = "Bea" }
            NameShower(name: $profile.name, counts: counts)
        }
    }
}

private struct ConstantParent: View {
    let counts: BodyCountsBox
    @State private var n = 0
    var body: some View {
        VStack {
            Button("Bump") { n += 1 }
            ConstantChild(label: "fixed", value: .constant(7), counts: counts)
            ConstantChild(label: "moving", value: .constant(n), counts: counts)
        }
    }
}

private struct ConstantChild: View {
    let label: String
    @Binding var value: Int
    let counts: BodyCountsBox
    var body: some View {
        counts.box.note(label)
        return Text("\(label) \(value)")
    }
}

private struct ClosureParent: View {
    let counts: BodyCountsBox
    @State private var n = 0
    @State private var name = "Ann"
    var body: some View {
        VStack {
            Button("Bump") { n += 1 }
            Text("Bumps \(n)")
            NameShower(name: Binding(get: { name }, set: { name = $0 }), counts: counts)
        }
    }
}

/// Whether the page shows `texts`, in this order.
@MainActor private func inOrder(_ page: TestSession, _ texts: [String]) -> Bool {
    let shown = page.visibleText
    var from = shown.startIndex
    for text in texts {
        guard let found = shown.range(of: text, range: from..<shown.endIndex) else { return false }
        from = found.upperBound
    }
    return true
}

@MainActor @Suite struct BindingComparisonTests {
    @Test func typingIntoOneBoundRowEvaluatesThatRowAlone() throws {
        let counts = BodyCounts()
        let page = counting { BoundRows(counts: BodyCountsBox(box: counts)) }
        #expect(counts["row a"] == 1 && counts["row b"] == 1 && counts["row c"] == 1)
        try page.textField("Title b").type(", edited")  // typed after what the field holds
        #expect(page.hasText("Shows Item b, edited"))
        // The parent read the array (ForEach($items)): it runs, as in SwiftUI; of the rows
        // only b's value changed.
        #expect(counts["rows"] >= 2)
        #expect(counts["row b"] >= 2)
        #expect(counts["row a"] == 1 && counts["row c"] == 1)
        try page.toggle("Done c").toggle()
        #expect(counts["row c"] == 2 && counts["row a"] == 1)
        // A change the rows do not read: every row is reused.
        let before = (counts["row a"], counts["row b"], counts["row c"])
        try page.button("Note").click()
        #expect(page.hasText("Note 1"))
        #expect((counts["row a"], counts["row b"], counts["row c"]) == before)
        #expect(page.failures.isEmpty)
    }

    @Test func aWriteToTheArrayFromOutsideTheRowsReachesTheRowItChanged() throws {
        let counts = BodyCounts()
        let page = counting(checked: true) { BoundRows(counts: BodyCountsBox(box: counts)) }
        try page.button("Retitle c").click()
        #expect(page.hasText("Shows Item c!"))
        try page.button("Reverse").click()
        #expect(inOrder(page, ["Shows Item c!", "Shows Item b", "Shows Item a"]))
        try page.textField("Title a").type(" first")
        #expect(page.hasText("Shows Item a first"))
        #expect(page.failures.isEmpty)
    }

    @Test func aRowAddressedByPositionRendersWhenItsValueMoves() throws {
        let counts = BodyCounts()
        let page = counting(checked: true) { PositionRows(counts: BodyCountsBox(box: counts)) }
        try page.button("Reverse").click()
        #expect(inOrder(page, ["Row 0: Item c", "Row 1: Item b", "Row 2: Item a"]))
        #expect(page.failures.isEmpty)
        let unchecked = BodyCounts()
        let plain = counting { PositionRows(counts: BodyCountsBox(box: unchecked)) }
        try plain.button("Reverse").click()
        // The middle row's place and value are the same: it is not evaluated again.
        #expect(unchecked["position 0"] == 2 && unchecked["position 2"] == 2)
        #expect(unchecked["position 1"] == 1)
    }

    @Test func aViewReadingABindingItsParentPassesOnRendersWithoutTheParent() throws {
        let counts = BodyCounts()
        let page = counting { PassingParent(counts: BodyCountsBox(box: counts)) }
        try page.button("Rename").click()
        #expect(page.hasText("Name: Bea"))
        #expect(counts["shower"] == 2 && counts["parent"] == 1)
        try page.button("Other").click()
        #expect(page.hasText("Other 1"))
        // The parent ran; the shower's binding reaches the same slot and it read nothing that changed.
        #expect(counts["parent"] == 2 && counts["shower"] == 2)
        #expect(page.failures.isEmpty)
    }

    @Test func anObservableObjectsPropertyComparesByItsValue() throws {
        let counts = BodyCounts()
        let page = counting { ProfilePage(counts: BodyCountsBox(box: counts)) }
        try page.button("Visit").click()
        #expect(page.hasText("Visits 1"))
        #expect(counts["profile"] == 2 && counts["shower"] == 1)
        try page.button("Rename").click()
        #expect(page.hasText("Name: Bea"))
        #expect(counts["shower"] == 2)
        let checked = counting(checked: true) { ProfilePage(counts: BodyCountsBox(box: BodyCounts())) }
        try checked.button("Visit").click()
        try checked.button("Rename").click()
        #expect(checked.hasText("Name: Bea") && checked.failures.isEmpty)
    }

    @Test func constantBindingsCompareByValue() throws {
        let counts = BodyCounts()
        let page = counting(checked: false) { ConstantParent(counts: BodyCountsBox(box: counts)) }
        try page.button("Bump").click()
        #expect(page.hasText("moving 1") && page.hasText("fixed 7"))
        #expect(counts["fixed"] == 1 && counts["moving"] == 2)
    }

    @Test func aBindingMadeFromClosuresIsEvaluatedWithItsParent() throws {
        let counts = BodyCounts()
        let page = counting { ClosureParent(counts: BodyCountsBox(box: counts)) }
        try page.button("Bump").click()
        #expect(page.hasText("Bumps 1"))
        #expect(counts["shower"] == 2)
    }

}
