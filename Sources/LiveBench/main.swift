import CMalloc
import DemoApps
import Foundation
import LiveHTML
import LiveRuntime
import LiveStore
import LiveTesting

/// In-process benchmark of the session hot path: one keystroke into the
/// login view's username field → render → diff → encoded patch.
/// `swift run -c release LiveBench [iterations] [served] [only]`: `served`
/// types into the served (hardened) login form instead of the seed's;
/// `only` stops after the keystroke benchmark (for callgrind counts); `codec`
/// times the wire codec alone (CodecBenchmark.swift).
let options = Set(CommandLine.arguments.dropFirst(2))

// `LiveBench N durable [nowrite]`: only the durable-session flow, N cycles of
// seven events, writing after each (or not): callgrind's count of one minus
// the other is what the writes cost in instructions.
if options.contains("durable") {
    let cycles = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 2000
    let result = try MainActor.assumeIsolated { try durableWriteBenchmark(cycles: cycles, write: !options.contains("nowrite")) }
    print(String(format: "durable flow: %.1f µs per write, events %.1f µs; snapshot %d bytes", result.write, result.event, result.bytes))
    exit(0)
}
// `LiveBench N durable-load memory|sqlite|redis://…`: N events over 1,000 served
// sessions, written by one 250 ms ticker to SQLite (a temporary file), or
// not written at all: run both under callgrind and compare the totals.
if options.contains("durable-load") {
    let events = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 20_000
    var store: (any KeyValueStore)?
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("livebench-\(getpid()).sqlite").path
    if options.contains("sqlite") { store = try SQLiteStore(path: path) }
    // `redis://host:port`: a Redis store (a server of the caller's own).
    if let url = options.first(where: { $0.hasPrefix("redis://") }) { store = RedisStore(address: try RedisAddress.parse(url)) }
    // `interval=S`: the ticker's interval (the server's `LIVEUI_SESSION_WRITE_MS`), 0.25 s by default.
    let interval = options.first(where: { $0.hasPrefix("interval=") }).flatMap { Double($0.dropFirst(9)) } ?? 0.25
    let writes = try MainActor.assumeIsolated {
        try durableLoadBenchmark(sessions: 1000, events: events, store: store, interval: interval)
    }
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    print("durable load: \(events) events, \(writes) writes")
    exit(0)
}

// `LiveBench N codec`: the wire codec alone (CodecBenchmark.swift).
if options.contains("codec") {
    let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 20_000
    let r = try MainActor.assumeIsolated { try codecBenchmark(iterations: iterations) }
    print(
        String(
            format:
                "codec: decode a keystroke event %.2f µs; encode the keystroke / login / logout patch %.2f / %.2f / %.2f µs (%d bytes in all)",
            r.decode, r.keystroke, r.login, r.logout, r.bytes))
    exit(0)
}

// `LiveBench N rows COUNT`: only the rows page, N events on COUNT rows with
// the render cache (callgrind: the difference of two N is the cost per event); `list`, `nav`, `bindings`,
// `observable`: the variants in RowsBenchmark.swift.
if options.contains("rows") {
    let events = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 2000
    let count = CommandLine.arguments.dropFirst(3).first.flatMap(Int.init) ?? 1000
    let µs = try MainActor.assumeIsolated {
        try rowsBenchmark(
            count: count, events: events, renderAll: false, bindings: options.contains("bindings"), list: options.contains("list"),
            navigation: options.contains("nav"), observable: options.contains("observable"))
    }
    print(String(format: "rows page, %d rows: %.1f µs per event", count, µs))
    exit(0)
}

// `LiveBench N observation`: an unchanged `@Observable` object read by N renders (ObservationBenchmark.swift).
if options.contains("observation") {
    let renders = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 3000
    try MainActor.assumeIsolated { try printObservationPileUp(renders: renders) }
    exit(0)
}

// `LiveBench N idle`: only the plain login app after pauses (AfterIdle.swift), N cycles a paused run.
if options.contains("idle") {
    let cycles = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 60
    try MainActor.assumeIsolated { try printServedAfterIdle(cycles: max(cycles, 10)) }
    exit(0)
}
// `LiveBench N kinds`: µs a copy of common view constructs in a whole render; `N kind NAME`:
// one construct's page alone, `N foreach`: the page of empty rows alone (ViewKinds.swift, for profiles).
if !options.isDisjoint(with: ["kinds", "kind", "foreach"]) {
    let events = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 2000
    let name = CommandLine.arguments.count > 3 ? CommandLine.arguments[3] : "text"
    try MainActor.assumeIsolated {
        if options.contains("kinds") {
            try printViewKinds(events: events)
        } else if options.contains("foreach") {
            try printForEachOnly(events: events)
        } else {
            try printOneKind(events: events, name)
        }
    }
    exit(0)
}

// `LiveBench N flow`: only the served login flow on the session, N cycles of
// five keystrokes, Login and Logout (callgrind: the difference of two N is one cycle).
if options.contains("flow") {
    let cycles = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 2000
    let flow = try MainActor.assumeIsolated { try sessionFlowBenchmark(cycles: cycles) }
    print(String(format: "flow: keystroke %.1f µs, login %.1f µs, logout %.1f µs", flow.keystroke, flow.login, flow.logout))
    exit(0)
}

// `LiveBench N memory`: resident bytes per served login session held
// in-process (N sessions as the tests make them), to compare changes quickly,
// and the heap in use (glibc's `mallinfo2`), which fragmentation does not blur;
// `memory hibernate`: each session hibernated once made (`Session.hibernate`);
// `memory staggered [trim]`: see below.
// `make bench` measures the server's.
if options.contains("memory") {
    let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 2000
    let (bytes, heap) = MainActor.assumeIsolated { () -> (Double, Double) in
        func resident() -> Int {
            let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
            return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
        }
        _ = TestSession { Demos.servedLogin(delay: 0) }  // what the first session sets up once
        let before = resident()
        let heapBefore = mallinfo2().uordblks
        var sessions: [TestSession] = []
        for i in 0..<count {
            // `staggered`: sessions hibernate 1,000 sessions after they were made (as a server's
            // hibernate as later ones arrive), with `trim` a `malloc_trim` after every 250.
            if options.contains("staggered"), i >= 1000 {
                sessions[i - 1000].session.hibernate()
                if options.contains("trim"), i % 250 == 0 { malloc_trim(0) }
            }
            let page = TestSession { Demos.servedLogin(delay: 0) }
            // `memory login`: each session logged in, as `LiveLoad login` leaves them.
            if options.contains("login") {
                try? page.textField("Username").type("alice")
                try? page.button("Login").click()
                page.advance(by: 1)
            }
            if options.contains("hibernate") { page.session.hibernate() }
            sessions.append(page)
        }
        let after = resident()
        let heapAfter = mallinfo2().uordblks
        withExtendedLifetime(sessions) {}
        return (Double(after - before) / Double(count), Double(heapAfter - heapBefore) / Double(count))
    }
    print(String(format: "memory: %.0f resident bytes, %.0f heap bytes in use per session (%d sessions)", bytes, heap, count))
    exit(0)
}

// `LiveBench N hibernate`: what a session's hibernation costs (HibernationBenchmark.swift).
if options.contains("hibernate"), !options.contains("memory") {
    let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 2000
    let cost = try MainActor.assumeIsolated { try hibernationBenchmark(iterations: iterations) }
    print(
        String(
            format:
                "hibernation, served login page: pack %.1f µs p50 (%d bytes packed, %d bytes of HTML); keystroke p50 awake %.1f µs, after hibernating %.1f µs",
            cost.hibernate, cost.packedBytes, cost.htmlBytes, cost.keystrokeAwake, cost.keystrokeAfterHibernating))
    exit(0)
}

/// `pause`: before each keystroke (outside its timing) the thread sleeps this
/// long, or with `spin` busy-waits as long, as a server's thread does between
/// one client's messages (see `KeystrokeAfterPause.swift`).
@MainActor func keystrokeBenchmark(iterations: Int, pause: Pause? = nil) throws -> [Double] {
    let page = options.contains("served") ? TestSession { Demos.servedLogin(delay: 0) } : TestSession { Demos.login() }
    let field = try page.textField("Username").id
    let session = page.session
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    let clock = ContinuousClock()
    var value = ""
    var bytes = 0
    for i in 0..<iterations {
        pause?.wait()
        // Typing and then clearing keeps the value short, like real typing.
        value = i % 16 == 15 ? "" : value + "a"
        let seq = session.lastSeq + 1
        let start = clock.now
        bytes = try serve(ClientEvent(seq: seq, kind: .input, target: field, value: value), to: session).bytes
        let elapsed = clock.now - start
        samples.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
    }
    print("last keystroke patch: \(bytes) bytes")
    return samples
}

func percentile(_ xs: [Double], _ p: Double) -> Double {
    let sorted = xs.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 20_000
let samples = try MainActor.assumeIsolated { try keystrokeBenchmark(iterations: iterations) }
let warm = Array(samples.dropFirst(min(1000, samples.count / 10)))
print(
    String(
        format: "keystroke event → patch (decode, dispatch, render, diff, encode): p50 %.1f µs, p90 %.1f µs, p99 %.1f µs over %d events",
        percentile(warm, 0.5), percentile(warm, 0.9), percentile(warm, 0.99), warm.count))

/// The served app's whole login flow in-process: five keystrokes, Login (and
/// the animated switch it schedules), Logout. Per event, averaged over cycles.
@MainActor func cycleBenchmark(cycles: Int) throws -> Double {
    let page = TestSession { Demos.servedLogin(delay: 0) }
    let clock = ContinuousClock()
    var events = 0
    let start = clock.now
    for _ in 0..<cycles {
        try page.textField("Username").type("alice")
        try page.button("Login").click()
        page.advance(by: 0)
        try page.button("Logout").click()
        events += 7
    }
    let elapsed = clock.now - start
    return (Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6) / Double(events)
}

/// The same flow on the session alone, as the server runs it: decode, handle,
/// render, diff, encode; timer patches encoded too. Per event, averaged.
@MainActor func sessionFlowBenchmark(cycles: Int) throws -> (keystroke: Double, login: Double, logout: Double) {
    let page = TestSession { Demos.servedLogin(delay: 0) }
    let session = page.session
    let field = try page.textField("Username").id
    let login = try page.button("Login").id
    var bytes = 0
    session.onPatch = { patch in bytes += ServerMessage.patch(patch).encodeBytes().count }
    let clock = ContinuousClock()
    var logoutID = ""
    var totals = (keystroke: Duration.zero, login: Duration.zero, logout: Duration.zero)
    func send(_ kind: EventKind, _ target: String, _ value: String? = nil) throws {
        bytes += try serve(ClientEvent(seq: session.lastSeq + 1, kind: kind, target: target, value: value), to: session).bytes
    }
    for _ in 0..<cycles {
        var start = clock.now
        for n in 1...5 { try send(.input, field, String("alice".prefix(n))) }
        totals.keystroke += clock.now - start
        start = clock.now
        try send(.click, login)
        page.clock.advance(by: 0)
        totals.login += clock.now - start
        if logoutID.isEmpty { logoutID = try session.document.buttonID("Logout") }
        start = clock.now
        try send(.click, logoutID)
        totals.logout += clock.now - start
    }
    func µs(_ d: Duration, _ n: Int) -> Double {
        (Double(d.components.attoseconds) / 1e12 + Double(d.components.seconds) * 1e6) / Double(n)
    }
    return (µs(totals.keystroke, cycles * 5), µs(totals.login, cycles), µs(totals.logout, cycles))
}

if options.contains("only") { exit(0) }
try MainActor.assumeIsolated { try printKeystrokeAfterPause(iterations: 5000) }
try MainActor.assumeIsolated { try printServedAfterIdle(cycles: 60) }
// Issue #16 item 5: cost per event on pages of 10, 100 and 1,000 rows, with the render cache and without.
let rowCounts = [10, 100, 1000]
let cached = try MainActor.assumeIsolated { try rowCounts.map { try rowsBenchmark(count: $0, events: 2000, renderAll: false) } }
let everything = try MainActor.assumeIsolated {
    try rowCounts.map { try rowsBenchmark(count: $0, events: $0 >= 1000 ? 200 : 1000, renderAll: true) }
}
print(
    String(
        format:
            "rows page, one row changed per event, 10 / 100 / 1,000 rows: %.1f / %.1f / %.1f µs per event (1,000 ÷ 10: %.2f×); every view evaluated: %.1f / %.1f / %.1f µs",
        cached[0], cached[1], cached[2], cached[2] / cached[0], everything[0], everything[1], everything[2]))
let bound = try MainActor.assumeIsolated {
    try rowCounts.map { try rowsBenchmark(count: $0, events: $0 >= 1000 ? 200 : 1000, renderAll: false, bindings: true) }
}
print(
    String(
        format:
            "rows page, rows bound to the parent's @State array, 10 / 100 / 1,000 rows: %.1f / %.1f / %.1f µs per event (1,000 ÷ 10: %.2f×)",
        bound[0], bound[1], bound[2], bound[2] / bound[0]))
// The same rows in a `List` (lazy: a window of 50 rows renders, the events go to those).
let listed = try MainActor.assumeIsolated {
    try rowCounts.map { try rowsBenchmark(count: $0, events: 1000, renderAll: false, list: true) }
}
print(
    String(
        format: "rows page in a List, one row changed per event, 10 / 100 / 1,000 rows: %.1f / %.1f / %.1f µs per event (1,000 ÷ 10: %.2f×)",
        listed[0], listed[1], listed[2], listed[2] / listed[0]))
let navigated = try MainActor.assumeIsolated {
    try rowCounts.map { try rowsBenchmark(count: $0, events: 1000, renderAll: false, list: true, navigation: true) }
}
print(
    String(
        format:
            "rows page in a List in a NavigationStack, one row changed per event, 10 / 100 / 1,000 rows: %.1f / %.1f / %.1f µs per event (1,000 ÷ 10: %.2f×)",
        navigated[0], navigated[1], navigated[2], navigated[2] / navigated[0]))
// The rows as `@Observable` objects edited through `@Bindable` (RenderFrame+Observation.swift).
let observed = try MainActor.assumeIsolated {
    try rowCounts.map { try rowsBenchmark(count: $0, events: 1000, renderAll: false, observable: true) }
}
print(
    String(
        format: "rows page of @Observable rows, one row changed per event, 10 / 100 / 1,000 rows: %.1f / %.1f / %.1f µs per event (1,000 ÷ 10: %.2f×)",
        observed[0], observed[1], observed[2], observed[2] / observed[0]))
let perEvent = try MainActor.assumeIsolated { try cycleBenchmark(cycles: 300) }
print(String(format: "served login flow in-process (TestSession, with its replica checks): %.1f µs per event", perEvent))
let flow = try MainActor.assumeIsolated { try sessionFlowBenchmark(cycles: 2000) }
print(
    String(
        format:
            "served login flow on the session (decode, handle, render, diff, encode): keystroke %.1f µs, login %.1f µs, logout %.1f µs",
        flow.keystroke, flow.login, flow.logout))
let durable = try MainActor.assumeIsolated { try durableWriteBenchmark(cycles: 2000) }
print(
    String(
        format:
            "durable session write (snapshot, encode, diff; every event, worst case): %.1f µs per write, events %.1f µs; snapshot %d bytes",
        durable.write, durable.event, durable.bytes))
