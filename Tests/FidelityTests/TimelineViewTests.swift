import FidelityApps
import Foundation
import LiveTesting
import LiveUI
import Testing

/// `TimelineView`, in-process on the session's clock
/// (Tests/FidelityApps/Motion/WorkoutClockApp.swift): the content is drawn
/// again at each of the schedule's dates with that date, and stops with the view.
@MainActor @Suite struct TimelineViewTests {
    @Test func aPeriodicTimelineRedrawsEachSecond() async throws {
        let page = TestSession { WorkoutClockApp() }
        await page.settle()
        #expect(page.hasText("Elapsed 0s"))
        #expect(page.hasText("Updating every second"))
        // Real time passing is not the session's: a slow test (a busy suite) still sees each second.
        try await Task.sleep(for: .milliseconds(2500), tolerance: nil, clock: .continuous)
        for second in 1...3 {
            await page.advanceAndSettle(by: 1)
            #expect(page.hasText("Elapsed \(second)s"), "after \(second) s: \(page.page.visibleText)")
        }
    }

    /// SwiftUI: a timeline that leaves stops drawing; one that comes back starts from its schedule.
    @Test func itStopsWhenTheViewLeaves() async throws {
        let page = TestSession { WorkoutClockApp() }
        await page.settle()
        await page.advanceAndSettle(by: 1)
        #expect(page.hasText("Elapsed 1s"))
        try page.button("Stop").click()
        await page.settle()
        #expect(page.hasText("Stopped"))
        #expect(page.session.tasks.isIdle)
        await page.advanceAndSettle(by: 5)
        #expect(page.hasText("Stopped"))
        try page.button("Start").click()
        await page.settle()
        #expect(page.hasText("Elapsed 0s"))
    }

    /// The schedules' dates, computed (Animation/TimelineView.swift).
    @Test func schedulesGiveTheirDates() {
        let start = Date(timeIntervalSinceReferenceDate: 1000)
        let periodic = PeriodicTimelineSchedule(from: start, by: 5)
        let from = Date(timeIntervalSinceReferenceDate: 1012)
        #expect(Array(periodic.entries(from: from, mode: .normal).prefix(2)).map(\.timeIntervalSinceReferenceDate) == [1010, 1015])
        let minute = EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSinceReferenceDate: 125), mode: .normal)
        #expect(Array(minute.prefix(2)).map(\.timeIntervalSinceReferenceDate) == [120, 180])
        // A tenth of a second at the least: each drawing is a patch.
        let fast = PeriodicTimelineSchedule(from: start, by: 0.001)
        #expect(Array(fast.entries(from: start, mode: .normal).prefix(2)).map(\.timeIntervalSinceReferenceDate) == [1000, 1000.1])
        let hostile = PeriodicTimelineSchedule(from: start, by: .nan)
        #expect(Array(hostile.entries(from: start, mode: .normal).prefix(2)).map(\.timeIntervalSinceReferenceDate) == [1000, 1001])
    }

    /// An explicit schedule draws at its dates, then stops.
    @Test func anExplicitScheduleEndsWithItsDates() async throws {
        let now = Date()
        let page = TestSession {
            TimelineView(.explicit([now.addingTimeInterval(1), now.addingTimeInterval(2)])) { context in
                Text(context.date >= now.addingTimeInterval(1.5) ? "Second" : context.date >= now.addingTimeInterval(0.5) ? "First" : "Before")
            }
        }
        await page.settle()
        #expect(page.hasText("Before"))
        await page.advanceAndSettle(by: 1)
        #expect(page.hasText("First"))
        await page.advanceAndSettle(by: 1)
        #expect(page.hasText("Second"))
        #expect(page.session.tasks.isIdle)
    }
}
