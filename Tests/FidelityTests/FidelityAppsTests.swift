import FidelityApps
import LiveTesting
import Testing

/// Every sample app mounts and renders without a render problem, and paths are unique.
@MainActor @Suite struct FidelityAppsTests {
    @Test func everyAppRendersWithoutProblems() {
        for app in FidelityApps.all {
            let page = TestSession(path: app.path, route: app.path) { app.makeRoot() }
            #expect(page.session.problems.isEmpty, "\(app.path): \(page.session.problems)")
            #expect(page.failures.isEmpty, "\(app.path)")
        }
    }

    @Test func pathsAreUniqueAndUnderFidelity() {
        let paths = FidelityApps.all.map(\.path)
        #expect(Set(paths).count == paths.count)
        #expect(paths.allSatisfy { $0.hasPrefix("/fidelity/") })
    }
}
