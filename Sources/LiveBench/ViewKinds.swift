import Foundation
import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI

// `LiveBench N kinds`: what one view construct costs in a whole render. A page
// of 20 copies of the construct renders again on every event (its root's state
// changed); µs per copy above the page with 20 empty rows.

struct KindPage<Row: View>: View {
    @State private var tick = 0
    let row: (Int) -> Row
    var count = 20

    var body: some View {
        VStack {
            Button("Tick") { tick += 1 }
            Text("Ticks \(tick)")
            ForEach(0..<count, id: \.self) { i in row(i) }
        }
    }
}

private struct FieldRow: View {
    @State private var name = ""
    var body: some View {
        HStack {
            Text("Username")
            Spacer()
            TextField("Username", text: $name)
                .textFieldStyle(RoundedBorderTextFieldStyle())
        }
    }
}

@MainActor func kindBenchmark<Row: View>(events: Int, count: Int = 20, _ row: @escaping (Int) -> Row) throws -> Double {
    let page = TestSession { KindPage(row: row, count: count) }
    let session = page.session
    let tick = try page.button("Tick").id
    let clock = ContinuousClock()
    var total = Duration.zero
    for i in 0..<events {
        let start = clock.now
        _ = try serve(ClientEvent(seq: session.lastSeq + 1, kind: .click, target: tick), to: session)
        if i >= events / 10 { total += clock.now - start }
    }
    let counted = events - events / 10
    return (Double(total.components.attoseconds) / 1e12 + Double(total.components.seconds) * 1e6) / Double(counted)
}

@MainActor func printViewKinds(events: Int) throws {
    let base = try kindBenchmark(events: events) { _ in EmptyView() }
    func report(_ name: String, _ µs: Double) {
        print(String(format: "%-44@ %6.2f µs a copy (page %.1f µs)", name as NSString, (µs - base) / 20, µs))
    }
    print(
        String(
            format: "page of 20 empty rows: %.1f µs an event; of none: %.1f µs", base,
            try kindBenchmark(events: events, count: 0) { _ in EmptyView() }))
    report("Text", try kindBenchmark(events: events) { Text("Row \($0)") })
    report("Text.font(.title)", try kindBenchmark(events: events) { Text("Row \($0)").font(.title) })
    report("Text.padding()", try kindBenchmark(events: events) { Text("Row \($0)").padding() })
    report("Text.foregroundColor(.red)", try kindBenchmark(events: events) { Text("Row \($0)").foregroundColor(.red) })
    report("Text.frame(width:height:)", try kindBenchmark(events: events) { Text("Row \($0)").frame(width: 300, height: 200) })
    report(
        "Text in ZStack { RoundedRectangle.fill }",
        try kindBenchmark(events: events) { i in
            ZStack {
                RoundedRectangle(cornerRadius: 15).fill(Color.blue.opacity(0.6))
                Text("Row \(i)")
            }
        })
    report(
        "Color(UIColor.cyan).opacity.edgesIgnoringSafeArea",
        try kindBenchmark(events: events) { _ in
            Color(UIColor.cyan).opacity(0.3).edgesIgnoringSafeArea(.all)
        })
    report("HStack { Text; Spacer; TextField.textFieldStyle }", try kindBenchmark(events: events) { _ in FieldRow() })
    report(
        "Button { Text.font }.buttonStyle(Plain)",
        try kindBenchmark(events: events) { i in
            Button(action: {}, label: { Text("Row \(i)").font(.title) }).buttonStyle(PlainButtonStyle())
        })
    report("Button(title)", try kindBenchmark(events: events) { Button("Row \($0)") {} })
    report("Text.disabled(true)", try kindBenchmark(events: events) { Text("Row \($0)").disabled(true) })
}

/// `LiveBench N foreach`: only the page of 20 empty rows (for profiles).
@MainActor func printForEachOnly(events: Int) throws {
    print(String(format: "page of 20 empty rows: %.1f µs an event", try kindBenchmark(events: events) { _ in EmptyView() }))
}

/// `LiveBench N kind button|zstack|font|color`: one construct's page alone (for profiles).
@MainActor func printOneKind(events: Int, _ name: String) throws {
    let µs: Double
    switch name {
    case "button":
        µs = try kindBenchmark(events: events) { i in
            Button(action: {}, label: { Text("Row \(i)").font(.title) }).buttonStyle(PlainButtonStyle())
        }
    case "zstack":
        µs = try kindBenchmark(events: events) { i in
            ZStack {
                RoundedRectangle(cornerRadius: 15).fill(Color.blue.opacity(0.6))
                Text("Row \(i)")
            }
        }
    case "font": µs = try kindBenchmark(events: events) { Text("Row \($0)").font(.title) }
    case "color": µs = try kindBenchmark(events: events) { Text("Row \($0)").foregroundColor(.red) }
    case "empty": µs = try kindBenchmark(events: events) { _ in EmptyView() }
    default: µs = try kindBenchmark(events: events) { Text("Row \($0)") }
    }
    print(String(format: "%@: %.1f µs an event", name, µs))
}
