import DemoApps
import LiveTesting
import Testing

/// The second seed (Colors) and the first seed's programmatic link, in-process.
@MainActor @Suite struct NavigationSeedTests {
    @Test func tappingPurplePushesItsDetailAndBackPops() throws {
        let page = TestSession(path: "/colors") { Demos.colors() }
        #expect(page.title == "Colors")
        #expect(page.hasText("Select a Color"), "the placeholder shows before a selection")
        try page.link("Purple").click()
        #expect(page.title == "Purple")
        #expect(page.url == "/colors/purple")
        #expect(page.html.contains("background:rgb(175,82,222)"), "a purple square")
        #expect(page.html.contains("width:200px;height:200px"))
        #expect(try page.link("Purple").attribute("aria-current") == "page", "the selected row is highlighted")
        #expect(!page.hasText("Select a Color"))
        try page.button("Back to Colors").click()
        #expect(page.title == "Colors")
        #expect(page.url == "/colors")
        #expect(page.hasText("Select a Color"))
    }

    @Test func theBrowsersBackAndForwardPopAndRepush() throws {
        let page = TestSession(path: "/colors") { Demos.colors() }
        try page.link("Orange").click()
        #expect(page.history == ["/colors", "/colors/orange"])
        try page.back()
        #expect(page.title == "Colors")
        #expect(!page.html.contains("aria-current"))
        try page.forward()
        #expect(page.title == "Orange")
        try page.link("Pink").click()
        #expect(page.url == "/colors/pink")
    }

    @Test func aDeepLinkMountsDirectlyOnTheDetail() throws {
        let page = TestSession(path: "/colors/purple", route: "/colors") { Demos.colors() }
        #expect(page.title == "Purple")
        #expect(page.url == "/colors/purple")
        #expect(!page.session.navigationFailed)
        #expect(page.html.contains("background:rgb(175,82,222)"))
        let missing = TestSession(path: "/colors/teal", route: "/colors") { Demos.colors() }
        #expect(missing.session.navigationFailed)
    }

    @Test func labelLinksAndNestedNavigation() throws {
        let page = TestSession(path: "/folders") { Demos.folders() }
        try page.link("Work Folder").click()
        #expect(page.title == "Folder 1")
        #expect(page.url == "/folders/work-folder")
        #expect(page.html.contains("<svg"), "Label shows its symbol")
        let deep = TestSession(path: "/folders/home-folder", route: "/folders") { Demos.folders() }
        #expect(deep.title == "Folder 2")
    }

    @Test func theProgrammaticLoginButtonNavigates() throws {
        let page = TestSession(path: "/programmatic") { Demos.programmatic() }
        #expect(!page.html.contains("<a "), "the EmptyView-labelled link is invisible")
        try page.button("log in").click()
        #expect(page.hasText("You are logged in."))
        #expect(page.title == "Welcome")
        #expect(page.url == "/programmatic/destinationview")
        // Back resets the bound Bool, as in SwiftUI: the button works again.
        try page.button("Back to previous page").click()
        #expect(!page.hasText("You are logged in."))
        try page.button("log in").click()
        #expect(page.hasText("You are logged in."))
    }
}
