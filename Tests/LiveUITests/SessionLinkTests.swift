import LiveHTML
import LiveTesting
import Testing

@testable import LiveRuntime
@testable import LiveUI

/// Keeps what a view handed out after its session is gone, as an app's model might.
@MainActor private final class Keeper {
    var name: Binding<String>?
    /// Read by the view's render: its tracking (RenderFrame+Observation.swift) outlives the session.
    let motto = Motto()
}

@Observable private final class Motto {
    var text = "Carry on"
}

private final class Greeting: ObservableObject {
    @Published var text = "Hello"
}

/// A field whose binding leaves the view, and a model the session subscribes to.
private struct LeakyForm: View {
    let keeper: Keeper
    @State private var name = ""
    @StateObject private var greeting = Greeting()
    var body: some View {
        keeper.name = $name
        return VStack {
            Text(greeting.text)
            Text(keeper.motto.text)
            TextField("Name", text: $name)
        }
    }
}

/// Sessions and their render caches are held through links, not weak references
/// (LifetimeLink.swift, SessionLink.swift): what still holds a link once its object
/// is gone finds nothing, and nothing keeps a session alive.
@MainActor
@Suite struct SessionLinkTests {
    @Test func aSessionGoesAwayAndWhatHeldItsLinksFindsNothing() throws {
        let keeper = Keeper()
        weak var gone: Session?
        var links: (session: SessionLink, cache: LifetimeLink<RenderCache>)?
        do {
            let page = TestSession { LeakyForm(keeper: keeper) }
            try page.textField("Name").type("Ann")
            #expect(try page.textField("Name").value == "Ann")
            gone = page.session
            links = (page.session.link, page.session.store.cache.link)
            #expect(links?.session.session === page.session)
            #expect(links?.cache.object === page.session.store.cache)
        }
        #expect(gone == nil, "the session outlived its last owner")
        #expect(links?.session.session == nil)
        #expect(links?.cache.object == nil)
        // The view's binding outlived the session: writing through it reaches no session and no cache.
        keeper.name?.wrappedValue = "Bo"
        #expect(keeper.name?.wrappedValue == "Bo")
        links?.session.invalidate(animation: nil)
        // The view's `@Observable` tracking fires with its frame's session gone.
        keeper.motto.text = "Still here"
        #expect(keeper.motto.text == "Still here")
    }

    @Test func aLiveSessionHearsItsStateThroughTheLink() throws {
        let keeper = Keeper()
        let page = TestSession { LeakyForm(keeper: keeper) }
        // A write from outside the view (the app's model holding the binding) renders the field.
        keeper.name?.wrappedValue = "Cy"
        page.advance(by: 0)
        #expect(try page.textField("Name").value == "Cy")
    }
}
