import LiveHTML

// Modifiers on a list's rows. Each renders its content where it is (no
// element of its own) and tells the enclosing list's collector about the
// row; outside a `List` they change nothing, as in SwiftUI.

/// Records a fact about the row its content is.
struct ListRowTraitModifier: PrimitiveModifier {
    let change: @MainActor (inout ListRowCollector.Traits) -> Void

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let nodes = content(path, env)
        env.listRows?.update(nodes, change)
        return nodes
    }
}

/// `.listRowBackground(_:)`: a view drawn behind the whole row.
struct ListRowBackgroundModifier<Background: View>: PrimitiveModifier {
    let background: Background?

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let nodes = content(path, env)
        guard let rows = env.listRows, let background else { return nodes }
        var inner = env
        inner.listRows = nil
        inner.stackAxis = nil
        let layer = ctx.render(background, path.child("lrb"), inner)
        rows.update(nodes) { $0.background = layer }
        return nodes
    }
}

/// `.swipeActions(edge:allowsFullSwipe:content:)`: buttons at one end of the row.
struct SwipeActionsModifier<Actions: View>: PrimitiveModifier {
    let edge: HorizontalEdge
    let actions: Actions

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let nodes = content(path, env)
        guard let rows = env.listRows else { return nodes }
        var inner = env
        inner.listRows = nil
        inner.stackAxis = .horizontal
        let leading = edge == .leading
        let buttons = ctx.render(actions, path.child(leading ? "lsl" : "lst"), inner)
        rows.update(nodes) { traits in
            if leading {
                traits.leadingActions = (traits.leadingActions ?? []) + buttons
            } else {
                traits.trailingActions = (traits.trailingActions ?? []) + buttons
            }
        }
        return nodes
    }
}

/// The leading or trailing side of a row (right-to-left scripts swap them).
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    case leading
    case trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }
        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.leading, .trailing]
    }
}

extension View {
    /// Shows `view` behind the row (nil: the list's own background).
    @inlinable public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ModifierFactory.listRowBackground(view))
    }

    /// Hides or shows the row's separator lines (`edges` accepted: a row has one separator on the web, below it).
    @inlinable public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ModifierFactory.listRowSeparator(visibility, edges: edges))
    }

    /// Tints the row's separator: accepted for source compatibility; the web list draws one neutral line.
    @inlinable public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ModifierFactory.listRowSeparatorTint(color, edges: edges))
    }

    /// The row's padding instead of the list's (nil: the list's).
    @inlinable public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ModifierFactory.listRowInsets(insets))
    }

    /// Hides the delete control of this row (edit mode and its row action), as SwiftUI's does.
    @inlinable public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(ModifierFactory.deleteDisabled(isDisabled))
    }

    /// Hides the move buttons of this row in edit mode.
    @inlinable public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(ModifierFactory.moveDisabled(isDisabled))
    }

    /// Buttons at one end of a list row: on the web they are always there
    /// (shown when the row is hovered or has the keyboard's focus, and on
    /// touch screens), reachable with Tab. `allowsFullSwipe` has no web
    /// equivalent and is accepted. A row with trailing actions loses the
    /// automatic "Delete" action `onDelete` gives it, as in SwiftUI.
    @inlinable public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        modifier(ModifierFactory.swipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe, content: content))
    }
}

/// The top or bottom side (of a row's separators).
public enum VerticalEdge: Int8, CaseIterable, Sendable {
    case top
    case bottom

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func listRowBackground<V: View>(_ view: V?) -> some ViewModifier {
        ListRowBackgroundModifier(background: view)
    }

    @usableFromInline static func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set) -> some ViewModifier {
        ListRowTraitModifier { $0.separatorHidden = visibility == .hidden }
    }

    @usableFromInline static func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set) -> some ViewModifier {
        ListRowTraitModifier { _ in }
    }

    @usableFromInline static func listRowInsets(_ insets: EdgeInsets?) -> some ViewModifier {
        ListRowTraitModifier { $0.insets = insets }
    }

    @usableFromInline static func deleteDisabled(_ isDisabled: Bool) -> some ViewModifier {
        ListRowTraitModifier { if isDisabled { $0.deleteDisabled = true } }
    }

    @usableFromInline static func moveDisabled(_ isDisabled: Bool) -> some ViewModifier {
        ListRowTraitModifier { if isDisabled { $0.moveDisabled = true } }
    }

    @usableFromInline static func swipeActions<T: View>(edge: HorizontalEdge, allowsFullSwipe: Bool, content: () -> T) -> some ViewModifier
    {
        SwipeActionsModifier(edge: edge, actions: content())
    }
}
