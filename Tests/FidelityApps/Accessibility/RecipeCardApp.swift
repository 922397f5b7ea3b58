import LiveUI

/// A recipe card in the style of the accessibility chapters of public
/// SwiftUI tutorials: a star rating read as one element with a value, a
/// favourite heart that acts as a toggle button, a combined summary row,
/// custom actions, and a reading order that puts the title first.
public struct RecipeCardApp: View {
    struct Recipe {
        var name = "Lemon Tart"
        var minutes = 45
        var servings = 6
        var rating = 4
        var isFavorite = false
    }

    @State private var recipe = Recipe()
    @State private var log = "Ready"
    @State private var showsTips = true

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            // Drawn below the photo, read first.
            Image(systemName: "photo")
                .font(.largeTitle)
                .accessibilityHidden(true)
                .accessibilitySortPriority(0)
            Text(recipe.name)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
                .accessibilityHeading(.h2)
                .accessibilitySortPriority(2)

            HStack {
                Label("\(recipe.minutes) min", systemImage: "clock")
                Label("\(recipe.servings) servings", systemImage: "person.2")
            }
            .accessibilityElement(children: .combine)
            .accessibilityIdentifier("summary")
            .accessibilitySortPriority(1)

            HStack(spacing: 2) {
                ForEach(1...5, id: \.self) { star in
                    Image(systemName: star <= recipe.rating ? "star.fill" : "star")
                        .foregroundColor(.orange)
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Rating")
            .accessibilityValue("\(recipe.rating) out of 5 stars")
            .accessibilityIdentifier("rating")
            .accessibilityAction(named: "Rate higher") { recipe.rating = min(5, recipe.rating + 1) }
            .accessibilityAction(named: "Rate lower") { recipe.rating = max(1, recipe.rating - 1) }

            Image(systemName: recipe.isFavorite ? "heart.fill" : "heart")
                .foregroundColor(.pink)
                .accessibilityLabel("Favorite")
                .accessibilityAddTraits(recipe.isFavorite ? [.isToggle, .isSelected] : [.isToggle])
                .accessibilityHint("Keeps the recipe in your favorites")
                .accessibilityAction {
                    recipe.isFavorite.toggle()
                    log = recipe.isFavorite ? "Added to favorites" : "Removed from favorites"
                }
                .accessibilityIdentifier("favorite")

            if showsTips {
                Text("Tip: chill the dough for 30 minutes.")
                    .padding(8)
                    .accessibilityAction(.escape) { showsTips = false }
                    .accessibilityIdentifier("tip")
            }

            Text(log)
                .accessibilityLiveRegion(.polite)
                .accessibilityIdentifier("log")
        }
        .accessibilityElement(children: .contain)
        .padding()
    }
}
