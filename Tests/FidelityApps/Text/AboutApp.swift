import LiveUI

// An "About" screen rich in Markdown: literals render it, string values do not.

struct AboutApp: View {
    let version = "2.4.1"
    let userNote = "**not bold**, <b>not HTML</b>"

    private var credits: AttributedString {
        let credits = AttributedString("Icons drawn for LiveUI. ")
        var link = AttributedString("Privacy policy")
        link.link = URL(string: "https://example.com/privacy")
        // A darker blue than .blue, which is 4:1 on white: links must read at 4.5:1.
        link.foregroundColor = Color(red: 0, green: 0.38, blue: 0.8)
        link.underlineStyle = .single
        return credits + link
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("About")
                .font(.largeTitle)
                .bold()
            Text("**Notes** is a *tiny* app for ~~paper~~ notes. Version `\(version)`.")
            Text("Read the [user guide](https://example.com/guide) or [write to us](mailto:help@example.com).")
            Text("Never trust [this link](javascript:alert(1)) and keep snake_case_names as they are.")
            Text(userNote)
            Text(verbatim: "*Also* verbatim")
            Text(credits)
            Text("What's new")
                .font(.headline)
                .textCase(.uppercase)
            Text(
                "Sync across devices, a new editor, and a much longer description that goes on and on so that it needs more than two lines to show in full on a narrow screen."
            )
            .lineLimit(2)
            .accessibilityIdentifier("whats-new")
            Text("Made with care")
                .italic()
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding()
        .frame(maxWidth: 420)
    }
}
