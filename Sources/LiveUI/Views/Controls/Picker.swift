import LiveHTML

/// A control for choosing one of a set of tagged values.
///
/// Options are the content's views marked with `.tag(_:)`, or the items of a
/// `ForEach` (tagged with their ids). The page only sees option indices; the
/// server maps an index back to its tag. Lowering, by `.pickerStyle(_:)`:
/// - `.menu` / `.automatic` (default): a `<select>` in a `<label>` with the title;
/// - `.segmented`: a `<fieldset>` of radio buttons drawn as a segmented control;
/// - `.inline`, `.wheel`, `.radioGroup`, `.palette`: a `<fieldset>` of radio buttons, one per line.
/// Radio inputs keep native keyboard behaviour (arrow keys move the choice).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// The iOS 13 spelling, still common in tutorials: `Picker(selection: $x, label: Text("…")) { … }`.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.content = content()
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        let collector = PickerTagCollector()
        var inner = env
        inner.pickerTags = collector
        inner.inPhrasing = true
        inner.stackAxis = .horizontal
        let options = collector.options(in: ctx.render(content, path.child("o"), inner))
        inner.pickerTags = nil
        let title = ctx.render(label, path.child("l"), inner)
        let current = AnyHashable(selection.wrappedValue)
        let selected = options.firstIndex { $0.tag == current }

        var handlers = EventHandlers()
        let binding = selection
        let tags = options.map(\.tag)
        handlers.input = { value in
            // An index the page could not have shown is ignored, like any stale event.
            guard let index = Int(value), tags.indices.contains(index), let tag = tags[index].base as? SelectionValue else { return }
            binding.wrappedValue = tag
        }
        // In a menu, SwiftUI shows a picker's options inline, the chosen one checked.
        if env.inMenu { return [menuItems(path, env, title: title, options: options, selected: selected, ctx)] }
        switch env.pickerStyleKind {
        case .menu:
            return [menu(path, env, title: title, options: options, selected: selected, ctx, &handlers)]
        case .segmented, .list:
            return [radios(path, env, title: title, options: options, selected: selected, ctx, &handlers)]
        }
    }

    private func titleClass(_ env: EnvironmentValues) -> String { env.labelsHidden ? "pk-t vh" : "pk-t" }

    private func menu(
        _ path: ViewPath, _ env: EnvironmentValues, title: [Node], options: [(tag: AnyHashable, label: Element)], selected: Int?,
        _ ctx: RenderContext, _ handlers: inout EventHandlers
    ) -> Node {
        var items: [Node] = []
        if selected == nil {
            // SwiftUI shows no choice when the selection matches no tag; a select would show its first option.
            items.append(
                .element(
                    Element(
                        "option", id: path.child("n").raw,
                        attributes: [Attribute("value", ""), Attribute("selected", ""), Attribute("disabled", "")])))
        }
        for (index, option) in options.enumerated() {
            var o = Element(
                "option", id: path.child("v\(index)").raw, attributes: [Attribute("value", String(index))],
                children: [.text(option.label.textContent)])
            if index == selected { o[attribute: "selected"] = "" }
            items.append(.element(o))
        }
        let selectID = path.child("s").raw
        var select = Element("select", id: selectID, attributes: [Attribute("class", "pk-s")], children: items)
        if env.isEnabled {
            handlers.recordInput = { e, value in
                for i in e.children.indices {
                    guard case .element(var o) = e.children[i] else { continue }
                    o[attribute: "selected"] = o[attribute: "value"] == value ? "" : nil
                    e.children[i] = .element(o)
                }
            }
            ctx.register(selectID, handlers)
        } else {
            select[attribute: "disabled"] = ""
        }
        let caption = Element("span", id: path.child("t").raw, attributes: [Attribute("class", titleClass(env))], children: title)
        return .element(
            Element("label", id: path.raw, attributes: [Attribute("class", "pk pm")], children: [.element(caption), .element(select)]))
    }

    /// The options as menu items (`menuitemradio`, the chosen one checked), in a group named by the title.
    private func menuItems(
        _ path: ViewPath, _ env: EnvironmentValues, title: [Node], options: [(tag: AnyHashable, label: Element)], selected: Int?,
        _ ctx: RenderContext
    ) -> Node {
        let titleID = path.child("t").raw
        var children: [Node] = [.element(Element("span", id: titleID, attributes: [Attribute("class", "vh")], children: title))]
        let binding = selection
        for (index, option) in options.enumerated() {
            var choose: (@MainActor () -> Void)?
            if env.isEnabled, let tag = option.tag.base as? SelectionValue { choose = { binding.wrappedValue = tag } }
            let item = MenuItems.checkable(
                id: path.child("m\(index)").raw, role: "menuitemradio", checked: index == selected,
                title: [.text(option.label.textContent)], choose: choose, ctx)
            children.append(.element(item))
        }
        return .element(
            Element(
                "div", id: path.raw,
                attributes: [Attribute("class", "mn-g"), Attribute("role", "group"), Attribute("aria-labelledby", titleID)],
                children: children))
    }

    private func radios(
        _ path: ViewPath, _ env: EnvironmentValues, title: [Node], options: [(tag: AnyHashable, label: Element)], selected: Int?,
        _ ctx: RenderContext, _ handlers: inout EventHandlers
    ) -> Node {
        let group = path.raw
        var items: [Node] = []
        for (index, option) in options.enumerated() {
            var radio = Element(
                "input", id: path.child("r\(index)").raw,
                attributes: [Attribute("type", "radio"), Attribute("name", group), Attribute("value", String(index))])
            if index == selected { radio[attribute: "checked"] = "" }
            if !env.isEnabled { radio[attribute: "disabled"] = "" }
            items.append(
                .element(
                    Element(
                        "label", id: path.child("p\(index)").raw, attributes: [Attribute("class", "pk-o")],
                        children: [.element(radio), .element(option.label)])))
        }
        if env.isEnabled {
            handlers.recordInput = { e, value in Self.check(&e, value) }
            ctx.register(group, handlers)
        }
        // A segmented control shows no title (as on iOS); screen readers still announce it.
        let legendClass = env.pickerStyleKind == .segmented ? "pk-t vh" : titleClass(env)
        let legend = Element("legend", id: path.child("t").raw, attributes: [Attribute("class", legendClass)], children: title)
        let style = env.pickerStyleKind == .segmented ? "pk seg" : "pk rl"
        return .element(
            Element("fieldset", id: group, attributes: [Attribute("class", style)], children: [.element(legend)] + items))
    }

    /// Marks the radio whose value is `value` checked, and no other.
    static func check(_ e: inout Element, _ value: String) {
        if e.tag == "input" {
            e[attribute: "checked"] = e[attribute: "value"] == value ? "" : nil
            return
        }
        for i in e.children.indices {
            guard case .element(var child) = e.children[i] else { continue }
            check(&child, value)
            e.children[i] = .element(child)
        }
    }
}

extension Picker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(String(title)) }
    }
}

// MARK: Styles

/// How a picker presents its options.
public protocol PickerStyle: Sendable {
    var _kind: PickerStyleKind { get }
}

/// The three lowerings: a `<select>`, a segmented radio group, a radio list.
public enum PickerStyleKind: Sendable, Equatable {
    case menu, segmented, list
}

public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .menu }
}

public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .menu }
}

public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .segmented }
}

/// Wheels, inline lists, radio groups and palettes all show every option at
/// once; on a web page that is a list of radio buttons.
public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .list }
}

public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .list }
}

public struct RadioGroupPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .list }
}

public struct PalettePickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .list }
}

/// Pushing a list of options onto a navigation stack is shown as a `<select>`, which needs no new page.
public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerStyleKind { .menu }
}

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == RadioGroupPickerStyle { public static var radioGroup: RadioGroupPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { .init() }
}

extension View {
    @inlinable public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modifier(ModifierFactory.pickerStyle(style))
    }

    /// Hides the titles of controls below (Picker, Toggle, Slider, Stepper,
    /// DatePicker) from sight; screen readers still announce them.
    @inlinable public func labelsHidden() -> some View {
        modifier(ModifierFactory.labelsHidden())
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func labelsHidden() -> some ViewModifier {
        EnvironmentModifier { $0.labelsHidden = true }
    }

    @usableFromInline static func pickerStyle<S: PickerStyle>(_ style: S) -> some ViewModifier {
        let kind = style._kind
        return EnvironmentModifier { $0.pickerStyleKind = kind }
    }
}
