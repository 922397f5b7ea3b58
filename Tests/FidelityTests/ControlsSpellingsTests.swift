import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// The other spellings real code uses for the controls, and their HTML's semantics.
@MainActor @Suite struct ControlsSpellingsTests {
    struct Spellings: View {
        @State var size = "M"
        @State var on = false
        @State var level = 0.25
        @State var log: [String] = []

        var body: some View {
            VStack {
                // iOS 13's spelling, a hidden title, untagged views that are not options.
                Picker(selection: $size, label: Text("Size")) {
                    Text("Small").tag("S")
                    Text("Medium").tag("M")
                }
                .labelsHidden()
                Picker("Locked", selection: $size) {
                    Text("Small").tag("S")
                    Text("Medium").tag("M")
                }
                .pickerStyle(.wheel)
                .disabled(true)
                Toggle("Wi-Fi", systemImage: "wifi", isOn: $on)
                Slider(value: $level, onEditingChanged: { log.append($0 ? "began" : "ended") })
                    .accessibilityLabel("Level")
                ProgressView().progressViewStyle(.linear)
                ProgressView("Working").progressViewStyle(.circular)
                Button("Cancel", role: .cancel) { log.append("cancel") }
                Button("Share", systemImage: "square.and.arrow.up") { log.append("share") }
                Link("Swift", destination: URL(string: "https://swift.org")!)
                Link(destination: URL(string: "javascript:alert(1)")!) { Text("Bad") }
                Text("Plain").tag(3)
                Text("\(size) \(on) \(log.joined(separator: ","))")
            }
        }
    }

    @Test func spellingsRenderAndRoundTrip() throws {
        let page = TestSession { Spellings() }
        #expect(page.session.problems.isEmpty)
        let size = try page.picker("Size")
        #expect(page.html.contains(#"class="pk-t vh""#))
        try size.select("Small")
        #expect(page.hasText("S false"))
        // A disabled radio list: every radio disabled, no handler.
        let locked = try page.picker("Locked")
        #expect(locked.attribute("class") == "pk rl")
        #expect(throws: TestError.self) { try locked.select("Medium") }
        #expect(locked.selectedOption == "Small")
        try page.toggle("Wi-Fi").toggle()
        #expect(page.hasText("S true"))
        // Slider: a drag begins with its first value and ends with `change`.
        let level = try page.slider("Level")
        #expect(level.attribute("step") == "any" && level.attribute("max") == "1")
        try level.slide(to: 0.75, through: [0.5])
        #expect(page.hasText("began,ended"))
        #expect(level.value == "0.75")
        #expect(page.html.contains(#"class="pv lx""#) && page.html.contains(#"class="pv pi""#))
        try page.button("Cancel").click()
        #expect(try page.button("Cancel").attribute("class") == "bt rc")
        try page.button("Share").click()
        #expect(page.hasText("cancel,share"))
        #expect(try page.link("Swift").attribute("href") == "https://swift.org")
        #expect(try page.link("Bad").attribute("href") == "#")
        // `.tag` outside a picker leaves no trace.
        #expect(!page.html.contains("data-lv-tag"))
    }

    @Test func optionLabelsAreEscapedAndIndicesNotValuesReachThePage() throws {
        struct Hostile: View {
            @State var pick = "<b>"
            var body: some View {
                Picker("Pick", selection: $pick) {
                    ForEach(["<b>", "\"&'"], id: \.self) { Text($0) }
                }
            }
        }
        let page = TestSession { Hostile() }
        #expect(page.html.contains("&lt;b&gt;"))
        #expect(!page.html.contains("<b>"))
        #expect(page.html.contains(#"value="0""#) && page.html.contains(#"value="1""#))
        try page.picker("Pick").select("\"&'")
        #expect(try page.picker("Pick").selectedOption == "\"&'")
    }
}
