import LiveTesting
import LiveUI
import Testing

private struct Recipe: Hashable {
    let title: String
}

/// A stack with its own path (no binding), programmatic pushes and every destination form.
private struct Cookbook: View {
    @State private var path = NavigationPath()
    @State private var showTimer = false
    @State private var servings: Int?

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Pancakes", value: Recipe(title: "Pancakes")).navigationLinkSlug("Fluffy Pancakes")
                NavigationLink("Disabled", value: Optional<Int>.none)
                Button("Open 42") { path.append(42) }
                Button("Open three") { path.append(contentsOf: [1, 2, 3]) }
                Button("Timer") { showTimer = true }
                Button("Serve 4") { servings = 4 }
                Text("Count: \(path.count), empty: \(path.isEmpty)")
            }
            .navigationTitle("Cookbook")
            .navigationDestination(for: Recipe.self) { recipe in
                Text("Recipe \(recipe.title)").navigationTitle(recipe.title)
            }
            .navigationDestination(for: Int.self) { n in
                VStack {
                    Text("Number \(n)")
                    Button("Remove last") { path.removeLast() }
                }
                .navigationTitle("N\(n)")
            }
            .navigationDestination(isPresented: $showTimer) { TimerScreen() }
            .navigationDestination(item: $servings) { n in Text("Serving \(n)").navigationTitle("Servings") }
        }
    }
}

private struct TimerScreen: View {
    var body: some View { Text("Timer running").navigationTitle("Timer") }
}

extension NavigationPath {
    fileprivate mutating func append(contentsOf values: [Int]) { for v in values { append(v) } }
}

@MainActor @Suite struct NavigationValueTests {
    @Test func navigationPathBasics() {
        var path = NavigationPath()
        #expect(path.isEmpty && path.count == 0)
        path.append(1)
        path.append("two")
        #expect(path.count == 2)
        path.removeLast()
        #expect(path == NavigationPath([1]))
        path.removeLast(1)
        #expect(path.isEmpty)
        #expect(NavigationPath(["a", "b"]).count == 2)
    }

    @Test func aCustomSlugAndAValueLinkPush() throws {
        let page = TestSession { Cookbook() }
        #expect(try page.link("Pancakes").attribute("href") == "/fluffy-pancakes")
        try page.link("Pancakes").click()
        #expect(page.title == "Pancakes")
        #expect(page.url == "/fluffy-pancakes")
        let reloaded = TestSession(path: "/fluffy-pancakes", route: "/") { Cookbook() }
        #expect(reloaded.hasText("Recipe Pancakes"))
    }

    @Test func aLinkToANilValueIsInert() throws {
        let page = TestSession { Cookbook() }
        #expect(throws: TestError.self) { try page.link("Disabled") }
        #expect(page.html.contains("aria-disabled"))
    }

    @Test func programmaticPushesUseTheValuesAsSlugs() throws {
        let page = TestSession { Cookbook() }
        try page.button("Open three").click()
        #expect(page.url == "/1/2/3")
        #expect(page.title == "N3")
        #expect(page.history == ["/", "/1/2/3"])
        try page.button("Remove last").click()
        #expect(page.url == "/1/2")
        try page.button("Back to N1").click()
        #expect(page.url == "/1")
        try page.button("Back to Cookbook").click()
        #expect(page.hasText("Count: 0, empty: true"))
    }

    @Test func lossLessValuesComeBackFromTheURLAlone() {
        // No link shows 42: the Int destination makes it from the slug.
        let page = TestSession(path: "/42/7", route: "/") { Cookbook() }
        #expect(!page.session.navigationFailed)
        #expect(page.title == "N7")
        #expect(page.hasText("Number 7"))
        let wrong = TestSession(path: "/not-a-number", route: "/") { Cookbook() }
        #expect(wrong.session.navigationFailed)
    }

    @Test func isPresentedAndItemDestinations() throws {
        let page = TestSession { Cookbook() }
        try page.button("Timer").click()
        #expect(page.url == "/timerscreen")
        #expect(page.hasText("Timer running"))
        try page.back()
        try page.button("Serve 4").click()
        #expect(page.url == "/4")
        #expect(page.title == "Servings")
        try page.button("Back to Cookbook").click()
        #expect(page.url == "/")
        try page.button("Serve 4").click()
        #expect(page.hasText("Serving 4"), "back reset the item, so setting it again pushes again")
        let reloaded = TestSession(path: "/timerscreen", route: "/") { Cookbook() }
        #expect(reloaded.title == "Timer")
    }

    @Test func aValueWithoutADestinationIsReported() throws {
        struct Bare: View {
            @State var path = ["x"]
            var body: some View { NavigationStack(path: $path) { Text("Root") } }
        }
        let page = TestSession { Bare() }
        #expect(page.hasText("Root"))
        let warnings = page.session.takeDiagnostics()
        #expect(warnings.contains { $0.message.contains("navigationDestination(for: String.self)") })
    }

    @Test func percentEncodedSlugsFromTheBrowserAreDecoded() {
        struct Desserts: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Crème brûlée") { Text("Custard") }
                }
            }
        }
        // The browser's location.pathname percent-encodes what the link's href spelled.
        let page = TestSession(path: "/cr%C3%A8me-br%C3%BBl%C3%A9e", route: "/") { Desserts() }
        #expect(page.hasText("Custard"))
    }
}
