import LiveUI

/// A settings screen, as in many sample apps: switches, a menu picker over
/// an enum, a stepper, a color picker and a custom toggle style.
enum SortOrder: String, CaseIterable, Identifiable {
    case name = "Name"
    case date = "Date Added"
    case size = "Size"
    var id: Self { self }
}

struct CheckmarkToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Text(configuration.isOn ? "☑" : "☐")
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

struct SettingsView: View {
    @State private var notificationsEnabled = true
    @State private var darkMode = false
    @State private var sortOrder = SortOrder.date
    @State private var fontSize = 14
    @State private var accent = Color.blue
    @State private var autoSave = false
    @State private var syncOverCellular = false
    @State private var volume = 50.0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Settings").font(.largeTitle)
            Toggle("Notifications", isOn: $notificationsEnabled)
            Toggle(isOn: $darkMode) {
                Text("Dark Mode")
            }
            .toggleStyle(SwitchToggleStyle(tint: .purple))
            Toggle("Sync over cellular", isOn: $syncOverCellular)
                .toggleStyle(.checkbox)
                .disabled(!notificationsEnabled)
            Picker("Sort by", selection: $sortOrder) {
                ForEach(SortOrder.allCases) { order in
                    Text(order.rawValue)
                }
            }
            Stepper("Font size: \(fontSize)", value: $fontSize, in: 10...20, step: 2)
            Slider(value: $volume, in: 0...100) {
                Text("Volume")
            }
            Text("Volume \(Int(volume))")
            ColorPicker("Accent color", selection: $accent)
            Toggle("Auto-save", isOn: $autoSave)
                .toggleStyle(CheckmarkToggleStyle())
            Button("Reset to Defaults", role: .destructive) {
                notificationsEnabled = true
                darkMode = false
                sortOrder = .date
                fontSize = 14
                autoSave = false
            }
            Divider()
            Text("Notifications \(notificationsEnabled ? "on" : "off"), dark mode \(darkMode ? "on" : "off")")
            Text("Sorted by \(sortOrder.rawValue), \(fontSize) pt, auto-save \(autoSave ? "on" : "off")")
            Text("Cellular sync \(syncOverCellular ? "on" : "off"), accent \(accent.description)")
        }
        .padding()
    }
}
