import Foundation
import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI

// Issue #16 item 5: a page of N rows (a text field and a toggle each) where
// one row changes per event. With per-view invalidation the server's cost per
// event should not grow with the rows that did not change.

final class BenchRow: ObservableObject, Identifiable {
    let id: Int
    @Published var title: String
    @Published var done = false
    init(id: Int) {
        self.id = id
        title = "Item \(id)"
    }
}

final class BenchRows: ObservableObject {
    let rows: [BenchRow]
    init(count: Int) { rows = (0..<count).map(BenchRow.init) }
}

struct BenchRowsView: View {
    @StateObject var model: BenchRows

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(model.rows) { row in
                    BenchRowView(row: row)
                }
            }
        }
    }
}

struct BenchRowView: View {
    @ObservedObject var row: BenchRow

    var body: some View {
        HStack {
            TextField("Title", text: $row.title)
            Toggle("Done", isOn: $row.done)
        }
    }
}

/// The same rows in a `List`, as most apps write them.
struct BenchListRowsView: View {
    @StateObject var model: BenchRows
    var inNavigation = false

    var body: some View {
        if inNavigation {
            NavigationStack {
                rows.navigationTitle("Rows")
            }
        } else {
            rows
        }
    }

    private var rows: some View {
        List(model.rows) { row in
            BenchRowView(row: row)
        }
    }
}

// The other common way to write it: the rows are values in the parent's
// `@State` array and each row gets a `Binding` into it. A write through the
// binding changes the parent's state, so (as in SwiftUI) the parent's body
// runs again and builds every row; each row's binding compares equal to its
// last (the same slot, the same item), and only the row whose item changed
// runs its body (BindingLocation.swift). The cost still grows with the rows:
// the parent builds, compares and places every one of them.
struct BenchItem: Identifiable {
    let id: Int
    var title: String
    var done = false
}

struct BenchBindingRowsView: View {
    @State var items: [BenchItem]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach($items) { $item in
                    BenchBindingRowView(item: $item)
                }
            }
        }
    }
}

struct BenchBindingRowView: View {
    @Binding var item: BenchItem

    var body: some View {
        HStack {
            TextField("Title", text: $item.title)
            Toggle("Done", isOn: $item.done)
        }
    }
}

// The way apps written for iOS 17 and later hold their rows: `@Observable`
// objects, each row's view editing its own through `@Bindable`. A write changes
// one object, which only its row's view read.
@Observable final class ObservedBenchRow: Identifiable {
    let id: Int
    var title: String
    var done = false
    init(id: Int) {
        self.id = id
        title = "Item \(id)"
    }
}

struct ObservedBenchRowsView: View {
    @State var rows: [ObservedBenchRow]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(rows) { row in
                    ObservedBenchRowView(row: row)
                }
            }
        }
    }
}

struct ObservedBenchRowView: View {
    @Bindable var row: ObservedBenchRow

    var body: some View {
        HStack {
            TextField("Title", text: $row.title)
            Toggle("Done", isOn: $row.done)
        }
    }
}

/// µs per event (decode, handle, render, diff, encode) on a page of `count`
/// rows; events alternate between typing into a row's field and flipping a
/// row's toggle, each on a different row.
@MainActor func rowsBenchmark(
    count: Int, events: Int, renderAll: Bool, bindings: Bool = false, list: Bool = false, navigation: Bool = false,
    observable: Bool = false
) throws -> Double {
    let page: TestSession =
        observable
        ? TestSession { ObservedBenchRowsView(rows: (0..<count).map(ObservedBenchRow.init)) }
        : bindings
            ? TestSession { BenchBindingRowsView(items: (0..<count).map { BenchItem(id: $0, title: "Item \($0)") }) }
            : list
                ? TestSession { BenchListRowsView(model: BenchRows(count: count), inNavigation: navigation) }
                : TestSession { BenchRowsView(model: BenchRows(count: count)) }
    let session = page.session
    session.rendersEverything = renderAll
    let inputs = session.document.allElements().filter { $0.tag == "input" }
    let fields = inputs.filter { $0[attribute: "type"] != "checkbox" }.map(\.id)
    let toggles = inputs.filter { $0[attribute: "type"] == "checkbox" }.map(\.id)
    // A `List` is lazy: it shows a window of its rows (the events go to those).
    guard fields.count == (list ? min(count, fields.count) : count), toggles.count == fields.count, !fields.isEmpty else {
        fatalError("rows benchmark: \(fields.count) fields, \(toggles.count) toggles")
    }
    let clock = ContinuousClock()
    var total = Duration.zero
    for i in 0..<events {
        let row = (i * 7) % fields.count
        let event =
            i % 2 == 0
            ? ClientEvent(seq: session.lastSeq + 1, kind: .input, target: fields[row], value: "Item \(row) \(i)")
            : ClientEvent(seq: session.lastSeq + 1, kind: .input, target: toggles[row], value: i % 4 == 1 ? "true" : "false")
        let start = clock.now
        let outcome = try serve(event, to: session).outcome
        if i >= events / 10 { total += clock.now - start }  // the first tenth warms up
        if outcome.error != nil { fatalError("rows benchmark: \(outcome.error!)") }
    }
    let counted = events - events / 10
    return (Double(total.components.attoseconds) / 1e12 + Double(total.components.seconds) * 1e6) / Double(counted)
}
