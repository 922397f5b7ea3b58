import LiveHTML

/// A value views below hand up to the views above (`.preference(key:value:)`),
/// read by `.onPreferenceChange`, `.overlayPreferenceValue` and
/// `.backgroundPreferenceValue`.
///
/// Values set by several views combine in view-tree order: the first value
/// set, then `reduce` with each next one. A subtree that sets none has
/// `defaultValue` (SwiftUI may also hand `reduce` the default of a view that
/// set nothing; a reducer written as its documentation asks, one that keeps a
/// value when the next is the default, reads the same here).
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

extension PreferenceKey {
    /// The values reported for this key, combined (`defaultValue` when none was).
    static func combined(_ reports: [PreferenceSink.Report]) -> Value {
        let key = ObjectIdentifier(Self.self)
        var value: Value?
        for report in reports where report.key == key {
            guard let next = report.value as? Value else { continue }
            if value == nil {
                value = next
            } else {
                reduce(value: &value!, nextValue: { next })
            }
        }
        return value ?? defaultValue
    }
}

/// What one preference reader (or a modifier that sets or transforms a key)
/// collects from the views it modifies while they render: every value set
/// below, in view-tree order, of every key. When it finishes, the reader hands
/// them on to the sink above it (the one it found in the environment), so a
/// value reaches every reader around it.
///
/// The render cache journals each report with the depth of the sink it went
/// to (how many views were rendering when the sink began): a reused view
/// reports again only what went to sinks outside it (`RenderCache.close`
/// keeps those), into the sink around it now (`RenderCache.replay`).
@MainActor
final class PreferenceSink {
    struct Report {
        let key: ObjectIdentifier
        let value: Any
    }

    private(set) var reports: [Report] = []
    private let cache: LifetimeLink<RenderCache>?
    /// How many views were rendering when the sink began.
    let depth: Int
    /// Whether the views it collects from are still rendering: a report later
    /// (a view rendered alone, with the environment of its last render) reaches no reader.
    private(set) var isLive = true

    init(cache: RenderCache?) {
        self.cache = cache?.link
        depth = cache?.stack.count ?? 0
    }

    func report(_ key: ObjectIdentifier, _ value: Any) {
        guard isLive else {
            cache?.object?.noteLateReport()
            return
        }
        let report = Report(key: key, value: value)
        reports.append(report)
        cache?.object?.record(Journaled(depth: depth, report: report))
    }

    /// The views finished rendering: what they reported, let go of here.
    func finish() -> [Report] {
        isLive = false
        defer { reports = [] }
        return reports
    }

    /// A report as the render cache journals it (`RenderCache.Effect.preference`).
    struct Journaled {
        let depth: Int
        let report: Report
    }
}

extension PreferenceSink {
    /// Renders `content` with a sink of its own in the environment; returns its
    /// nodes and what it reported. `env`'s sink (the one above) is left as it is.
    static func collect(
        _ ctx: RenderContext, _ env: EnvironmentValues, _ content: (EnvironmentValues) -> [Node]
    ) -> (nodes: [Node], reports: [Report]) {
        let sink = PreferenceSink(cache: ctx.usesCache ? ctx.cache : nil)
        var inner = env
        inner.preferenceSink = sink
        let nodes = content(inner)
        return (nodes, sink.finish())
    }

    /// Hands reports on to the sink above, but those of `except` (a key the modifier sets itself).
    static func forward(_ reports: [Report], to sink: PreferenceSink?, except: ObjectIdentifier? = nil) {
        guard let sink else { return }
        for report in reports where report.key != except { sink.report(report.key, report.value) }
    }
}
