import Foundation
import LiveHTML

/// TabView: one tab's content at a time, and a bar of tabs (a WAI-ARIA tab
/// list) to choose another, or pages with index dots (`.tabViewStyle(.page)`).
///
/// As in SwiftUI, tabs not shown keep their state (`@State`, a navigation
/// stack's path) but do not render: a tab's `onAppear` runs each time it is
/// shown and its `onDisappear` when another is chosen, and its `.task` is
/// cancelled when it is left (TabCollector.swift says how).
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    public typealias Body = Never

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// One tab as the bar shows it.
    private struct Shown {
        let key: String
        var entry: TabCollector.Entry?
        var nodes: [Node]
    }

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        let target = ctx.store.target
        let own = ctx.store.slot(StateStore.Key(path: path, viewType: TabViewState.self, label: "tab")) {
            let state = TabViewState()
            state.onChange = { [weak target] in target?.invalidate(animation: Transaction.currentAnimation) }
            return state
        }
        let chosen: TabCollector.Selection = selection.map { .tag(AnyHashable($0.wrappedValue)) } ?? .own(own.key)
        let style = env.tabViewStyle
        let paging: Bool
        if case .page = style { paging = true } else { paging = false }
        let tabs = TabCollector(selection: chosen, paging: paging)
        var inner = env
        inner.tabs = tabs
        inner.pickerTags = nil
        inner.listRows = nil
        ctx.tabViewsRendering += 1
        let nodes = ctx.render(content, path.child("t"), inner)
        ctx.tabViewsRendering -= 1

        // The tabs in page order: an entry's elements, or an element no item claimed (a tab too, unnamed).
        var shown: [Shown] = []
        for node in nodes {
            guard case .element(var e) = node else { continue }
            let index = tabs.claim(&e, ctx)
            let entry = index.map { tabs.entries[$0] }
            let key = entry?.key ?? e.id
            if let last = shown.last, last.key == key {
                shown[shown.count - 1].nodes.append(.element(e))
            } else {
                shown.append(Shown(key: key, entry: entry, nodes: [.element(e)]))
            }
        }
        let current = selectedIndex(shown, chosen, own, ctx)
        if let selection { warnAboutTags(shown, selection, ctx) }

        let hidesDots: Bool
        if case .page(let dots) = style { hidesDots = dots == .never || (dots == .automatic && shown.count < 2) } else { hidesDots = false }
        var panel = Element(
            "div", id: path.child("p").raw, attributes: [Attribute("class", "tv-panel zs")], children: current.map { shown[$0].nodes } ?? []
        )
        // Without its dots a page is no tab panel: nothing on the page names it or chooses it.
        if !hidesDots {
            panel[attribute: "role"] = "tabpanel"
            if let current { panel[attribute: "aria-labelledby"] = shown[current].key + "tb" }
        }
        let (x, y) = Layout.expansion(of: panel.children)
        panel.setExpansion(x: x, y: y)

        var bar = Element(
            "div", id: path.child("b").raw,
            attributes: [Attribute("class", paging ? "tv-dots" : "tv-bar"), Attribute("role", "tablist")])
        bar[attribute: "aria-label"] = paging ? "Pages" : "Tabs"
        var labelEnv = env
        labelEnv.inPhrasing = true
        labelEnv.labelStyleKind = .titleAndIcon
        labelEnv.customLabelStyle = nil
        labelEnv.stackAxis = nil
        labelEnv.decorativeImages = true
        for (i, tab) in shown.enumerated() {
            let id = tab.key + "tb"
            var button = Element(
                "button", id: id,
                attributes: [
                    Attribute("type", "button"), Attribute("role", "tab"), Attribute("class", paging ? "tv-dot" : "tv-tab"),
                    Attribute("aria-selected", i == current ? "true" : "false"),
                ])
            if i == current { button[attribute: "aria-controls"] = panel.id }
            if paging {
                button[attribute: "aria-label"] = "Page \(i + 1) of \(shown.count)"
            } else {
                var children: [Node] = []
                if let label = tab.entry?.label {
                    // Its images are decorative beside a title (a `Label`'s icon is anyway), as VoiceOver
                    // reads a tab by its title; an item that is an image alone is named by the image.
                    children = ctx.render(label, ViewPath(raw: tab.key + "tl"), labelEnv)
                    if Self.isUnnamed(children) {
                        var named = labelEnv
                        named.decorativeImages = false
                        children = ctx.render(label, ViewPath(raw: tab.key + "tl"), named)
                    }
                }
                if children.isEmpty || Self.isUnnamed(children) { button[attribute: "aria-label"] = "Tab \(i + 1) of \(shown.count)" }
                if let badge = tab.entry?.badge {
                    children.append(
                        .element(
                            Element(
                                "span", id: id + "d", attributes: [Attribute("class", "tv-badge"), Attribute("aria-hidden", "true")],
                                children: [.text(badge)])))
                    button[attribute: "aria-describedby"] = id + "d"
                }
                button.children = children
            }
            if env.isEnabled {
                var handlers = EventHandlers()
                handlers.click = select(tab, own)
                ctx.register(id, handlers)
            } else {
                button[attribute: "disabled"] = ""
            }
            bar.children.append(.element(button))
        }
        var classes = paging ? "tv tv-page lx ly" : "tv lx ly"
        if hidesDots { classes += " tv-nodots" }
        var children: [Node] = [.element(panel)]
        if !hidesDots { children.append(.element(bar)) }
        return [.element(Element("div", id: path.raw, attributes: [Attribute("class", classes)], children: children))]
    }

    /// Which of `shown` is the shown tab. A tab of the tab view's own choosing that is gone
    /// (an `if` took it away) gives way to the first tab, at once (a follow-up render).
    private func selectedIndex(_ shown: [Shown], _ chosen: TabCollector.Selection, _ own: TabViewState, _ ctx: RenderContext) -> Int? {
        switch chosen {
        case .own(let key):
            if let key {
                if let i = shown.firstIndex(where: { $0.key == key }) { return i }
                ctx.followUp { own.key = nil }
                return nil
            }
            return shown.isEmpty ? nil : 0
        case .tag(let value):
            if let i = shown.firstIndex(where: { $0.entry?.effectiveTag == value }) { return i }
            if !shown.isEmpty { ctx.warn("TabView's selection \(value.base) is the tag of none of its tabs: no tab is shown") }
            return nil
        }
    }

    /// A tab whose `.tag` is not of the selection's type can never be chosen: SwiftUI says
    /// nothing and the tab bar seems broken; the log says why.
    private func warnAboutTags(_ shown: [Shown], _ selection: Binding<SelectionValue>, _ ctx: RenderContext) {
        for tab in shown {
            guard let tag = tab.entry?.tag, !(tag.base is SelectionValue) else { continue }
            ctx.warn(
                "a tab's .tag(\(tag.base)) is a \(type(of: tag.base)), but TabView's selection is a Binding<\(SelectionValue.self)>: the tab can never be chosen"
            )
        }
    }

    private func select(_ tab: Shown, _ own: TabViewState) -> @MainActor () -> Void {
        let key = tab.key
        guard let selection else { return { own.key = key } }
        guard let value = tab.entry?.effectiveTag?.base as? SelectionValue else { return {} }
        return { selection.wrappedValue = value }
    }

    /// Whether a label rendered nothing a screen reader could name a button by.
    private static func isUnnamed(_ nodes: [Node]) -> Bool {
        var text = ""
        for node in nodes {
            if case .element(let e) = node, e[attribute: "aria-label"] != nil { return false }
            text += node.textContent
        }
        return text.allSatisfy(\.isWhitespace)
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs the tab view chooses among itself: the first is shown first.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// The tab a `TabView` without a `selection:` shows, by the tab's key.
@MainActor
final class TabViewState {
    var key: String? {
        didSet { if key != oldValue { onChange?() } }
    }
    var onChange: (() -> Void)?
}
