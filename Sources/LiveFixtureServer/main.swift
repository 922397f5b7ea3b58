// A server for the server tests: the demo's login at `/`, views that go
// wrong on purpose (so their log lines and pages can be checked against a
// real process), and every sample app of Tests/FidelityApps for the browser
// tests. Configured by the environment like any LiveUI server.
import DemoApps
import FidelityApps
import Foundation
import LiveServer
import LiveUI

final class MissingModel: ObservableObject {}

/// Reads an environment object nobody supplied: a render problem.
struct NeedsModel: View {
    @EnvironmentObject var model: MissingModel
    var body: some View { Text("never shown") }
}

/// A field to type into, and an icon name LiveUI does not know: a render warning.
struct Secrets: View {
    @State var secret = ""
    var body: some View {
        VStack {
            TextField("Secret", text: $secret)
            Label("Odd", systemImage: "no.such.symbol.anywhere")
        }
    }
}

/// An action that blocks the main actor (the watchdog's test).
struct Slow: View {
    @State var naps = 0
    var body: some View {
        VStack {
            Button("Sleep") {
                usleep(1_500_000)
                naps += 1
            }
            Text("Naps: \(naps)")
        }
    }
}

/// An action that traps, as an index out of range would (the crash-loop tests).
struct Trap: View {
    @State var name = ""
    @State var items: [String] = []
    @State var count = 0
    var body: some View {
        VStack {
            TextField("Name", text: $name)
            Button("Crash") { _ = items[3] }
            Text("Name: \(name)")
            // Clicks, not keystrokes: a restored count shows the kept events were replayed (issue #15, durableack).
            Button("Add") { count += 1 }
            Text("Count: \(count)")
        }
    }
}

/// An image from another origin (`localhost` for a page served at 127.0.0.1):
/// what an app's `AsyncImage(url: URL(string: "https://…"))` asks of the page's
/// CSP and cross-origin isolation (TextBrowserTests).
struct RemoteImage: View {
    let url: String
    var body: some View {
        AsyncImage(url: URL(string: url)) { image in
            image.resizable().frame(width: 64, height: 64)
        } placeholder: {
            Text("Loading…")
        }
        .accessibilityIdentifier("remote-image")
    }
}

/// A link whose label (and so its URL's slug) is what the user typed.
struct Notes: View {
    @State var title = ""
    var body: some View {
        NavigationStack {
            VStack {
                TextField("Title", text: $title)
                NavigationLink(title.isEmpty ? "Untitled" : title) { Text("Note: \(title)") }
            }
        }
    }
}

// MARK: Cluster (issue #15 item 5): state that traps when it is put back.

/// Rows kept in a plain property (not `@Published`, so not stored): after a restore they start
/// empty while the stored selection still points into them, and the body traps — poison in the store.
final class FragileRows: ObservableObject {
    var rows: [String] = []
}

struct Fragile: View {
    @StateObject var model = FragileRows()
    @State var selected = -1
    var body: some View {
        VStack {
            Button("Add row") {
                model.rows.append("Row \(model.rows.count + 1)")
                selected = model.rows.count - 1
            }
            Text(selected >= 0 ? "Selected: \(model.rows[selected])" : "Nothing selected")
        }
    }
}

// FIXTURE_INIT=port makes the server with `LiveServer(port:)`, whose settings
// come from code, to test what the environment still sets then (LIVEUI_PUBLIC, the log).
let env = ProcessInfo.processInfo.environment
let server =
    env["FIXTURE_INIT"] == "port"
    ? LiveServer(port: Int(env["PORT"] ?? "") ?? 0) { Demos.servedLogin(delay: 0) }
    : LiveServer { Demos.servedLogin(delay: 0) }
server
    .route("/notes") { Notes() }
    .route("/slow") { Slow() }
    .route("/trap") { Trap() }
    .route("/fragile") { Fragile() }
    .route("/broken") { NeedsModel() }
    .route("/secrets") { Secrets() }
    .route("/plain-login") { PlainLogin() }
    .route("/remote-image") { RemoteImage(url: "http://localhost:\(server.port)/assets/banner.png") }
// Every sample app of Tests/FidelityApps, at its own path.
for app in FidelityApps.all + FidelityApps.comparisons {
    server.route(app.path) { app.makeRoot() }
}
server.serve()
