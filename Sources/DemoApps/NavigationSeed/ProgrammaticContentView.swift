// The first seed's opening snippet ("您可以使用一个标志来触发导航"): a
// NavigationLink with an EmptyView label, triggered by a login Button. The
// seed's pseudo-code `if succesful login` needs a real condition, and its
// DestinationView is not shown in the seed: both are supplied below.
import LiveUI

struct ProgrammaticContentView: View {

    @State var logedIn = false

    var body: some View {

        return NavigationView {
            VStack {
                NavigationLink(
                    destination: DestinationView(), isActive: $logedIn,
                    label: {
                        EmptyView()
                    })  // It won't appear on screen because the label is EmptyView
                Button("log in") {
                    // log in logic
                    if succesfulLogin() {
                        logedIn = true  // this will trigger the NavigationLink
                    }
                }
            }
        }
    }

    private func succesfulLogin() -> Bool { true }
}

struct DestinationView: View {
    var body: some View {
        Text("You are logged in.")
            .navigationTitle("Welcome")
    }
}
