import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// Styles of the app's own, as sample apps write them: a `ButtonStyle` that
/// draws every button below it from its label (and its role), and a
/// `LabelStyle` that puts the icon after the title.
struct CapsuleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            if configuration.role == .destructive { Text("⚠︎") }
            configuration.label
            Text(configuration.isPressed ? "pressed" : "")
        }
        .padding(8)
        .background(Capsule().fill(configuration.role == .destructive ? Color.red : Color.blue))
        .foregroundColor(.white)
    }
}

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

private struct StyledButtons: View {
    @State private var taps = 0
    @State private var deleted = false
    @State private var asking = false

    var body: some View {
        VStack {
            Text("Taps: \(taps)")
            Button("Tap me") { taps += 1 }
            Button(role: .destructive) {
                deleted = true
            } label: {
                Text("Delete all")
            }
            Text(deleted ? "deleted" : "kept")
            Button("Ask") { asking = true }
            // A built-in style below a custom one takes over again, as in SwiftUI.
            Button("Bordered") { taps += 10 }.buttonStyle(.bordered)
        }
        .buttonStyle(CapsuleButtonStyle())
        .alert("Sure?", isPresented: $asking) {
            Button("Yes") {}
        }
    }
}

private struct StyledLabels: View {
    var body: some View {
        VStack {
            Label("Trailing", systemImage: "star")
            Label("Icon only", systemImage: "bell").labelStyle(.iconOnly)
        }
        .labelStyle(TrailingIconLabelStyle())
    }
}

@MainActor @Suite struct ControlStylesTests {
    @Test func aCustomButtonStyleDrawsTheLabelInsideTheButtonWhichStillActs() throws {
        let page = TestSession { StyledButtons() }
        let tap = try page.button("Tap me")
        // The style's body is inside the <button>: its background, and the label's text.
        #expect(tap.tag == "button")
        #expect(tap.html.contains("Tap me"))
        #expect(tap.html.contains("background"))
        // The button itself has the plain look: the style decides colors.
        #expect(tap.attribute("class") == "bt pl")
        try tap.click()
        #expect(page.hasText("Taps: 1"))
        // `isPressed` is false on a server; the role reaches the style.
        #expect(!page.hasText("pressed"))
        let delete = try page.button("⚠︎Delete all")
        #expect(delete.attribute("class") == "bt pl")
        try delete.click()
        #expect(page.hasText("deleted"))
    }

    @Test func aBuiltInStyleBelowACustomOneAndAlertButtonsLookAsBuiltIn() throws {
        let page = TestSession { StyledButtons() }
        let bordered = try page.button("Bordered")
        #expect(bordered.attribute("class") == "bt bd")
        #expect(!bordered.html.contains("background"))
        try bordered.click()
        #expect(page.hasText("Taps: 10"))
        try page.button("Ask").click()
        let yes = try page.dialog("Sure?").button("Yes")
        #expect(yes.attribute("class") == "bt")
        #expect(!yes.html.contains("background"))
    }

    @Test func aButtonInsideTheStylesBodyIsNotDrawnByTheStyleAgain() throws {
        struct Wrapping: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                // A body that holds a button of its own: drawn with the default look, once.
                VStack {
                    configuration.label
                    Button("Inner") {}
                }
            }
        }
        let page = TestSession { Button("Outer") {}.buttonStyle(Wrapping()) }
        #expect(try page.button("Inner").attribute("class") == "bt")
        #expect(page.html.components(separatedBy: "Inner").count == 2)
    }

    @Test func aCustomLabelStylePutsTheTitleBeforeTheDecorativeIcon() throws {
        let page = TestSession { StyledLabels() }
        let html = page.html
        let title = try #require(html.range(of: "Trailing"))
        let icon = try #require(html.range(of: "<svg"))
        #expect(title.lowerBound < icon.lowerBound)
        // The icon keeps what the built-in style gives it: decorative, tinted.
        let svg = String(html[icon.lowerBound...].prefix(200))
        #expect(svg.contains("aria-hidden=\"true\""))
        #expect(svg.contains(/class="[^"]*\bic\b/))
        // `.labelStyle(.iconOnly)` below the custom style draws the built-in label, its title hidden from view.
        #expect(html.contains("class=\"lb\""))
        #expect(html.contains("Icon only"))
    }
}

@MainActor @Suite struct EmptyTextTests {
    /// `Text(flag ? "…" : "")` is common; the page a driver (or a browser) builds from
    /// the HTML has no text node in `<span></span>`, and the server's tree must agree.
    @Test func anEmptyTextStaysInStepWithThePageAcrossPatches() throws {
        struct Blinking: View {
            @State private var on = false
            var body: some View {
                VStack {
                    Text(on ? "on" : "")
                    Button("Switch") { on.toggle() }
                }
            }
        }
        let page = TestSession { Blinking() }
        try page.button("Switch").click()
        #expect(page.hasText("on"))
        try page.button("Switch").click()
        #expect(!page.hasText("on"))
        #expect(page.failures.isEmpty)
    }
}

@MainActor @Suite struct ControlTitleFormatTests {
    /// Control titles with the formatted interpolations SwiftUI apps write in them
    /// (SwiftUI's titles are `LocalizedStringKey`s; LiveUI's take a `String`).
    @Test func formattedInterpolationsInControlTitlesCompileAndFormat() throws {
        struct Tip: View {
            @State private var scale = 1.5
            @State private var reminders = true
            let total = 12.5
            var body: some View {
                NavigationStack {
                    Form {
                        Section("Bill of \(total, format: .number)") {
                            Stepper("Scale: \(scale, specifier: "%.1f")", value: $scale, in: 0...3, step: 0.5)
                            Toggle("Remind at \(0.25, format: .percent)", isOn: $reminders)
                            Button("Pay \(total * scale, format: .number.precision(.fractionLength(2)))") {}
                        }
                    }
                    .navigationTitle("Total \(total, specifier: "%.2f")")
                }
            }
        }
        let page = TestSession { Tip() }
        #expect(page.hasText("Scale: 1.5"))
        #expect(page.hasText("Remind at 25%"))
        #expect(page.hasText("Bill of 12.5"))
        #expect(page.title == "Total 12.50")
        _ = try page.button("Pay 18.75")
        try page.button("Increment").click()
        #expect(page.hasText("Scale: 2.0"))
        _ = try page.button("Pay 25.00")
    }
}

@MainActor @Suite struct CustomLabelStyleTests {
    struct IconOnly: LabelStyle {
        func makeBody(configuration: Configuration) -> some View { configuration.icon }
    }

    struct Framed: LabelStyle {
        // Composes a built-in style, as SwiftUI apps do.
        func makeBody(configuration: Configuration) -> some View {
            TitleAndIconLabelStyle().makeBody(configuration: configuration).padding(4)
        }
    }

    @Test func aStyleShowingOnlyTheIconStillNamesItsButton() throws {
        let page = TestSession {
            Button {
            } label: {
                Label("Favorite", systemImage: "star")
            }.labelStyle(IconOnly())
        }
        // The title is kept for screen readers, hidden from view: the button is named by it.
        let button = try page.button("Favorite")
        #expect(button.html.contains("class=\"vh\""))
    }

    @Test func aStyleComposingABuiltInOneDrawsItsTitleAndIcon() throws {
        let page = TestSession { Label("Alarm", systemImage: "alarm").labelStyle(Framed()) }
        #expect(page.hasText("Alarm"))
        #expect(page.html.contains("<svg"))
        #expect(page.html.contains("class=\"lb\""))
    }
}

@MainActor @Suite struct EmptyStyledTextTests {
    @Test func anEmptyStyledTextIsNoHeadingAndStaysInStep() throws {
        struct Blinking: View {
            @State private var on = false
            var body: some View {
                VStack {
                    Text(on ? "on" : "").font(.headline).bold()
                    Button("Switch") { on.toggle() }
                }
            }
        }
        let page = TestSession { Blinking() }
        #expect(!page.html.contains("<h"))
        try page.button("Switch").click()
        #expect(page.hasText("on"))
        try page.button("Switch").click()
        #expect(!page.hasText("on"))
        #expect(page.failures.isEmpty)
    }
}
