// From the first seed (../shared/seeds/000_*.txt), as written; only the
// import changed. Comments are the seed's.
import LiveUI

class LoginStateModel: ObservableObject {
    // changing this will change the main view
    @Published var loggedIn = false
    // will store the username typed on the LoginView
    @Published var username = ""

    func login() {
        // simulating successful API call
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            // when we log in,animate the result of setting loggedIn to true
            //   (i.e.,animate showing MainView)
            withAnimation(.default) {
                self.loggedIn = true
            }
        }
    }
}
