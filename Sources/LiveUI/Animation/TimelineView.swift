import Foundation

/// A view whose content is drawn again at the dates of a schedule, as
/// SwiftUI's `TimelineView`: a clock (`.periodic(from:by:)`), a "5 minutes
/// ago" (`.everyMinute`), a countdown to set dates (`.explicit`).
///
/// The server draws it: a `.task` sleeps on the session's clock until the
/// schedule's next date, then renders the content with that date (SwiftUI's
/// `context.date` is the entry's date too, not the moment of drawing). It
/// stops when the view leaves. Each update is a patch over the network, so
/// `.animation` (every frame in SwiftUI) is drawn at most 10 times a second
/// (README); for a ticking time or a countdown alone, `Text(date, style:
/// .timer)` ticks in the browser with no traffic at all.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content
    @State private var entry: Date?

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        let renderedAt = Date()
        let start = entry ?? Self.first(schedule, from: renderedAt)
        // The session's clock at this render: the timeline tells the time by it from here on.
        let clockAt = SessionEnvironment.current?.scheduler.now
        content(Context(date: start, cadence: schedule.cadence))
            .task { await run(from: start, renderedAt: renderedAt, clockAt: clockAt) }
    }

    /// The latest entry at or before `now` (the first one, if all are later).
    static func first(_ schedule: Schedule, from now: Date) -> Date {
        var latest: Date?
        for (i, date) in schedule.entries(from: now, mode: .normal).enumerated() {
            if date > now || i >= maxSkipped { break }
            latest = date
        }
        return latest ?? now
    }

    /// Entries skipped at most when looking for the next one: a schedule of
    /// the app's own that starts far back, or repeats a date, cannot spin.
    static var maxSkipped: Int { 10_000 }

    /// Draws each entry when the session's clock reaches it. The time is the wall clock's at the
    /// first render plus what the session's clock has run since: in production the two agree; a
    /// test's clock moves the dates only when the test advances it, however slowly the test runs.
    private func run(from start: Date, renderedAt: Date, clockAt: Double?) async {
        let scheduler = SessionEnvironment.current?.scheduler
        func now() -> Date {
            guard let scheduler, let clockAt else { return Date() }
            return renderedAt.addingTimeInterval(scheduler.now - clockAt)
        }
        var after = start
        while !Task.isCancelled {
            var next: Date?
            for (i, date) in schedule.entries(from: after, mode: .normal).enumerated() {
                if i >= Self.maxSkipped { break }
                if date > after {
                    next = date
                    break
                }
            }
            guard let next else { return }
            // From now where time has run ahead of the entries (the first wait), else from the last entry.
            let wait = max(next.timeIntervalSince(max(after, now())), schedule.minimumInterval)
            // A date a year or more away (or none a number can say) is never reached while a page is open.
            guard wait.isFinite, wait < 365 * 86_400 else { return }
            do { try await Task.sleep(for: .milliseconds(Int64((wait * 1000).rounded(.up)))) } catch { return }
            // Woken late (a busy server), the latest entry due is drawn, not each one missed.
            after = Self.first(schedule, from: max(next, now()))
            entry = after
        }
    }
}

/// What a timeline's content is drawn with.
public struct TimelineViewDefaultContext: Sendable {
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }

    /// The schedule's entry being drawn.
    public let date: Date
    public let cadence: Cadence
}

/// When a `TimelineView` draws again: a sequence of dates from a start.
@MainActor @preconcurrency
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// SwiftUI's hint that a schedule may slow down (an app in the background); a page draws normally.
public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

extension TimelineSchedule {
    public typealias Mode = TimelineScheduleMode
    var cadence: TimelineViewDefaultContext.Cadence {
        if let periodic = self as? PeriodicTimelineSchedule { return periodic.interval < 60 ? .seconds : .minutes }
        if self is EveryMinuteTimelineSchedule { return .minutes }
        if self is AnimationTimelineSchedule { return .live }
        return .seconds
    }
    /// The shortest wait between two drawings.
    var minimumInterval: TimeInterval {
        (self as? AnimationTimelineSchedule).map { max($0.minimumInterval ?? 0, 0.1) } ?? 0
    }
}

/// Every `interval` seconds from a date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        // Not less than a tenth of a second: each drawing is a patch over the network.
        self.interval = interval.isFinite ? max(interval, 0.1) : 1
    }

    /// From the last entry at or before `startDate`, computed rather than counted to.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        let steps = max(0, (startDate.timeIntervalSince(start) / interval).rounded(.down))
        let first = start.addingTimeInterval(steps.isFinite ? steps * interval : 0)
        let interval = self.interval
        return AnySequence(sequence(first: first) { $0.addingTimeInterval(interval) })
    }
}

/// At the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return AnySequence(sequence(first: Date(timeIntervalSinceReferenceDate: minute)) { $0.addingTimeInterval(60) })
    }
}

/// As often as frames are drawn in SwiftUI; at most 10 times a second here.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        if paused { return AnySequence([startDate]) }
        let step = max(minimumInterval ?? 0, 0.1)
        return AnySequence(sequence(first: startDate) { $0.addingTimeInterval(step) })
    }
}

/// The dates given, in order.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    public init(_ dates: Entries) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
