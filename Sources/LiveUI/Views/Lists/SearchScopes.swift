import LiveHTML

/// When a search field's scopes show, as SwiftUI's. A page shows its search
/// field all the time (there is no search to present or cancel), so:
/// - `.onSearchPresentation`: always, since the search is always presented;
/// - `.onTextEntry`: while the field has text (iOS shows them once typing
///   begins and hides them when the search is cancelled, which empties it);
/// - `.automatic`: as `.onTextEntry`, the default SwiftUI documents for iOS.
public struct SearchScopeActivation: Sendable, Equatable {
    private enum Kind: Sendable, Equatable { case automatic, onTextEntry, onSearchPresentation }
    private let kind: Kind

    public static let automatic = SearchScopeActivation(kind: .automatic)
    public static let onTextEntry = SearchScopeActivation(kind: .onTextEntry)
    public static let onSearchPresentation = SearchScopeActivation(kind: .onSearchPresentation)

    var showsWithoutText: Bool { kind == .onSearchPresentation }
}

/// `.searchScopes`' picker, waiting in the environment for the search field below.
struct SearchScopes {
    let activation: SearchScopeActivation
    /// Renders the scopes as a segmented `Picker` bound to the app's scope.
    let render: @MainActor (RenderContext, ViewPath, EnvironmentValues) -> [Node]

    /// The scopes under a field whose text is `text`, or nothing while the activation hides them.
    /// A scope chosen before they hid stays chosen, as in SwiftUI.
    @MainActor func nodes(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues, text: String) -> [Node] {
        guard activation.showsWithoutText || !text.isEmpty else { return [] }
        var inner = env
        inner.pickerStyleKind = .segmented
        var nodes = render(ctx, path, inner)
        // Set in from the page's edges as the field above it is.
        if case .element(var picker)? = nodes.first {
            picker[attribute: "class"] = (picker[attribute: "class"] ?? "") + " sr-s"
            nodes[0] = .element(picker)
        }
        return nodes
    }
}

extension View {
    /// Scopes for the search field of a `.searchable` view inside this one: its tagged
    /// views (`Text("Fruit").tag(Scope.fruit)`) as a segmented control under the field,
    /// which writes `scope`. Put it after (outside) `.searchable`, as apps usually do.
    /// Shown while the field has text (`SearchScopeActivation.automatic`).
    @inlinable public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        modifier(ModifierFactory.searchScopes(scope, activation: .automatic, scopes()))
    }

    /// The iOS 16.4 form: `activation` says when the scopes show (see `SearchScopeActivation`).
    @inlinable public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        modifier(ModifierFactory.searchScopes(scope, activation: activation, scopes()))
    }
}

extension ModifierFactory {
    /// The scopes are a `Picker` over the app's tagged views: the segmented picker's own
    /// lowering (a radio group), its option mapping and its events.
    @usableFromInline static func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, _ scopes: S
    ) -> some ViewModifier {
        EnvironmentModifier {
            $0.searchScopes = SearchScopes(activation: activation) { ctx, path, env in
                ctx.render(Picker("Search scope", selection: scope) { scopes }, path, env)
            }
        }
    }
}
