import LiveHTML

// How a presented view reaches the page. A presentation modifier renders
// its content as usual and, while something is presented, asks the render
// for a `<dialog data-lv-modal>`. Dialogs are rendered after the whole root
// and become the root's last children, not siblings of the presenting view:
// a dialog inside a `<form>`, a `<button>` label or a list would break the
// HTML (nested forms are dropped by the parser) and would change the
// presenter's layout. The client opens each with `showModal()` (top layer,
// focus kept inside, the page inert), so where it sits in the DOM does not
// matter to what the user sees. Its id comes from the presenter's identity,
// so patches while it is open morph it in place.

/// What a `<dialog>` is: how it looks, enters and leaves, and how the user may dismiss it.
enum PresentationKind: String {
    case sheet
    case cover
    case popover
    case alert
    /// `.confirmationDialog` and `.actionSheet`.
    case dialog
    /// An open `Menu` or `.contextMenu` (Views/Controls/Menu.swift): anchored to its view at every width.
    case menu

    /// A click on the backdrop dismisses it, as a tap outside does in SwiftUI.
    var lightDismiss: Bool { self == .popover || self == .dialog || self == .menu }
}

/// One presented view while it renders: what its content declares about
/// its dismissal and size, and how to dismiss it. A reference handed down
/// through the environment, as `NavigationLevel` is for links.
@MainActor
final class PresentationScope {
    /// Sets the presenting binding to false (or its item to nil).
    let dismiss: @MainActor () -> Void
    /// `.interactiveDismissDisabled()`: Escape and clicks outside do nothing.
    var interactiveDismissDisabled = false
    /// `.presentationDetents(_:)`, in the order given, and the chosen one if bound.
    var detents: [PresentationDetent] = []
    var selectedDetent: PresentationDetent?
    /// `.presentationBackground(_:)`: the dialog's CSS background.
    var background: String?
    /// What Escape does in an alert or confirmation dialog: its cancel button (which also dismisses).
    var cancelAction: (@MainActor () -> Void)?
    /// The render's cache and how many frames were open when the content began: a view
    /// that reports to the scope makes those inside it render afresh (`noteUse`).
    private let cache: LifetimeLink<RenderCache>?
    private let depth: Int
    /// False once the dialog is built: a view rendered alone later reports too late.
    private var isLive = true

    init(dismiss: @escaping @MainActor () -> Void, cache: RenderCache? = nil) {
        self.dismiss = dismiss
        self.cache = cache?.link
        depth = cache?.stack.count ?? 0
    }

    /// A view in the content reports to the presentation (its detents, whether it
    /// may be dismissed): only a render of the content puts that on the dialog, so
    /// that view and those around it in the content are not reused (issue #16).
    /// The rest of the content is: the scope is compared by presence (EnvironmentBox.swift).
    func noteUse() {
        guard let cache = cache?.object else { return }
        if isLive { cache.forbidReuse(from: depth) } else { cache.noteLateReport() }
    }

    /// The dialog is built.
    func finish() { isLive = false }

    /// The user asked to dismiss (Escape, a click outside): SwiftUI's interactive dismissal.
    func dismissByUser() {
        guard !interactiveDismissDisabled else { return }
        if let cancelAction { cancelAction() } else { dismiss() }
    }
}

/// Builds a presented dialog's own attributes and children, given its path,
/// the environment its content inherits and its scope.
typealias DialogBuilder =
    @MainActor (RenderContext, ViewPath, EnvironmentValues, PresentationScope) -> (
        attributes: [Attribute], children: [Node]
    )

/// The modifier behind `.sheet`, `.fullScreenCover`, `.popover`, `.alert`
/// and `.confirmationDialog`, in both their Boolean and item forms.
struct PresentationModifier: PrimitiveModifier {
    let kind: PresentationKind
    /// What is presented: nil for nothing, "" for a Boolean, an item's id made id-safe.
    let presented: String?
    let dismiss: @MainActor () -> Void
    let onDismiss: (@MainActor () -> Void)?
    let dialog: DialogBuilder

    /// What the last render presented, to call `onDismiss` once it goes away, and the
    /// dismissal the content's environment holds.
    @MainActor final class Memory {
        var presented: String?
        /// The latest render's way to dismiss.
        var dismiss: (@MainActor () -> Void)?
        /// `@Environment(\.dismiss)` in the content: one value for as long as the presenter
        /// is on the page, calling the latest `dismiss`, so that the content's environment is
        /// the same from one render to the next and its views can be reused (issue #16).
        private(set) lazy var action = DismissAction { [weak self] in self?.dismiss?() }
    }

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let nodes = content(path.modified, env)
        let memory = ctx.store.slot(StateStore.Key(path: path, viewType: Self.self, label: "presented")) { Memory() }
        // Dismissed by the user, by `dismiss()`, by the app setting the binding,
        // or replaced by another item: SwiftUI calls onDismiss in every case.
        if let was = memory.presented, was != presented, let onDismiss { ctx.afterRender(onDismiss) }
        memory.presented = presented
        guard let presented else {
            memory.dismiss = nil
            return nodes
        }
        memory.dismiss = dismiss
        let dismissAction = memory.action
        let id = path.child("pr" + presented)
        // A popover points at the presenting view (on wide windows), a menu at every width.
        let anchor = kind == .popover || kind == .menu ? nodes.lazy.compactMap(\.element).first?.id : nil
        let kind = self.kind
        let dismiss = self.dismiss
        let dialog = self.dialog
        ctx.presentations.append { ctx in
            let scope = PresentationScope(dismiss: dismiss, cache: ctx.usesCache ? ctx.cache : nil)
            // A full-screen cover has no interactive dismissal in SwiftUI (no swipe): only its own buttons.
            if kind == .cover { scope.interactiveDismissDisabled = true }
            let built = dialog(ctx, id, env.presenting(scope, dismiss: dismissAction), scope)
            scope.finish()
            var handlers = EventHandlers()
            handlers.dismiss = { [scope] in scope.dismissByUser() }
            ctx.register(id.raw, handlers)
            var attributes = [
                Attribute("class", "lv-dlg lv-" + kind.rawValue), Attribute("data-lv-modal", kind.rawValue),
                // The dialog enters and leaves with its own transition (liveui.css), not withAnimation's fade.
                Attribute("data-lv-in", ""),
            ]
            attributes += built.attributes
            if kind.lightDismiss { attributes.append(Attribute("data-lv-light", "")) }
            if scope.interactiveDismissDisabled { attributes.append(Attribute("data-lv-nodismiss", "")) }
            if let anchor { attributes.append(Attribute("data-lv-anchor", anchor)) }
            var style: [String] = []
            if kind == .sheet || kind == .popover, let height = PresentationDetent.cssHeight(scope) { style.append("--lv-h:" + height) }
            if let background = scope.background { style.append("background:" + background) }
            if !style.isEmpty { attributes.append(Attribute("style", style.joined(separator: ";"))) }
            return Element("dialog", id: id.raw, attributes: attributes, children: built.children)
        }
        return nodes
    }

    /// A Boolean presentation: shown while `isPresented` is true.
    static func boolean(
        _ kind: PresentationKind, _ isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)?,
        _ dialog: @escaping DialogBuilder
    ) -> PresentationModifier {
        PresentationModifier(
            kind: kind, presented: isPresented.wrappedValue ? "" : nil,
            dismiss: { if isPresented.wrappedValue { isPresented.wrappedValue = false } }, onDismiss: onDismiss,
            dialog: dialog)
    }

    /// An item presentation: shown while `item` is not nil; a different item is a new presentation.
    static func item<Item: Identifiable>(
        _ kind: PresentationKind, _ item: Binding<Item?>, onDismiss: (@MainActor () -> Void)?,
        _ dialog: @escaping @MainActor (Item) -> DialogBuilder
    ) -> PresentationModifier {
        let current = item.wrappedValue
        var builder: DialogBuilder = { _, _, _, _ in ([], []) }
        if let current { builder = dialog(current) }
        return PresentationModifier(
            kind: kind, presented: current.map { "k" + ViewPath.sanitize($0.id) },
            dismiss: { if item.wrappedValue != nil { item.wrappedValue = nil } }, onDismiss: onDismiss,
            dialog: builder)
    }
}

/// The body of a sheet, cover or popover: the content in a one-cell grid,
/// laid out as the page's root lays out a view.
@MainActor
func presentedContent<Content: View>(_ content: Content) -> DialogBuilder {
    { ctx, id, env, _ in
        let nodes = ctx.render(content, id.child(0), env)
        var body = Element("div", id: id.child("b").raw, attributes: [Attribute("class", "lv-dlg-body zs")], children: nodes)
        let (x, y) = Layout.expansion(of: nodes)
        body.setExpansion(x: x, y: y)
        return ([], [.element(body)])
    }
}

extension EnvironmentValues {
    /// What a presented view's content inherits: the presenter's values (its
    /// environment objects, styles, tint), its own dismissal, and none of the
    /// presenter's layout context (stack, button label, form, navigation column).
    @MainActor func presenting(_ scope: PresentationScope, dismiss: DismissAction) -> EnvironmentValues {
        var e = self
        e.dismiss = dismiss
        e.isPresented = true
        e.presentationScope = scope
        e.navigationLevel = nil
        e.listRows = nil  // a sheet opened from a list row is no list row itself
        // What a presented view sets reaches no reader around its presenter, as in SwiftUI
        // (it renders after the presenter's reader finished: each value would render the page again).
        e.preferenceSink = nil
        e.stackAxis = nil
        e.inPhrasing = false
        e.inForm = false
        e.pickerTags = nil
        e.submitActions = []
        e.offeredWidth = nil
        e.offeredHeight = nil
        return e
    }
}

extension RenderContext {
    /// Renders the dialogs presented during this render (and those their
    /// content presents, nested ones after their presenter, so they open on
    /// top). A presented view's title and navigation are its own: they must
    /// not become the page's title or URL, so the page's are kept.
    func renderPresentations() -> [Node] {
        guard !presentations.isEmpty else { return [] }
        let pageTitle = title
        let pageNavigation = navigation
        let pageRequest = requestedNavigation
        requestedNavigation = nil
        var nodes: [Node] = []
        var i = 0
        while i < presentations.count {
            nodes.append(.element(presentations[i](self)))
            i += 1
        }
        presentations = []
        title = pageTitle
        navigation = pageNavigation
        requestedNavigation = pageRequest
        return nodes
    }
}
