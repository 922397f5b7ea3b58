import LiveUI

/// The plain login app of the benchmarks (LiveBrowserBench, LiveBench; issue 16):
/// the same page every framework in the comparison serves — a Username
/// field and a Login button, then "Hello <name>!" and a Logout button — with
/// none of the seed's styling, backgrounds or transitions, so the seed's
/// page (`/`) can be measured against it.
public struct PlainLogin: View {
    @State private var username = ""
    @State private var loggedIn = false

    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            if loggedIn {
                Text("Hello \(username)!")
                Button("Logout") {
                    loggedIn = false
                    username = ""
                }
            } else {
                TextField("Username", text: $username)
                Button("Login") { loggedIn = !username.isEmpty }
            }
        }
        .padding()
    }
}
