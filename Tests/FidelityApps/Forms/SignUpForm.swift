import LiveUI

/// A sign-up screen in the style of public SwiftUI samples: a Form with
/// sections, inline validation messages and a button enabled once the input is valid.
struct SignUpForm: View {
    @State private var username = ""
    @State private var email = ""
    @State private var password = ""
    @State private var confirmation = ""
    @State private var bio = ""
    @State private var registered = false

    private var usernameProblem: String? {
        if username.isEmpty { return nil }
        return username.count < 3 ? "Username must be at least 3 characters" : nil
    }

    private var emailProblem: String? {
        if email.isEmpty { return nil }
        return email.contains("@") && email.contains(".") ? nil : "Enter a valid email address"
    }

    private var passwordProblem: String? {
        if password.isEmpty { return nil }
        if password.count < 8 { return "Password must be at least 8 characters" }
        return password == confirmation ? nil : "Passwords do not match"
    }

    private var isValid: Bool {
        !username.isEmpty && !email.isEmpty && !password.isEmpty
            && usernameProblem == nil && emailProblem == nil && passwordProblem == nil
    }

    var body: some View {
        NavigationView {
            if registered {
                VStack(spacing: 12) {
                    Text("Welcome, \(username)!")
                        .font(.title)
                    Text("We sent a confirmation to \(email).")
                }
                .navigationTitle("Done")
            } else {
                Form {
                    Section {
                        TextField("Username", text: $username)
                            .textContentType(.username)
                            .textInputAutocapitalization(.never)
                            .autocorrectionDisabled()
                        TextField("Email", text: $email)
                            .keyboardType(.emailAddress)
                            .textContentType(.emailAddress)
                            .autocapitalization(.none)
                            .disableAutocorrection(true)
                    } header: {
                        Text("Account")
                    } footer: {
                        if let problem = usernameProblem ?? emailProblem {
                            Text(problem)
                                .foregroundColor(.red)
                        }
                    }

                    Section(header: Text("Password"), footer: Text(passwordProblem ?? "Use 8 or more characters.")) {
                        SecureField("Password", text: $password)
                            .textContentType(.newPassword)
                        SecureField("Confirm password", text: $confirmation)
                            .textContentType(.newPassword)
                            .submitLabel(.done)
                    }

                    Section("About you") {
                        TextEditor(text: $bio)
                            .accessibilityLabel("Bio")
                        LabeledContent("Characters", value: "\(bio.count)")
                    }

                    Section {
                        LabeledContent("Plan", value: "Free")
                        Button("Create Account") {
                            registered = true
                        }
                        .disabled(!isValid)
                    }
                }
                .navigationTitle("Sign Up")
            }
        }
    }
}
