import FidelityApps
import LiveTesting
import LiveUI
import Testing

/// `DispatchQueue.main`, `Task.sleep` and `Timer.publish` reach the session's
/// clock from Swift 6 code with and without `import Foundation`/`import
/// Dispatch` (the Swift 5 cases are in DemoAppsTests/ImportResolutionTests).
/// Had a call resolved to the system's API, the clock would not move it and
/// these expectations would fail.
@MainActor @Suite struct StateImportResolutionTests {
    @Test func swift6WithoutFoundation() async throws {
        try await ImportResolutionScript.run(TestSession { Swift6WithoutFoundationView() })
    }

    @Test func swift6WithFoundationAndDispatch() async throws {
        try await ImportResolutionScript.run(TestSession { Swift6WithFoundationView() })
    }
}

/// The steps every import case must pass; the views are the same source but for their imports.
@MainActor enum ImportResolutionScript {
    static func run(_ page: TestSession) async throws {
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
