import LiveTesting
import Testing

@testable import LiveRuntime
@testable import LiveUI

/// What a session keeps between renders (issue #16, memory per session).
@MainActor
@Suite struct SessionMemoryTests {
    /// Every render's root environment shares one box of references: the storage areas and the
    /// openURL closure were set on each render's copy, which made a new box per render (and the
    /// render cache kept it besides the session's own).
    @Test func rootEnvironmentsShareOneBoxBetweenRenders() {
        let session = Session(scheduler: ManualScheduler()) { Text("Hello") }
        let first = session.rootEnvironment()
        let second = session.rootEnvironment()
        #expect(first.shared === second.shared)
        #expect(first.systemOpenURL != nil)
    }

    /// The storage areas attached later still reach the root environment (and share a box from then on).
    @Test func attachedStorageAreasReachTheRootEnvironment() {
        let session = Session(scheduler: ManualScheduler()) { Text("Hello") }
        let app = StorageArea()
        let scene = StorageArea()
        session.attachAppStorage(app)
        session.attachSceneStorage(scene)
        let env = session.rootEnvironment()
        #expect(env.appStorage === app && env.sceneStorage === scene)
        #expect(session.rootEnvironment().shared === env.shared)
        session.attachAppStorage(nil)
        #expect(session.rootEnvironment().appStorage == nil && session.rootEnvironment().sceneStorage === scene)
    }
}
