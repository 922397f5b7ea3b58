import LiveUI

/// A settings screen in the style of public SwiftUI samples: preferences
/// kept with @AppStorage (a "Dark mode" switch driving preferredColorScheme,
/// a name, a text size, units as an enum), the selected section and a draft
/// kept per window with @SceneStorage, an "About" page whose cards stack on
/// narrow windows and sit side by side on wide ones, links opened with
/// openURL, and an app-defined environment key.
enum MeasurementUnits: Int, CaseIterable, Identifiable {
    case metric = 0
    case imperial = 1
    var id: Self { self }
    var title: String { self == .metric ? "Metric" : "Imperial" }
}

struct CardAccentKey: EnvironmentKey {
    static let defaultValue = Color.blue
}

extension EnvironmentValues {
    var cardAccent: Color {
        get { self[CardAccentKey.self] }
        set { self[CardAccentKey.self] = newValue }
    }
}

struct InfoCard: View {
    let title: String
    let detail: String
    @Environment(\.cardAccent) private var accent

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.headline).foregroundColor(accent)
            Text(detail).foregroundColor(.secondary)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemBackground))
        .cornerRadius(12)
        .accessibilityIdentifier("card-\(title)")
    }
}

struct PreferencesView: View {
    @AppStorage("darkMode") private var darkMode = false
    @AppStorage("username") private var username = "Guest"
    @AppStorage("fontSize") private var fontSize = 17.0
    @AppStorage("units") private var units: MeasurementUnits = .metric
    @AppStorage("launchCount") private var launchCount = 0
    @SceneStorage("selectedSection") private var selectedSection = "general"
    @SceneStorage("draft") private var draft = ""
    @State private var hiddenCount = 0

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.openURL) private var openURL
    @Environment(\.locale) private var locale

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Hello, \(username)").font(.largeTitle)
            Picker("Section", selection: $selectedSection) {
                Text("General").tag("general")
                Text("About").tag("about")
            }
            .pickerStyle(.segmented)
            if selectedSection == "general" {
                general
            } else {
                about
            }
        }
        .padding()
        .preferredColorScheme(darkMode ? .dark : nil)
        .onAppear { launchCount += 1 }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { hiddenCount += 1 }
        }
    }

    private var general: some View {
        VStack(alignment: .leading, spacing: 12) {
            Toggle("Dark mode", isOn: $darkMode)
            TextField("Name", text: $username)
            Stepper("Text size: \(Int(fontSize))", value: $fontSize, in: 12...28)
            Picker("Units", selection: $units) {
                ForEach(MeasurementUnits.allCases) { unit in
                    Text(unit.title)
                }
            }
            TextField("Draft note", text: $draft)
            Text("Appearance: \(colorScheme == .dark ? "Dark" : "Light")").accessibilityIdentifier("appearance")
            Text("Scene: \(phaseName), hidden \(hiddenCount) times").accessibilityIdentifier("scene")
            Text("Language: \(locale.identifier)").accessibilityIdentifier("language")
            Text("Opened \(launchCount) times").font(.footnote).foregroundColor(.secondary)
        }
    }

    private var about: some View {
        VStack(alignment: .leading, spacing: 12) {
            if horizontalSizeClass == .compact {
                VStack(spacing: 8) { cards }.accessibilityIdentifier("stacked")
            } else {
                HStack(spacing: 8) { cards }.accessibilityIdentifier("side-by-side")
            }
            Button("Open help center") {
                openURL(URL(string: "https://example.com/help")!)
            }
            Button("Email support") {
                openURL(URL(string: "mailto:support@example.com")!)
            }
            Button("Run script") {
                openURL(URL(string: "javascript:alert(1)")!) { accepted in
                    refused = !accepted
                }
            }
            if refused { Text("That link cannot be opened.") }
        }
        .environment(\.cardAccent, .pink)
    }

    @State private var refused = false

    @ViewBuilder private var cards: some View {
        InfoCard(title: "Version", detail: "2.4 (118)")
        InfoCard(title: "Units", detail: units.title)
    }

    private var phaseName: String {
        switch scenePhase {
        case .active: return "active"
        case .inactive: return "inactive"
        case .background: return "background"
        @unknown default: return "unknown"
        }
    }
}
