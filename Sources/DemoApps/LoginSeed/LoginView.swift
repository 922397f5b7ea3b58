// From the first seed, as written; only the import changed.
import LiveUI

struct LoginView: View {
    @EnvironmentObject var model: LoginStateModel

    @State private var usernameString = ""
    @State private var passwordString = ""

    var body: some View {
        VStack(spacing: 15) {
            HStack {
                Text("Username")
                Spacer()
                TextField("Username", text: $usernameString)
                    .textFieldStyle(RoundedBorderTextFieldStyle())
            }
            HStack {
                Text("Password")
                Spacer()
                SecureField("Password", text: $passwordString)
                    .textFieldStyle(RoundedBorderTextFieldStyle())
            }
            Button(
                action: {
                    // save the entered username,and try to log in
                    self.model.username = self.usernameString
                    self.model.login()
                },
                label: {
                    Text("Login")
                        .font(.title)
                        .inExpandingRectangle(Color.blue.opacity(0.6))
                }
            )
            .buttonStyle(PlainButtonStyle())
        }
        .padding()
        .inExpandingRectangle(Color.gray)
        .frame(width: 300, height: 200)
    }
}
