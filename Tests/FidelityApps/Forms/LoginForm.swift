import LiveUI

/// A login form that moves the focus with @FocusState: Return in the
/// username goes to the password, Return there signs in; an empty field
/// gets the focus back.
struct LoginForm: View {
    enum Field: Hashable {
        case username
        case password
    }

    @State private var username = ""
    @State private var password = ""
    @State private var message = "Not signed in"
    @FocusState private var focusedField: Field?

    var body: some View {
        VStack(spacing: 16) {
            Text(message)
                .accessibilityIdentifier("message")
            TextField("Username", text: $username)
                .textFieldStyle(.roundedBorder)
                .textContentType(.username)
                .textInputAutocapitalization(.never)
                .focused($focusedField, equals: .username)
                .submitLabel(.next)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
                .textContentType(.password)
                .focused($focusedField, equals: .password)
                .submitLabel(.go)
            Button("Sign In", action: signIn)
            Text(focusDescription)
                .accessibilityIdentifier("focus")
        }
        .onSubmit {
            switch focusedField {
            case .username:
                focusedField = .password
            default:
                signIn()
            }
        }
        .padding()
        .onAppear { focusedField = .username }
    }

    private var focusDescription: String {
        switch focusedField {
        case .username: return "Editing username"
        case .password: return "Editing password"
        case nil: return "No field focused"
        }
    }

    private func signIn() {
        if username.isEmpty {
            focusedField = .username
        } else if password.isEmpty {
            focusedField = .password
        } else {
            focusedField = nil
            message = "Signed in as \(username)"
        }
    }
}

/// A search field with a Bool focus state and a Cancel button that clears it.
struct SearchField: View {
    @State private var query = ""
    @FocusState private var isSearching: Bool

    var body: some View {
        VStack {
            HStack {
                TextField("Search", text: $query)
                    .textFieldStyle(.roundedBorder)
                    .focused($isSearching)
                    .submitLabel(.search)
                if isSearching {
                    Button("Cancel") {
                        query = ""
                        isSearching = false
                    }
                }
            }
            Button("Find") { isSearching = true }
            Text(isSearching ? "Searching" : "Idle")
                .accessibilityIdentifier("state")
        }
        .padding()
    }
}
