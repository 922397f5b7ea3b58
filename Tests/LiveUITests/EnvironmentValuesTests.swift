import Foundation
import LiveHTML
import LiveRuntime
import LiveTesting
import Testing

@testable import LiveUI

// An app's own key, declared as in SwiftUI (in the app's module).
private struct ThemeNameKey: EnvironmentKey {
    static let defaultValue = "plain"
}

private struct RetriesKey: EnvironmentKey {
    static var defaultValue: Int { 3 }
}

extension EnvironmentValues {
    fileprivate var themeName: String {
        get { self[ThemeNameKey.self] }
        set { self[ThemeNameKey.self] = newValue }
    }
    fileprivate var retries: Int {
        get { self[RetriesKey.self] }
        set { self[RetriesKey.self] = newValue }
    }
}

private struct ThemeLabel: View {
    @Environment(\.themeName) private var theme
    @Environment(\.retries) private var retries
    let id: String
    var body: some View { Text("\(theme) \(retries)").accessibilityIdentifier(id) }
}

private struct KeysScreen: View {
    var body: some View {
        VStack {
            ThemeLabel(id: "default")
            VStack {
                ThemeLabel(id: "set")
                ThemeLabel(id: "inner").environment(\.themeName, "inner")
                ThemeLabel(id: "transformed").transformEnvironment(\.retries) { $0 += 2 }
            }
            .environment(\.themeName, "ocean")
        }
    }
}

private struct Opener: View {
    @Environment(\.openURL) private var openURL
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Button("Docs") { openURL(URL(string: "https://example.com/docs")!) { log.append("docs \($0)") } }
            Button("File") { openURL(URL(string: "file:///etc/passwd")!) { log.append("file \($0)") } }
            Button("Phone") { openURL(URL(string: "tel:+15551234")!) }
            Text(log.joined(separator: ", ")).accessibilityIdentifier("log")
        }
    }
}

private struct InterceptingOpener: View {
    @State private var handled: [String] = []
    var body: some View {
        VStack {
            Opener()
            Text(handled.joined(separator: ",")).accessibilityIdentifier("handled")
        }
        .environment(
            \.openURL,
            OpenURLAction { url in
                if url.host == "example.com" {
                    handled.append(url.path)
                    return .handled
                }
                if url.scheme == "tel" { return .systemAction(URL(string: "tel:+15550000")!) }
                return .discarded
            })
    }
}

@MainActor @Suite struct EnvironmentValuesTests {
    @Test func customKeysHaveDefaultsAndFollowTheTree() throws {
        let page = TestSession { KeysScreen() }
        #expect(try page.element(identifier: "default").text == "plain 3")
        #expect(try page.element(identifier: "set").text == "ocean 3")
        #expect(try page.element(identifier: "inner").text == "inner 3")
        #expect(try page.element(identifier: "transformed").text == "ocean 5")
    }

    @Test func openURLRefusesUnsafeSchemesAndTellsTheCompletion() throws {
        let page = TestSession { Opener() }
        try page.button("Docs").click()
        try page.button("File").click()
        try page.button("Phone").click()
        #expect(page.openedURLs == ["https://example.com/docs", "tel:+15551234"])
        #expect(try page.element(identifier: "log").text == "docs true, file false")
        // The open request rides on the patch that acknowledges the click, and only that one.
        #expect(page.patches.filter { $0.open != nil }.count == 2)
    }

    @Test func anOpenURLHandlerDecidesFirst() throws {
        let page = TestSession { InterceptingOpener() }
        try page.button("Docs").click()
        try page.button("File").click()
        try page.button("Phone").click()
        #expect(try page.element(identifier: "handled").text == "/docs")
        #expect(page.openedURLs == ["tel:+15550000"])
        #expect(try page.element(identifier: "log").text == "docs true, file false")
    }

    @Test func sizeClassesFollowTheBreakpoints() {
        #expect(SizeClassBreakpoints.horizontal(width: 699.5) == .compact)
        #expect(SizeClassBreakpoints.horizontal(width: 700) == .regular)
        #expect(SizeClassBreakpoints.vertical(height: 499) == .compact)
        #expect(SizeClassBreakpoints.vertical(height: 500) == .regular)
    }

    @Test func systemColorsAreVariablesThatFollowTheScheme() throws {
        #expect(Color.primary.css == "var(--lv-label)")
        #expect(Color.secondary.css == "var(--lv-secondary-label)")
        #expect(Color(.systemBackground).css == "var(--lv-background)")
        #expect(
            Color(uiColor: .secondarySystemGroupedBackground).opacity(0.5).css == "color-mix(in srgb,var(--lv-grouped-2) 50%,transparent)")
        #expect(Color.primary.description == "primary")
        // UIKit colors print as UIKit prints them (made once, when the color is made).
        #expect(Color(UIColor.cyan).description == "UIExtendedSRGBColorSpace 0 1 1 1")
        #expect(UIColor(red: 0.25, green: 1, blue: 0, alpha: 0.5).description == "UIExtendedSRGBColorSpace 0.25 1 0 0.5")
        // Plain colors stay plain.
        #expect(Color.red.css == "rgb(255,59,48)")
        // Every variable Swift names is defined in the color scheme part of liveui.css, for light and for dark.
        let css = try String(contentsOf: Self.repository.appendingPathComponent("Public/liveui/60-color-scheme.css"), encoding: .utf8)
        for name in UIColor.schemeVariables + ["secondary-label"] {
            #expect(css.contains("--lv-\(name): "), "\(name) has a light value")
            #expect(css.contains("--lv-\(name): light-dark("), "\(name) has a dark value")
        }
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theTraitsSurviveTheWire() throws {
        let traits = ClientTraits(scheme: .dark, phase: .inactive, language: "pt-BR", tab: "0123456789abcdef0123")
        let join = ClientMessage.join(path: "/", viewport: .default, token: nil, version: nil, traits: traits)
        #expect(try ClientMessage.decode(join.encode()) == join)
        // An env message never moves a session to another tab.
        let env = try ClientMessage.decode(#"{"t":"env","scheme":"light","tab":"0123456789abcdef0123"}"#)
        #expect(env == .env(ClientTraits(scheme: .light)))
        for bad in [
            #"{"t":"env","scheme":"sepia"}"#, #"{"t":"env","phase":1}"#, #"{"t":"env","lang":"en US"}"#,
            #"{"t":"env","lang":"-en"}"#, #"{"t":"join","path":"/","tab":"short"}"#,
            #"{"t":"join","path":"/","tab":"../../etc/passwd/xxxxxxxx"}"#,
        ] {
            #expect(throws: ProtocolError.self) { try ClientMessage.decode(bad) }
        }
    }
}
