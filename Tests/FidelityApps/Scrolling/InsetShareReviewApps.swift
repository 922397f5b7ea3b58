import LiveUI

/// A review's reproductions (2026-12-07) for `.safeAreaInset`, `ShareLink` and `Path`, kept
/// as regression tests (Tests/LiveServerTests/InsetShareReviewBrowserTests.swift).
public struct RvNestedInsetsApp: View {
    public init() {}
    public var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(1...80, id: \.self) { i in Text("Row \(i)").padding(.vertical, 4) }
            }
        }
        .safeAreaInset(edge: .top) { Text("Inner bar").frame(maxWidth: .infinity).padding().background(Color.yellow).accessibilityIdentifier("inner") }
        .safeAreaInset(edge: .top) { Text("Outer bar").frame(maxWidth: .infinity).padding().background(Color.green).accessibilityIdentifier("outer") }
    }
}

public struct RvNestedInsetsListApp: View {
    public init() {}
    public var body: some View {
        List(1...80, id: \.self) { i in Text("Row \(i)") }
        .safeAreaInset(edge: .bottom) { Text("Inner bar").frame(maxWidth: .infinity).padding().background(Color.yellow).accessibilityIdentifier("inner") }
        .safeAreaInset(edge: .bottom) { Text("Outer bar").frame(maxWidth: .infinity).padding().background(Color.green).accessibilityIdentifier("outer") }
    }
}

public struct RvTabInsetApp: View {
    public init() {}
    public var body: some View {
        TabView {
            List(1...80, id: \.self) { i in Text("Row \(i)") }
                .safeAreaInset(edge: .bottom) {
                    Text("Composer").frame(maxWidth: .infinity).padding().background(Color.yellow).accessibilityIdentifier("composer")
                }
                .tabItem { Label("Chat", systemImage: "message") }
            Text("Other").tabItem { Label("Other", systemImage: "gear") }
        }
    }
}

public struct RvNavScrollInsetApp: View {
    public init() {}
    public var body: some View {
        NavigationStack {
            ScrollView {
                VStack { ForEach(1...80, id: \.self) { i in Text("Row \(i)").padding(.vertical, 4) } }
            }
            .safeAreaInset(edge: .bottom) {
                Text("Composer").frame(maxWidth: .infinity).padding().background(Color.yellow).accessibilityIdentifier("composer")
            }
            .navigationTitle("Nav")
        }
    }
}

public struct RvShareApp: View {
    @State private var opened = 0
    public init() {}
    public var body: some View {
        VStack {
            Menu("More") {
                ShareLink("Share from menu", item: "menu item text")
                Button("Plain item") { opened += 1 }
            }
            .accessibilityIdentifier("menu")
            ShareLink("Disabled share", item: "nope").disabled(true)
            ShareLink("Hostile share", item: "He said \"<b>hi</b>\" & 'bye'\n2nd line", subject: Text("A \"quoted\" <subject>"))
            Text("plain items: \(opened)")
        }
    }
}

public struct RvPathApp: View {
    public init() {}
    public var body: some View {
        VStack {
            Text("Header")
            Path { p in
                p.move(to: CGPoint(x: 20, y: 20))
                p.addLine(to: CGPoint(x: 100, y: 20))
                p.addLine(to: CGPoint(x: 100, y: 100))
                p.addLine(to: CGPoint(x: 20, y: 100))
                p.closeSubpath()
            }
            .fill(Color.blue)
            .accessibilityIdentifier("square")
            Text("Footer")
            RvGTri().foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                .frame(width: 40, height: 40).accessibilityIdentifier("gtri")
        }
    }
}

struct RvGTri: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
}
