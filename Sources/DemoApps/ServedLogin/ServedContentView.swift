import LiveUI

/// The seed's ContentView as served by `make run`: the opacity (if/else)
/// transition, or the offset slide, around the hardened login form.
struct ServedContentView: View {
    enum Transition { case opacity, offset }

    let transition: Transition
    @StateObject var model: ServedLoginModel

    init(transition: Transition, delay: Double) {
        self.transition = transition
        _model = StateObject(wrappedValue: ServedLoginModel(delay: delay))
    }

    var body: some View {
        ZStack {
            Color(UIColor.cyan).opacity(0.3)
                .edgesIgnoringSafeArea(.all)

            switch transition {
            case .opacity:
                if model.loggedIn {
                    MainView()
                } else {
                    ServedLoginView()
                }
            case .offset:
                MainView()
                    .offset(x: model.loggedIn ? 0 : UIScreen.main.bounds.width, y: 0)
                ServedLoginView()
                    .offset(x: model.loggedIn ? -UIScreen.main.bounds.width : 0, y: 0)
            }
        }
        // MainView, from the seed, asks for the seed's model type.
        .environmentObject(model as LoginStateModel)
        .environmentObject(model)
    }
}
