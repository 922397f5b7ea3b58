// From the first seed, as written; only the import changed.
import LiveUI

struct MainView: View {
    @EnvironmentObject var model: LoginStateModel

    var body: some View {
        VStack(spacing: 15) {
            ZStack {
                Text("Hello \(model.username)!")
                    .font(.title)
                    .inExpandingRectangle(Color.blue.opacity(0.6))
                    .frame(height: 60)

                HStack {
                    Spacer()
                    Button(
                        action: {
                            // when we log out,animate the result of setting loggedIn to false
                            //   (i.e.,animate showing LoginView)
                            withAnimation(.default) {
                                self.model.loggedIn = false
                            }
                        },
                        label: {
                            Text("Logout")
                                .inFittedRectangle(Color.green.opacity(0.6))
                        }
                    )
                    .buttonStyle(PlainButtonStyle())
                    .padding()
                }
            }

            Text("Content")
                .inExpandingRectangle(.gray)
        }
        .padding()
    }
}
