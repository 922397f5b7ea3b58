import LiveTesting
import LiveUI
import Testing

// Styles of the app's own (Rendering/CustomStyle.swift): their `@Environment`
// properties are bound before their body runs, as a view's are, and views
// below a style set at the root are still reused by the render cache.

private struct DimmedWhenDisabled: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text(isEnabled ? "(on)" : "(off)")
        }
    }
}

private struct SchemeLabel: LabelStyle {
    @Environment(\.colorScheme) private var scheme
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            Text(scheme == .dark ? "dark" : "light")
        }
    }
}

private struct EnabledToggle: ToggleStyle {
    @Environment(\.isEnabled) private var isEnabled
    func makeBody(configuration: Configuration) -> some View {
        Button(isEnabled ? "Switch" : "Locked") { configuration.isOn.toggle() }
    }
}

private struct Styled: View {
    @State private var on = false
    var body: some View {
        VStack {
            Button("Go") {}
            Button("Stop") {}.disabled(true)
            Label("Mode", systemImage: "moon")
            Toggle("Power", isOn: $on)
            Text(on ? "power on" : "power off")
        }
        .buttonStyle(DimmedWhenDisabled())
        .labelStyle(SchemeLabel())
        .toggleStyle(EnabledToggle())
    }
}

/// A style of plain data (no environment, no references): equal when its bytes are.
private struct Outlined: ButtonStyle {
    var width = 2
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(Double(width))
    }
}

/// A style set once at the root, over rows that are views of their own.
private struct Row: View {
    let name: String
    let counts: BodyCountsBox
    var body: some View {
        counts.box.note(name)
        return Button(name) {}
    }
}

private struct Root: View {
    let counts: BodyCountsBox
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Taps: \(taps)")
            Button("Tap") { taps += 1 }
            Row(name: "a", counts: counts)
            Row(name: "b", counts: counts)
        }
        .buttonStyle(Outlined())
    }
}

@MainActor @Suite struct CustomStyleTests {
    @Test func aStyleReadsItsEnvironmentLikeAView() throws {
        let page = TestSession { Styled() }
        #expect(try page.button("Go(on)").tag == "button")
        #expect(try page.button("Stop(off)").attribute("disabled") == "")
        #expect(page.html.contains(">Mode<") && page.html.contains(">light<"))
        // The toggle style's own button is drawn by the button style around it, as in SwiftUI.
        try page.button("Switch(on)").click()
        #expect(page.hasText("power on"))
        #expect(page.failures.isEmpty)
    }

    @Test func viewsBelowAStyleSetAtTheRootAreReused() throws {
        let counts = BodyCounts()
        let page = counting(checked: true) { Root(counts: BodyCountsBox(box: counts)) }
        #expect(counts["a"] == 1 && counts["b"] == 1)
        try page.button("Tap").click()
        #expect(page.hasText("Taps: 1"))
        // The root ran again and made the style anew: an equal style, so the rows are reused.
        #expect(page.lastRenderCounts.reused == 2)
        #expect(page.failures.isEmpty)
    }
}
