import LiveUI

/// The seed's LoginView, plus a validation message and a Login button that
/// is disabled while a login is pending. Fields submit on Return.
struct ServedLoginView: View {
    @EnvironmentObject var model: ServedLoginModel

    @State private var usernameString = ""
    @State private var passwordString = ""

    var body: some View {
        VStack(spacing: 12) {
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
            if let message = model.message {
                Text(message)
                    .font(.footnote)
                    .foregroundColor(.red)
            }
            Button(
                action: login,
                label: {
                    Text(model.isPending ? "Logging in…" : "Login")
                        .font(.title)
                        .inExpandingRectangle(Color.blue.opacity(model.isPending ? 0.3 : 0.6))
                }
            )
            .buttonStyle(PlainButtonStyle())
            .disabled(model.isPending)
        }
        .onSubmit(login)
        .padding()
        .inExpandingRectangle(Color.gray)
        .frame(width: 300, height: 200)
    }

    private func login() {
        model.attemptLogin(username: usernameString)
    }
}
