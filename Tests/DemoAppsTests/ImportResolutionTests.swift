import DemoApps
import LiveTesting
import Testing

/// The Swift 5 language mode cases of `StateImportResolutionTests` (FidelityTests):
/// the same view source, compiled in DemoApps (Swift 5 mode), with and without
/// `import Foundation`/`import Dispatch`, reaches the session's clock.
@MainActor @Suite struct ImportResolutionTests {
    @Test func swift5WithoutFoundation() async throws {
        try await run(TestSession { Swift5WithoutFoundationView() })
    }

    @Test func swift5WithFoundationAndDispatch() async throws {
        try await run(TestSession { Swift5WithFoundationView() })
    }

    private func run(_ page: TestSession) async throws {
        await page.settle()
        #expect(page.hasText("idle"))
        try page.button("Start").click()
        #expect(page.hasText("waiting"))
        await page.advanceAndSettle(by: 0.5)
        #expect(page.hasText("waiting"), "asyncAfter(deadline: .now() + 1) has not run at 0.5 s")
        #expect(page.hasText("slept half a second"), "Task.sleep(nanoseconds:) ended on the session clock")
        await page.advanceAndSettle(by: 0.5)
        #expect(page.hasText("after one second, then a turn later"), "asyncAfter then async ran on the session clock")
        await page.advanceAndSettle(by: 0.5)
        #expect(page.hasText("slept half a second and one more"), "Task.sleep(for:) ended on the session clock")
        #expect(page.hasText("Ticks: 0"))
        page.advance(by: 0.5)
        #expect(page.hasText("Ticks: 1"), "Timer.publish ticked on the session clock")
    }
}
