import LiveHTML

/// What an empty screen says: a large symbol, a title, a description and
/// actions, centred in the space it is given. A `role=status` region, so
/// assistive technology announces it when a list empties.
public struct ContentUnavailableView<LabelContent: View, Description: View, Actions: View>: View {
    let label: LabelContent
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> LabelContent,
        @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label
                .font(.title2.bold())
            description
                .font(.callout)
                .foregroundStyle(.secondary)
            actions
                .padding(.top, 8)
        }
        .multilineTextAlignment(.center)
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .modifier(AttributeModifier(name: "role", value: "status"))
        // Class `cu`: its label's icon stands large above the title (liveui.css).
        .modifier(ClassModifier(name: "cu"))
    }
}

/// Adds classes (space-separated; none when empty) to the view's outermost
/// element, for styles only CSS can say.
struct ClassModifier: PrimitiveModifier {
    let name: String

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let nodes = content(path.modified, env)
        if name.isEmpty { return nodes }
        return Layout.modify(nodes, path, env, canMerge: { _ in true }) { e in
            for part in name.split(separator: " ") { e.addClass(String(part)) }
        }
    }
}

extension ContentUnavailableView where LabelContent == Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title, a built-in symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Label(title, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Label(title, systemImage: name) }, description: { description })
    }

    /// "No Results", for a search that found nothing.
    public static var search: Self {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// "No Results for “text”", for a search that found nothing.
    public static func search(text: String) -> Self {
        ContentUnavailableView(
            "No Results for “\(text)”", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}
