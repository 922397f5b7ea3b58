import LiveHTML

/// How a view's children appear to assistive technology: `.accessibilityElement(children:)`.
public struct AccessibilityChildBehavior: Sendable, Hashable {
    let name: String
    /// One element; its children are not read (give it an `accessibilityLabel`).
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// One element whose children are read together.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// A container of its children, each its own element.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

extension View {
    /// Makes the view one accessibility element, or a container of its children.
    ///
    /// - `.ignore`: a `role=group` whose children are hidden from screen
    ///   readers (`aria-hidden`), read as its `accessibilityLabel`.
    /// - `.combine`: the same, named by the children's texts joined with
    ///   commas (or its own label).
    /// - `.contain`: a `role=group` whose children keep their own elements,
    ///   in the order `.accessibilitySortPriority` gives them.
    ///
    /// The children of a view with controls inside are not hidden: hiding
    /// controls that still take the keyboard focus would leave keyboard
    /// users on elements nobody can read.
    @inlinable public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(ModifierFactory.accessibilityElement(children: children))
    }

    /// Reading order inside the nearest `.accessibilityElement(children: .contain)`:
    /// higher priorities are read (and reached with Tab) first.
    @inlinable public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        modifier(ModifierFactory.accessibilitySortPriority(sortPriority))
    }
}

/// Sort priorities become DOM order, which every screen reader and the Tab
/// key follow (`aria-flowto` is honoured by one screen reader only); the
/// CSS `order` of each moved child keeps it where it was drawn.
@MainActor
enum AccessibilitySorting {
    static func format(_ p: Double) -> String {
        p.rounded() == p && abs(p) < 1e15 ? String(Int(p)) : String(p)
    }

    static func sortChildren(_ e: inout Element) {
        var keyed: [(priority: Double, drawn: Int, node: Node)] = []
        var any = false
        var drawn = 0
        for child in e.children {
            var priority = 0.0
            if case .element(let c) = child, let p = c[attribute: "data-lv-sort"].flatMap(Double.init) {
                priority = p
                any = true
            }
            keyed.append((priority, drawn, child))
            drawn += 1
        }
        guard any else { return }
        // Stable: equal priorities keep their drawn order.
        keyed.sort { a, b in a.priority != b.priority ? a.priority > b.priority : a.drawn < b.drawn }
        let moved = keyed.enumerated().contains { $0.offset != $0.element.drawn }
        guard moved else { return }
        e.children = keyed.map { item in
            guard case .element(var c) = item.node else { return item.node }
            c.addStyle("order", String(item.drawn))
            return .element(c)
        }
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func accessibilityElement(children: AccessibilityChildBehavior) -> some ViewModifier {
        AccessibilityChange(canMerge: { !$0.isVoid }) { e in
            switch children.name {
            case "contain":
                if AccessibilityRendering.takesName(e) == false { e[attribute: "role"] = "group" }
                AccessibilitySorting.sortChildren(&e)
            default:
                // One node of the accessibility tree, as one SwiftUI element: a named group.
                let combined = children == .combine ? AccessibilityRendering.combinedLabel(e) : ""
                if !AccessibilityRendering.takesName(e) { e[attribute: "role"] = "group" }
                AccessibilityRendering.promoteHiddenTexts(&e)
                if !AccessibilityRendering.hasFocusable(e) { AccessibilityRendering.hideChildren(&e) }
                if e[attribute: "aria-label"] == nil, !combined.isEmpty { e[attribute: "aria-label"] = combined }
            }
        }
    }

    @usableFromInline static func accessibilitySortPriority(_ sortPriority: Double) -> some ViewModifier {
        AttributeModifier(name: "data-lv-sort", value: AccessibilitySorting.format(sortPriority))
    }
}
