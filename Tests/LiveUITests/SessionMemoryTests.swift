import LiveHTML
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

private final class RecordedAccount: ObservableObject {
    @Published var name = "Ann"
    @Published var visits = 1
}

/// A durable page: a `@State` value and a model's `@Published` values, each a record.
private struct RecordedProfile: View {
    @State private var title = "RecordedProfile"
    @StateObject private var account = RecordedAccount()
    var body: some View { VStack { Text("\(title) \(account.name) \(account.visits)") } }
}

/// The same view stored under a parent whose modifier sets a rare environment value anew at each render.
private struct Styled: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Taps \(taps)")
            Button("Tap") { taps += 1 }
            VStack { Counted() }.buttonStyle(.bordered)
        }
    }
}

private struct Counted: View {
    var body: some View { Button("Inner") {} }
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
        #expect(page.lastRenderCounts.evaluated == 0, "no view evaluated: the field shows what was typed")
        if rows > Session.searchedElements {
            #expect(page.session.elementIndexIsWhole && (page.session.elementIndex?.count ?? 0) > rows)
        } else {
            #expect(!page.session.elementIndexIsWhole && (page.session.elementIndex?.count ?? 0) <= 2, "what was looked up: the field and its view")
        }
        #expect(page.failures.isEmpty)
    }

    /// Two sessions of one page (one server's `ViewTypeCache`) hold their records under the same
    /// strings: each session kept its own copies of names such as `o <path> RecordedProfile _account _name`
    /// (≈ 0.35 KB per idle login session). The names are what the store held before: a stored snapshot restores.
    @Test func sessionsOfOnePageShareTheirRecordNames() throws {
        let types = ViewTypeCache()
        func open() -> Session {
            Session(path: "/", route: nil, viewport: .default, scheduler: ManualScheduler(), defaultTitle: "t", types: types) {
                RecordedProfile()
            }
        }
        let first = open().snapshot().values
        let made = types.sharedRecordNameCount
        let second = open().snapshot().values
        #expect(first == second && first.count == 3)
        #expect(made.names == 3 && made.lists == 1)
        #expect(types.sharedRecordNameCount == made, "the second session made no names of its own")
        func storage(_ name: String) -> UnsafeRawPointer? {
            name.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
        }
        for name in first.keys {
            let other = try #require(second.keys.first { $0 == name })
            #expect(name.utf8.count > 15 && storage(name) == storage(other), "\(name): one copy")
        }
        #expect(first.keys.filter { $0.hasPrefix("o ") && $0.hasSuffix("RecordedProfile _account _name") }.count == 1)
    }

    /// The names are spelled as before they were shared (`s <path> <view type> <label>`, `o <that> <property>`):
    /// records stored by the old code restore.
    @Test func recordsNamedAsTheOldCodeNamedThemRestore() throws {
        let type = SnapshotCodec.typeName(of: RecordedProfile.self)
        let stored: [String: [UInt8]] = [
            "s r \(type) _title": Array(#"["Saved"]"#.utf8),
            "o r \(type) _account _name": Array(#"["Bo"]"#.utf8),
            "o r \(type) _account _visits": Array("[7]".utf8),
        ]
        let fresh = Session(scheduler: ManualScheduler()) { RecordedProfile() }
        #expect(Set(fresh.snapshot().values.keys) == Set(stored.keys))
        let restored = Session(
            path: "/", route: nil, viewport: .default, scheduler: ManualScheduler(), defaultTitle: "t", types: ViewTypeCache(),
            restoring: SessionSnapshot(route: "/", url: "/", seq: 3, values: stored)
        ) { RecordedProfile() }
        #expect(restored.html.contains("Saved Bo 7"), "\(restored.html)")
    }

    /// Past the table's bound a session's names are its own again, and its records the same.
    @Test func namesPastTheSharedTablesBoundAreKeptBySession() {
        let types = ViewTypeCache()
        for i in 0..<ViewTypeCache.maxSharedRecordNames { _ = types.sharedRecordName("filler \(i)") }
        let session = Session(path: "/", route: nil, viewport: .default, scheduler: ManualScheduler(), defaultTitle: "t", types: types) {
            RecordedProfile()
        }
        #expect(session.snapshot().values == Session(scheduler: ManualScheduler()) { RecordedProfile() }.snapshot().values)
        #expect(types.sharedRecordNameCount.names == ViewTypeCache.maxSharedRecordNames)
    }

    /// Two sessions of one page hold its element ids (its view paths) in one copy: each session
    /// made its own (768 B per idle login session at 2,000 sessions, heaptrack), the ids being
    /// longer than the 15 bytes a string holds inline.
    @Test func sessionsOfOnePageShareTheirPaths() throws {
        let types = ViewTypeCache()
        func open() -> Session {
            Session(path: "/", route: nil, viewport: .default, scheduler: ManualScheduler(), defaultTitle: "t", types: types) {
                AnyView(AnyView(Screen(rows: 2)))
            }
        }
        let first = open()
        let second = open()
        #expect(first.html == second.html)
        let id = try first.document.textFieldID("Name")
        #expect(id.utf8.count > 15, "\(id): a path held out of line")
        let mine = try #require(first.document.find(id: id)?.id)
        let theirs = try #require(second.document.find(id: id)?.id)
        #expect(Self.storage(mine) != nil && Self.storage(mine) == Self.storage(theirs), "one copy of \(id)")
        let shared = types.sharedPathCount
        _ = open()
        #expect(types.sharedPathCount == shared, "a third session made no paths of its own")
    }

    /// A full table starts over: the pages served after it are shared again (an app whose
    /// paths hold its data, `ForEach` ids, does not end the sharing for good), and a page
    /// rendered before it renders the same.
    @Test func aFullPathTableStartsOverAndKeepsSharing() throws {
        let types = ViewTypeCache()
        func open(_ page: some View) -> Session {
            Session(path: "/", route: nil, viewport: .default, scheduler: ManualScheduler(), defaultTitle: "t", types: types) { page }
        }
        let before = open(AnyView(AnyView(Screen(rows: 2))))
        var filler = 0
        while types.sharedPathCount < ViewTypeCache.maxSharedPaths {
            _ = types.sharedPath(ViewPath(raw: "r.a-filler-path.\(filler)"))
            filler += 1
        }
        #expect(types.sharedPathCount == ViewTypeCache.maxSharedPaths)
        // Another page: paths the full table does not hold.
        let first = open(AnyView(AnyView(AnyView(Screen(rows: 2)))))
        let second = open(AnyView(AnyView(AnyView(Screen(rows: 2)))))
        #expect(types.sharedPathCount < 100, "started over: \(types.sharedPathCount)")
        #expect(first.html == Session(scheduler: ManualScheduler()) { AnyView(AnyView(AnyView(Screen(rows: 2)))) }.html)
        let id = try first.document.textFieldID("Name")
        #expect(id.utf8.count > 15, "\(id): a path held out of line")
        let mine = try #require(first.document.find(id: id)?.id)
        let theirs = try #require(second.document.find(id: id)?.id)
        #expect(Self.storage(mine) == Self.storage(theirs), "shared again")
        // The page made before still works with the copies it holds.
        let earlier = try before.document.textFieldID("Name")
        _ = before.handle(ClientEvent(seq: 1, kind: .input, target: earlier, value: "Bo"))
        #expect(before.html.contains("value=\"Bo\""), "\(before.html)")
    }

    static func storage(_ string: String) -> UnsafeRawPointer? {
        string.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }

    /// The references few views set live in a box of their own, made at the first change: the box
    /// every environment holds (the root's, `.environmentObject`'s) was 456 bytes with all of them.
    @Test func rareValuesHaveNoBoxUntilOneIsSet() {
        var env = Session(scheduler: ManualScheduler()) { Text("Hello") }.rootEnvironment()
        env.objects[ObjectIdentifier(RecordedAccount.self)] = RecordedAccount()
        #expect(env.rare == nil)
        #expect(MemoryLayout<SharedEnvironmentValues>.size <= 160, "\(MemoryLayout<SharedEnvironmentValues>.size) bytes")
        // Without a box, each reads the default a box starts from.
        let defaults = RareEnvironmentValues()
        #expect(env.buttonStyleClass == defaults.buttonStyleClass && env.listStyleClass == defaults.listStyleClass)
        #expect(env.toggleStyleKind == defaults.toggleStyleKind && env.submitActions.isEmpty && env.textFieldStyleClass == nil)
        #expect(env.textInputTraits.keyboard == nil && env.textInputTraits.submitLabel == nil && env.allowsViewReuse)
        env.buttonStyleClass = "bt-bd"
        #expect(env.rare != nil && env.buttonStyleClass == "bt-bd" && env.listStyleClass == "ls-au")
    }

    /// A rare value set deep in the tree reaches the views below it, not their siblings; and a stored
    /// view under a modifier that makes a new box of equal values at each render is reused.
    @Test func aRareValueSetDeepInTheTreeReadsBelowAndKeepsStoredViewsReused() throws {
        let page = TestSession { Styled() }
        page.session.rendersEverything = false
        #expect(try page.button("Inner").attribute("class") == "bt bd")
        #expect(try page.button("Tap").attribute("class") == "bt")
        try page.button("Tap").click()
        #expect(page.hasText("Taps 1"))
        #expect(page.lastRenderCounts.reused >= 1, "Counted was reused: its environment's new box holds the same values")
        #expect(page.failures.isEmpty)
    }
}
