import LiveUI

/// A recipe editor with an inspector, as iOS 17 and macOS 14 apps add one: a
/// toolbar button shows the recipe's details beside the text in a wide window
/// (`.inspector(isPresented:)` with `.inspectorColumnWidth`), and as a sheet in
/// a narrow one.
public struct RecipeInspectorApp: View {
    @State private var showDetails = true
    @State private var servings = 4
    @State private var notes = "Whisk the eggs, fold in the flour."

    public init() {}

    public var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Text("Sponge cake").font(.title)
                Text("Serves \(servings)")
                TextField("Notes", text: $notes)
                    .textFieldStyle(.roundedBorder)
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .navigationTitle("Recipe")
            .toolbar {
                Button {
                    showDetails.toggle()
                } label: {
                    Label(showDetails ? "Hide details" : "Show details", systemImage: "info.circle")
                }
            }
            .inspector(isPresented: $showDetails) {
                Form {
                    Section("Details") {
                        Stepper("Servings: \(servings)", value: $servings, in: 1...12)
                        LabeledContent("Oven", value: "180 °C")
                    }
                }
                .inspectorColumnWidth(min: 200, ideal: 280, max: 400)
            }
        }
    }
}
