import LiveUI

/// The seed's model with the two things the seed says a real login form
/// needs: input validation, and a login that cannot be triggered again while
/// one is pending. The delay stands in for the seed's simulated API call.
final class ServedLoginModel: LoginStateModel {
    @Published var isPending = false
    @Published var message: String?
    let delay: Double
    /// Logins actually started, for tests of the spam guard.
    private(set) var loginCount = 0

    init(delay: Double) {
        self.delay = delay
    }

    func attemptLogin(username: String) {
        guard !isPending else { return }
        let trimmed = username.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            message = "Please enter a username."
            return
        }
        message = nil
        isPending = true
        loginCount += 1
        self.username = trimmed
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            withAnimation(.default) {
                self.loggedIn = true
                self.isPending = false
            }
        }
    }
}
