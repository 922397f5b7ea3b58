import LiveHTML

/// `.safeAreaInset(edge:…)`: a bar along one edge of a view (a message
/// field under a chat's list, a summary over a scroll view), which the view's
/// content scrolls clear of, as in SwiftUI.
///
/// A page has no safe area to shrink, so the bar is placed where SwiftUI
/// shows it and kept there with `position: sticky`:
/// - on a vertical `ScrollView` (an overflow box of its own), the bar is
///   the box's first or last child, stuck to its top or bottom while the
///   content scrolls under it, and the content's ends scroll clear of it;
/// - on anything else (a `List`, a stack), the view and the bar share a
///   column (a row for a leading or trailing bar), the bar stuck to the
///   window's edge while the view scrolls with the page.
struct SafeAreaInsetModifier<Inset: View>: PrimitiveModifier {
    enum Edge: Equatable {
        case top, bottom, leading, trailing
        var css: String {
            switch self {
            case .top: return "sai-t"
            case .bottom: return "sai-b"
            case .leading: return "sai-l"
            case .trailing: return "sai-r"
            }
        }
        var first: Bool { self == .top || self == .leading }
        /// The margin that keeps `spacing` between the bar and the view.
        var spacingMargin: String {
            switch self {
            case .top: return "margin-bottom"
            case .bottom: return "margin-top"
            case .leading: return "margin-right"
            case .trailing: return "margin-left"
            }
        }
    }

    let edge: Edge
    /// CSS `justify-self`/`align-self` of the bar's content across the bar.
    let alignment: String
    let spacing: CGFloat?
    let inset: Inset

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        let front = content(path.modified, env)
        var barEnv = env
        barEnv.stackAxis = nil
        let barContent = ctx.render(inset, path.child("si"), barEnv)
        var bar = Layout.container(path.child("sb"), env, classes: "sai-bar " + edge.css, children: barContent) { _ in (false, false) }
        bar.addStyle("--sai-a", alignment)
        if let spacing, spacing > 0 {
            bar.addStyle(edge.spacingMargin, Layout.px(spacing))
        }
        // A vertical scroll view takes the bar inside, where sticking to its edge keeps it in view.
        if edge == .top || edge == .bottom, front.count == 1, case .element(var scroller) = front[0], scroller.hasClass("sv-y") {
            if !stack(bar, onto: &scroller, path) {
                if edge.first { scroller.children.insert(.element(bar), at: 0) } else { scroller.children.append(.element(bar)) }
            }
            return [.element(scroller)]
        }
        // An inset on a view that has one on the same edge: the bars are stacked, not drawn over each other.
        if front.count == 1, case .element(var inner) = front[0], inner.hasClass("sai"), inner.hasClass(edge.css),
            stack(bar, onto: &inner, path)
        {
            return [.element(inner)]
        }
        let expansion = Layout.expansion(of: front)
        let children = edge.first ? [.element(bar)] + front : front + [.element(bar)]
        return [.element(Layout.container(path, env, classes: "sai " + edge.css, children: children) { _ in expansion })]
    }

    /// Stacks `bar` with the bar `box` already has at this edge (its first or last child), the
    /// outer one (this) nearer the edge, as SwiftUI does: one sticky group holds both. False if
    /// `box` has no bar there.
    private func stack(_ bar: Element, onto box: inout Element, _ path: ViewPath) -> Bool {
        let index = edge.first ? box.children.startIndex : box.children.index(before: box.children.endIndex)
        guard !box.children.isEmpty, case .element(var existing) = box.children[index], existing.hasClass("sai-bar"),
            existing.hasClass(edge.css)
        else { return false }
        if !existing.hasClass("sai-grp") {
            existing = Element("div", id: path.child("sg").raw, attributes: [Attribute("class", "sai-bar sai-grp " + edge.css)], children: [.element(existing)])
        }
        if edge.first { existing.children.insert(.element(bar), at: 0) } else { existing.children.append(.element(bar)) }
        box.children[index] = .element(existing)
        return true
    }
}

extension View {
    /// Shows `content` along the top or bottom edge, the view's content scrolling clear of it.
    @inlinable public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(ModifierFactory.safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content))
    }

    /// Shows `content` along the leading or trailing edge.
    @inlinable public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(ModifierFactory.safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment, spacing: CGFloat?, content: () -> V
    ) -> some ViewModifier {
        SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom, alignment: alignment.css, spacing: spacing, inset: content())
    }

    @usableFromInline static func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment, spacing: CGFloat?, content: () -> V
    ) -> some ViewModifier {
        SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing, alignment: alignment.css, spacing: spacing, inset: content())
    }
}
