import Foundation
import LiveUI

/// A recipe page with the three ways samples write `ShareLink`: the default
/// "Share" label with a subject and message, a titled one, and a toolbar-style
/// icon sharing text with a preview.
public struct RecipeShareApp: View {
    let recipe = URL(string: "https://example.com/recipes/lemon-tart")!
    @State private var servings = 4

    public init() {}

    public var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Text("Lemon tart").font(.title)
                Stepper("Servings: \(servings)", value: $servings, in: 1...12)
                ShareLink(item: recipe, subject: Text("Lemon tart"), message: Text("Try this one"))
                ShareLink("Send the recipe", item: recipe)
                ShareLink(item: "Shopping list: lemons, eggs, butter (\(servings) servings)", preview: SharePreview("Shopping list")) {
                    Image(systemName: "square.and.arrow.up")
                }
                .accessibilityLabel("Share the shopping list")
            }
            .padding()
            .navigationTitle("Recipe")
        }
    }
}
