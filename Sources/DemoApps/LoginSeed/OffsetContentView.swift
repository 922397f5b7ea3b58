// The seed's second variant: ContentView with the if/else replaced by the
// two offset views, exactly as the seed says. Renamed so both variants coexist.
import LiveUI

struct OffsetContentView: View {
    @ObservedObject var model = LoginStateModel()

    var body: some View {
        ZStack {
            // just here for background
            Color(UIColor.cyan).opacity(0.3)
                .edgesIgnoringSafeArea(.all)

            MainView()
                .offset(x: model.loggedIn ? 0 : UIScreen.main.bounds.width, y: 0)
            LoginView()
                .offset(x: model.loggedIn ? -UIScreen.main.bounds.width : 0, y: 0)
        }
        // this passes the model down to descendant views
        .environmentObject(model)
    }
}
