import LiveRuntime
import LiveTesting
import LiveUI
import Testing

// Preferences: values set below, combined in view-tree order for the readers
// above, as the render cache reuses, replays and renders views alone. Every
// session but the counting ones checks each render against one that evaluates
// every view (`checkRenders()`).

private struct Names: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct Total: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct Title: PreferenceKey {
    static func reduce(value: inout String?, nextValue: () -> String?) { value = value ?? nextValue() }
}

/// Shows what a reader got, and how often its action ran.
@MainActor private final class Seen {
    var names: [[String]] = []
    var totals: [Int] = []
}

private struct SeenBox: Equatable {
    let seen: Seen
    static func == (a: Self, b: Self) -> Bool { a.seen === b.seen }
}

private struct Shown: View {
    let label: String
    let value: String
    var body: some View { Text("\(label): \(value)") }
}

private struct Tree: View {
    @State private var names: [String] = []
    @State private var total = 0
    @State private var title = "none"
    @State private var showLast = true

    var body: some View {
        VStack {
            Shown(label: "names", value: names.joined(separator: ","))
            Shown(label: "total", value: String(total))
            Shown(label: "title", value: title)
            Button("Toggle last") { showLast.toggle() }
            VStack {
                Text("a").preference(key: Names.self, value: ["a"])
                HStack {
                    Text("b").preference(key: Names.self, value: ["b"])
                    Text("c").preference(key: Names.self, value: ["c"])
                }
                // Its own value for Names wins over its content's; Total passes through.
                VStack {
                    Text("hidden").preference(key: Names.self, value: ["hidden"])
                    Text("five").preference(key: Total.self, value: 5)
                }
                .preference(key: Names.self, value: ["d"])
                if showLast {
                    Text("e").preference(key: Names.self, value: ["e"]).preference(key: Total.self, value: 2)
                }
                Text("f").transformPreference(Names.self) { $0.append("f") }
                Text("titled").preference(key: Title.self, value: "First")
                Text("titled again").preference(key: Title.self, value: "Second")
            }
            .onPreferenceChange(Names.self) { names = $0 }
            .onPreferenceChange(Total.self) { total = $0 }
            .onPreferenceChange(Title.self) { title = $0 ?? "nil" }
        }
    }
}

@MainActor @Suite struct PreferenceKeyTests {
    @Test func valuesCombineInTreeOrder() throws {
        let page = TestSession { Tree() }
        page.checkRenders()
        // transformPreference on a view that set nothing starts from the default.
        #expect(page.hasText("names: a,b,c,d,e,f"))
        #expect(page.hasText("total: 7"))
        #expect(page.hasText("title: First"))
        try page.button("Toggle last").click()
        #expect(page.hasText("names: a,b,c,d,f"))
        #expect(page.hasText("total: 5"))
        try page.button("Toggle last").click()
        #expect(page.hasText("names: a,b,c,d,e,f"))
        #expect(page.failures.isEmpty)
    }

    @Test func aReaderWithNothingSetRunsNothing() throws {
        struct Empty: View {
            @State private var got = "unset"
            var body: some View {
                Text(got).onPreferenceChange(Total.self) { got = "got \($0)" }
            }
        }
        let page = TestSession { Empty() }
        // Nothing sets the key: SwiftUI has nothing to watch, and the action does not run.
        #expect(page.hasText("unset"))
    }

    @Test func nestedReadersEachSeeTheirContent() throws {
        struct Nested: View {
            @State private var inner = 0
            @State private var outer = 0
            var body: some View {
                VStack {
                    Text("inner \(inner), outer \(outer)")
                    VStack {
                        Text("1").preference(key: Total.self, value: 1)
                        VStack {
                            Text("10").preference(key: Total.self, value: 10)
                        }
                        .onPreferenceChange(Total.self) { inner = $0 }
                    }
                    .onPreferenceChange(Total.self) { outer = $0 }
                }
            }
        }
        let page = TestSession { Nested() }
        page.checkRenders()
        #expect(page.hasText("inner 10, outer 11"))
        #expect(page.failures.isEmpty)
    }

    @Test func theActionRunsOnlyWhenTheValueChanges() throws {
        struct Reader: View {
            let seen: SeenBox
            @State private var count = 0
            @State private var other = 0
            var body: some View {
                VStack {
                    Button("More") { count += 1 }
                    Button("Other") { other += 1 }
                    Text("other \(other)")
                    Text("count").preference(key: Total.self, value: count)
                }
                .onPreferenceChange(Total.self) { seen.seen.totals.append($0) }
            }
        }
        let seen = Seen()
        let page = TestSession { Reader(seen: SeenBox(seen: seen)) }
        #expect(seen.totals == [0])
        try page.button("Other").click()
        #expect(page.hasText("other 1"))
        #expect(seen.totals == [0])
        try page.button("More").click()
        try page.button("More").click()
        #expect(seen.totals == [0, 1, 2])
    }

    @Test func aReaderThatNeverSettlesIsBoundedAndWarned() throws {
        struct Loop: View {
            @State private var n = 0
            var body: some View {
                Text("n \(n)")
                    .preference(key: Total.self, value: n)
                    .onPreferenceChange(Total.self) { n = $0 + 1 }
            }
        }
        let page = TestSession { Loop() }
        // Each value makes the next: the turn stops after its last round, and says why.
        #expect(page.hasText("n 15") || page.hasText("n 16"))
        let warnings = page.session.takeDiagnostics().map(\.message)
        #expect(warnings.contains { $0.contains("16 renders in one turn") }, "\(warnings)")
    }

    @Test func overlayAndBackgroundDrawTheValue() throws {
        struct Badge: View {
            @State private var extra = 0
            var body: some View {
                VStack {
                    Text("x").preference(key: Total.self, value: 2)
                    Button("Add") { extra += 3 }
                        .preference(key: Total.self, value: extra)
                }
                .overlayPreferenceValue(Total.self, alignment: .topTrailing) { Text("overlay \($0)") }
                .backgroundPreferenceValue(Total.self) { total in
                    Text("background \(total)")
                }
            }
        }
        let page = TestSession { Badge() }
        page.checkRenders()
        #expect(page.hasText("overlay 2") && page.hasText("background 2"))
        try page.button("Add").click()
        #expect(page.hasText("overlay 5") && page.hasText("background 5"))
        #expect(page.failures.isEmpty)
    }

    // MARK: The render cache

    private struct Row: View {
        let name: String
        let counts: BodyCountsBox
        @State private var on = false
        var body: some View {
            counts.box.note(name)
            return HStack {
                Text(name)
                Button("Flip \(name)") { on.toggle() }
            }
            .preference(key: Names.self, value: on ? [name.uppercased()] : [name])
        }
    }

    /// Rows that set a value only while they are on: before that, their stored render reported nothing.
    private struct LateRow: View {
        let name: String
        @State private var on = false
        var body: some View {
            VStack {
                Button("Turn on \(name)") { on = true }
                if on { Text("on").preference(key: Names.self, value: [name]) }
            }
        }
    }

    private struct Rows: View {
        let counts: BodyCountsBox
        @State private var names: [String] = []
        @State private var heading = "Rows"
        var body: some View {
            counts.box.note("rows")
            return VStack {
                Text("\(heading): \(names.joined(separator: ","))")
                Button("Rename") { heading += "!" }
                VStack {
                    Row(name: "a", counts: counts)
                    Row(name: "b", counts: counts)
                    LateRow(name: "late")
                }
                .onPreferenceChange(Names.self) { names = $0 }
            }
        }
    }

    @Test func aReusedViewReportsItsValueAgain() throws {
        let counts = BodyCounts()
        let page = counting { Rows(counts: BodyCountsBox(box: counts)) }
        #expect(page.hasText("Rows: a,b"))
        try page.button("Rename").click()
        // The rows are reused (their bodies do not run), and their values still reach the reader.
        #expect(page.hasText("Rows!: a,b"))
        #expect(counts["a"] == 1 && counts["b"] == 1)
        #expect(page.lastRenderCounts.reused >= 2)
    }

    @Test func aViewThatChangesItsValueRendersWithTheReader() throws {
        let counts = BodyCounts()
        let page = counting(checked: true) { Rows(counts: BodyCountsBox(box: counts)) }
        try page.button("Flip b").click()
        #expect(page.hasText("Rows: a,B"))
        try page.button("Rename").click()
        #expect(page.hasText("Rows!: a,B"))
        try page.button("Flip a").click()
        #expect(page.hasText("Rows!: A,B"))
        #expect(page.failures.isEmpty)
    }

    @Test func aViewThatStartsSettingAValueReachesTheReader() throws {
        let counts = BodyCounts()
        let page = counting(checked: true) { Rows(counts: BodyCountsBox(box: counts)) }
        try page.button("Turn on late").click()
        #expect(page.hasText("Rows: a,b,late"))
        #expect(page.failures.isEmpty)
    }

    /// A view with a reader of its own inside, under another reader.
    private struct Group: View {
        let name: String
        let counts: BodyCountsBox
        @State private var inner = 0
        var body: some View {
            counts.box.note(name)
            return VStack {
                Text("\(name) inner \(inner)")
                Text("one").preference(key: Total.self, value: 1)
                Text("two").preference(key: Total.self, value: 2)
            }
            .onPreferenceChange(Total.self) { inner = $0 }
        }
    }

    private struct Groups: View {
        let counts: BodyCountsBox
        @State private var total = 0
        @State private var heading = "Groups"
        var body: some View {
            VStack {
                Text("\(heading) total \(total)")
                Button("Rename") { heading += "!" }
                VStack {
                    Group(name: "g1", counts: counts)
                    Group(name: "g2", counts: counts)
                }
                .onPreferenceChange(Total.self) { total = $0 }
            }
        }
    }

    @Test func aReusedViewWithAReaderInsideReportsOnlyWhatItHandsOn() throws {
        let counts = BodyCounts()
        let page = counting { Groups(counts: BodyCountsBox(box: counts)) }
        #expect(page.hasText("Groups total 6") && page.hasText("g1 inner 3"))
        let before = counts["g1"]
        try page.button("Rename").click()
        // Reused: what the inner reader got is not handed to the outer one a second time.
        #expect(counts["g1"] == before)
        #expect(page.hasText("Groups! total 6"))
    }

    /// A sheet's values reach no reader around its presenter (as in SwiftUI), so a change
    /// in the sheet renders the sheet's view alone, not the whole page again.
    private struct SheetRow: View {
        @State private var n = 0
        var body: some View {
            VStack {
                Text("sheet \(n)")
                Button("Bump") { n += 1 }
            }
            .preference(key: Total.self, value: 1000 + n)
        }
    }

    private struct WithSheet: View {
        @State private var total = -1
        @State private var shown = false
        var body: some View {
            VStack {
                Text("total \(total)")
                Button("Open") { shown = true }
                Text("x").preference(key: Total.self, value: 1)
            }
            .sheet(isPresented: $shown) { SheetRow() }
            .onPreferenceChange(Total.self) { total = $0 }
        }
    }

    @Test func aSheetsValuesStayInTheSheet() throws {
        let page = counting(checked: true) { WithSheet() }
        try page.button("Open").click()
        try page.button("Bump").click()
        #expect(page.hasText("sheet 1") && page.hasText("total 1"))
        #expect(page.lastRenderCounts.evaluated <= 2)
        #expect(page.failures.isEmpty)
    }

    @Test func theSameWithEveryViewEvaluated() throws {
        let page = TestSession { Rows(counts: BodyCountsBox(box: BodyCounts())) }
        page.session.rendersEverything = true
        try page.button("Flip a").click()
        try page.button("Turn on late").click()
        #expect(page.hasText("Rows: A,b,late"))
    }
}
