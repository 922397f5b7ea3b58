import LiveTesting
import Testing

@testable import LiveRuntime
@testable import LiveUI

/// A form whose body only passes its state on: typing renders the field alone.
private struct NameForm: View {
    let rows: Int
    @State private var name = ""
    var body: some View {
        VStack {
            ForEach(0..<rows, id: \.self) { Text("Row \($0)") }
            TextField("Name", text: $name)
        }
    }
}

/// Renders inside a stored view, as an app's screens do (the root view is never stored).
private struct Screen: View {
    let rows: Int
    var body: some View { VStack { NameForm(rows: rows) } }
}

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

    /// A small page's element index holds only the elements looked up since the last whole
    /// render (the field and the view it renders alone in): indexing the whole page was ≈ 2.2 KB
    /// of every login page that was typed into (heaptrack). A page where the field lies past
    /// `searchedElements` is indexed whole, once, so a lookup does not grow with the page.
    @Test(arguments: [3, 100]) func theElementIndexHoldsWhatWasLookedUpOrTheWholeOfALargePage(rows: Int) throws {
        let page = TestSession { Screen(rows: rows) }
        page.session.rendersEverything = false
        try page.textField("Name").type("a")  // stores the field
        try page.textField("Name").type("nn")
        #expect(try page.textField("Name").value == "ann")
        #expect(page.lastRenderCounts.evaluated == 0, "the field rendered alone")
        if rows > Session.searchedElements {
            #expect(page.session.elementIndexIsWhole && (page.session.elementIndex?.count ?? 0) > rows)
        } else {
            #expect(!page.session.elementIndexIsWhole && (page.session.elementIndex?.count ?? 0) <= 2, "what was looked up: the field and its view")
        }
        #expect(page.failures.isEmpty)
    }
}
