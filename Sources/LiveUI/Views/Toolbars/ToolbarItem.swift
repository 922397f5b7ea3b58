import LiveHTML

/// Where a toolbar item goes. On the web a navigation column's bar has a
/// leading group, a middle and a trailing group (a `role=toolbar` row), and
/// a bottom bar under the column's content; each SwiftUI placement maps to
/// the one an iPhone shows it in.
public struct ToolbarItemPlacement: Sendable, Hashable {
    enum Slot: Sendable, Hashable {
        case leading, principal, trailing, bottom
    }

    let slot: Slot

    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    public static let principal = ToolbarItemPlacement(slot: .principal)
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let status = ToolbarItemPlacement(slot: .bottom)
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    /// Above the software keyboard in SwiftUI; a page has no keyboard
    /// accessory, so these go in the bottom bar, always reachable.
    public static let keyboard = ToolbarItemPlacement(slot: .bottom)
}

/// The bars `.toolbar(_:for:)` and `.toolbarBackground(_:for:)` talk about.
public struct ToolbarPlacement: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

/// Content of a `.toolbar { }`: `ToolbarItem`s and `ToolbarItemGroup`s.
@MainActor @preconcurrency
public protocol ToolbarContent {}

/// One view placed in a bar.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: AnyView
}

/// How LiveUI reads any ToolbarContent it made.
@MainActor
protocol ToolbarEntries {
    var entries: [ToolbarEntry] { get }
}

/// One item of a toolbar, at a placement.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarEntries {
    let placement: ToolbarItemPlacement
    let content: Content

    var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// The customizable form; LiveUI's toolbars are not customizable, so `id` only names it.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views at one placement (`Spacer()` between them spreads them out in the bottom bar).
public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarEntries {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: AnyView(content))] }
}

/// What a `@ToolbarContentBuilder` block builds: its items in order.
public struct TupleToolbarContent: ToolbarContent, ToolbarEntries {
    let entries: [ToolbarEntry]
}

/// Builds toolbar content: several items, `if`/`else`, `if` without `else`.
@MainActor @resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> TupleToolbarContent {
        TupleToolbarContent(entries: (content as? ToolbarEntries)?.entries ?? [])
    }
    public static func buildBlock(_ parts: TupleToolbarContent...) -> TupleToolbarContent {
        TupleToolbarContent(entries: parts.flatMap(\.entries))
    }
    public static func buildOptional(_ part: TupleToolbarContent?) -> TupleToolbarContent {
        part ?? TupleToolbarContent(entries: [])
    }
    public static func buildEither(first: TupleToolbarContent) -> TupleToolbarContent { first }
    public static func buildEither(second: TupleToolbarContent) -> TupleToolbarContent { second }
    public static func buildLimitedAvailability(_ part: TupleToolbarContent) -> TupleToolbarContent { part }
}
