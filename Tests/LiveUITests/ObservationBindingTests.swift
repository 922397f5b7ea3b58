import LiveTesting
import LiveUI
import Testing

@Observable final class Profile {
    var name = "Ada"
    var nickname: String? = "ace"
    var tags = ["one", "two"]
}

private struct ProfileEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        VStack {
            TextField("Name", text: $profile.name)
            if let nickname = Binding($profile.nickname) {
                TextField("Nickname", text: nickname)
            } else {
                Text("No nickname")
            }
            Button("Clear nickname") { profile.nickname = nil }
            ForEach($profile.tags, id: \.self) { $tag in
                TextField("Tag \(tag)", text: $tag)
            }
            TextField("Inline", text: Bindable(profile).name)
            Text("Profile: \(profile.name) / \(profile.nickname ?? "-") / \(profile.tags.joined(separator: ","))")
        }
    }
}

private struct NeedsProfile: View {
    @Environment(Profile.self) private var profile
    var body: some View { Text("Hello \(profile.name)") }
}

private struct MaybeProfile: View {
    @Environment(Profile.self) private var profile: Profile?
    var body: some View { Text(profile.map { "Maybe \($0.name)" } ?? "No profile") }
}

private struct EnvironmentHost: View {
    let profile: Profile
    var body: some View {
        VStack {
            NeedsProfile()
            MaybeProfile()
            Button("Rename") { profile.name = "Grace" }
        }
        .environment(profile)
    }
}

private struct Todo: Identifiable {
    let id: Int
    var title: String
    var done = false
}

private struct TodoList: View {
    @State private var todos = [Todo(id: 1, title: "Write"), Todo(id: 2, title: "Test"), Todo(id: 3, title: "Ship")]

    var body: some View {
        VStack {
            List($todos) { $todo in
                HStack {
                    Text(todo.done ? "✓ \(todo.title)" : todo.title)
                    Button("Done") { todo.done.toggle() }
                        .accessibilityLabel("Done \(todo.title)")
                }
            }
            Button("Drop first") { todos.removeFirst() }
            Text("Done: \(todos.filter(\.done).count)")
        }
    }
}

private struct EnabledProbe: View {
    @Environment(\.isEnabled) private var isEnabled
    var body: some View { Text(isEnabled ? "enabled" : "disabled") }
}

final class PublishedCounter: ObservableObject {
    @Published var value = 0
}

private struct PublishedReceiver: View {
    @ObservedObject var counter: PublishedCounter
    @State private var seen: [Int] = []
    var body: some View {
        VStack {
            Text("Seen \(seen.map(String.init).joined(separator: ","))")
            Button("Increment") { counter.value += 1 }
        }
        .onReceive(counter.$value) { seen.append($0) }
    }
}

@MainActor @Suite struct ObservationBindingTests {
    @Test func environmentKeyPaths() {
        let page = TestSession {
            VStack {
                EnabledProbe()
                EnabledProbe().disabled(true)
            }
        }
        #expect(page.hasText("enabled"))
        #expect(page.hasText("disabled"))
    }

    @Test func onReceiveOfAPublishedProjection() throws {
        let counter = PublishedCounter()
        let page = TestSession { PublishedReceiver(counter: counter) }
        #expect(page.hasText("Seen 0"), "the current value on subscription")
        try page.button("Increment").click()
        try page.button("Increment").click()
        #expect(page.hasText("Seen 0,1,2"))
    }

    @Test func bindablePropertiesOptionalsAndCollections() throws {
        let profile = Profile()
        let page = TestSession { ProfileEditor(profile: profile) }
        try page.textField("Name").setValue("Grace")
        #expect(profile.name == "Grace")
        #expect(page.hasText("Profile: Grace / ace / one,two"))
        #expect(try page.textField("Inline").value == "Grace", "Bindable(model).property binds inline")
        try page.textField("Nickname").setValue("gh")
        #expect(profile.nickname == "gh")
        try page.textField("Tag two").setValue("three")
        #expect(profile.tags == ["one", "three"])
        try page.button("Clear nickname").click()
        #expect(page.hasText("No nickname"), "Binding(optional) is nil once the value is")
    }

    @Test func observableChangesFromOutsideRender() throws {
        let profile = Profile()
        let page = TestSession { ProfileEditor(profile: profile) }
        profile.name = "Lin"
        page.advance(by: 0)
        #expect(page.hasText("Profile: Lin / ace / one,two"))
    }

    @Test func environmentObservable() throws {
        let profile = Profile()
        let page = TestSession { EnvironmentHost(profile: profile) }
        #expect(page.hasText("Hello Ada"))
        #expect(page.hasText("Maybe Ada"))
        try page.button("Rename").click()
        #expect(page.hasText("Hello Grace"))
    }

    @Test func missingEnvironmentObservableIsAVisibleError() throws {
        let page = TestSession {
            VStack {
                NeedsProfile()
                MaybeProfile()
            }
        }
        #expect(page.hasText("No profile"), "an optional @Environment reads nil")
        #expect(page.session.problems.count == 1)
        #expect(page.session.problems.first?.contains("View.environment(_:) for Profile") == true)
    }

    @Test func listOfBindingsFollowsItemsById() throws {
        let page = TestSession { TodoList() }
        try page.button("Done Ship").click()
        #expect(page.hasText("✓ Ship"))
        try page.button("Drop first").click()
        // The row for "Test" moved up; its binding still edits "Test".
        try page.button("Done Test").click()
        #expect(page.hasText("✓ Test"))
        #expect(page.hasText("Done: 2"))
    }
}
