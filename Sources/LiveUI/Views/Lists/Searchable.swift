import LiveHTML

/// Where a search field goes. A page has one place for it: above the view
/// `.searchable` modifies (a list, or a navigation column's content).
public struct SearchFieldPlacement: Sendable, Equatable {
    let name: String

    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")

    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .navigationBarDrawer
    }

    public enum NavigationBarDrawerDisplayMode: Sendable {
        case automatic
        case always
    }
}

/// `.searchable(text:prompt:)`: an `<input type="search">` bound to `text`,
/// above the modified view. Return in it runs `.onSubmit(of: .search)` actions.
struct SearchableModifier: PrimitiveModifier {
    let text: Binding<String>
    let prompt: String

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        var fieldEnv = env
        fieldEnv.textFieldStyleClass = "sr-f"
        var field = ctx.render(TextField(prompt, text: text), path.child("q"), fieldEnv)
        if case .element(var input)? = field.first {
            input[attribute: "type"] = "search"
            input[attribute: "enterkeyhint"] = "search"
            field[0] = .element(input)
        }
        let nodes = content(path.modified, env)
        return [.element(Layout.container(path, env, classes: "sr", children: field + nodes))]
    }
}

extension View {
    @inlinable public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View
    {
        modifier(ModifierFactory.searchable(text: text, placement: placement, prompt: prompt))
    }

    @inlinable public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        modifier(ModifierFactory.searchable(text: text, placement: placement, prompt: prompt))
    }

    @inlinable public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        modifier(ModifierFactory.searchable(text: text, placement: placement, prompt: prompt))
    }

    /// iOS 17's form with a presentation binding: the field is always shown on the web; `isPresented` is left as it is.
    @inlinable public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        modifier(ModifierFactory.searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: Text?) -> some ViewModifier {
        SearchableModifier(text: text, prompt: prompt?.content ?? "Search")
    }

    @usableFromInline static func searchable(
        text: Binding<String>, placement: SearchFieldPlacement, prompt: LocalizedStringKey
    ) -> some ViewModifier {
        SearchableModifier(text: text, prompt: prompt.plainText)
    }

    @usableFromInline static func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement, prompt: S
    ) -> some ViewModifier {
        SearchableModifier(text: text, prompt: String(prompt))
    }

    @usableFromInline static func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement, prompt: Text?
    ) -> some ViewModifier {
        SearchableModifier(text: text, prompt: prompt?.content ?? "Search")
    }
}
