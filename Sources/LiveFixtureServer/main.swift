// A server for the server tests: the demo's login at `/`, views that go
// wrong on purpose (so their log lines and pages can be checked against a
// real process), and every sample app of Tests/FidelityApps for the browser
// tests. Configured by the environment like any LiveUI server.
import DemoApps
import FidelityApps
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

let server = LiveServer { Demos.servedLogin(delay: 0) }
    .route("/broken") { NeedsModel() }
    .route("/secrets") { Secrets() }
// Every sample app of Tests/FidelityApps, at its own path.
for app in FidelityApps.all {
    server.route(app.path) { app.makeRoot() }
}
server.serve()
