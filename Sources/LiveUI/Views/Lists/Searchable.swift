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
/// above the modified view, with the `.searchSuggestions` and `.searchScopes`
/// set around it. Return in it runs `.onSubmit(of: .search)` actions.
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
        // Suggestions are this field's alone: a search field further down has none of them.
        var below = env
        let suggestions = env.searchSuggestions.map { render in
            below.searchSuggestions = nil
            return Self.suggestionList(render(ctx, path.child("sg"), below), id: path.child("sl").raw)
        }
        // Scopes too: under this field, as a segmented picker. (Cleared only when set: a change
        // makes a new environment box, which a page without scopes need not pay for.)
        var scopes: [Node] = []
        if let scoping = env.searchScopes {
            below.searchScopes = nil
            scopes = scoping.nodes(ctx, path.child("sc"), below, text: text.wrappedValue)
        }
        if case .element(var input)? = field.first {
            input[attribute: "type"] = "search"
            input[attribute: "enterkeyhint"] = "search"
            if let suggestions { input[attribute: "list"] = suggestions.id }
            field[0] = .element(input)
        }
        let nodes = content(path.modified, below)
        return [
            .element(
                Layout.container(path, env, classes: "sr", children: field + (suggestions.map { [.element($0)] } ?? []) + scopes + nodes))
        ]
    }

    /// `.searchSuggestions`' views as the browser's own suggestion list (`<datalist>`): each view
    /// with a `.searchCompletion` is an option, its text the label, the completion its value.
    /// Views without one are not shown (SwiftUI shows them, not tappable).
    static func suggestionList(_ nodes: [Node], id: String) -> Element {
        var options: [Node] = []
        func walk(_ nodes: [Node]) {
            for case .element(let e) in nodes {
                if let completion = e[attribute: "data-lv-completion"] {
                    let label = e.textContent.trimmingCharacters(in: .whitespacesAndNewlines)
                    var option = Element("option", id: e.id + "o", attributes: [Attribute("value", completion)])
                    if !label.isEmpty, label != completion { option.children = [.text(label)] }
                    options.append(.element(option))
                } else {
                    walk(e.children)
                }
            }
        }
        walk(nodes)
        return Element("datalist", id: id, children: options)
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

extension View {
    /// Suggestions for the search field of a `.searchable` view inside this one: the
    /// browser lists them under the field as the user types (a `<datalist>`, which shows
    /// the ones containing the typed text); choosing one puts its `.searchCompletion` in
    /// the field. Put it after (outside) `.searchable`, as apps usually do.
    @inlinable public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(ModifierFactory.searchSuggestions(suggestions()))
    }

    /// What choosing this suggestion puts in the search field.
    @inlinable public func searchCompletion(_ completion: String) -> some View {
        modifier(ModifierFactory.searchCompletion(completion))
    }
}

extension ModifierFactory {
    @usableFromInline static func searchSuggestions<S: View>(_ suggestions: S) -> some ViewModifier {
        EnvironmentModifier { $0.searchSuggestions = { ctx, path, env in ctx.render(suggestions, path, env) } }
    }

    @usableFromInline static func searchCompletion(_ completion: String) -> some ViewModifier {
        AttributeModifier(name: "data-lv-completion", value: completion)
    }
}
