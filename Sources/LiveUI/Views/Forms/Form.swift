import LiveHTML

/// A container of grouped controls, as in a settings screen: a `<form>`
/// that never submits the page (`method="dialog"` outside a dialog does
/// nothing, even before the script loads). Its sections are cards of rows;
/// rows outside any section are grouped into cards of their own, as iOS does.
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.inForm = true
        inner.stackAxis = .horizontal
        // Under a path of their own: a single view rendered at the form's path would share its id.
        let nodes = ctx.render(content, path.child("c"), inner)
        var children: [Node] = []
        var loose: [Node] = []
        func flushLoose() {
            guard case .element(let first)? = loose.first(where: { if case .element = $0 { true } else { false } }) else {
                children += loose
                loose = []
                return
            }
            let rows = Section<EmptyView, EmptyView, EmptyView>.rows(loose)
            let body = Element("div", id: first.id + "b", attributes: [Attribute("class", "fs-b")], children: rows)
            children.append(
                .element(Element("div", id: first.id + "g", attributes: [Attribute("class", "fs")], children: [.element(body)])))
            loose = []
        }
        for node in nodes {
            if case .element(let e) = node, e.hasClass("fs") {
                flushLoose()
                children.append(node)
            } else {
                loose.append(node)
            }
        }
        flushLoose()
        var classes = "fm lx ly"
        if let style = env.formStyleClass { classes += " " + style }
        return [
            .element(
                Element(
                    "form", id: path.raw,
                    attributes: [Attribute("class", classes), Attribute("method", "dialog"), Attribute("novalidate", "")],
                    children: children))
        ]
    }
}

/// How a form arranges its sections (`.formStyle(_:)`).
public protocol FormStyle: Sendable {
    var _cssClass: String? { get }
}

/// Sections as rounded cards on a grey background, like iOS settings (the default).
public struct GroupedFormStyle: FormStyle {
    public init() {}
    public var _cssClass: String? { nil }
}

/// Labels in a column on the left of their controls, like macOS preferences.
public struct ColumnsFormStyle: FormStyle {
    public init() {}
    public var _cssClass: String? { "fm-cols" }
}

public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public var _cssClass: String? { nil }
}

extension FormStyle where Self == GroupedFormStyle { public static var grouped: Self { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: Self { .init() } }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: Self { .init() } }

extension View {
    @inlinable public func formStyle<S: FormStyle>(_ style: S) -> some View {
        modifier(ModifierFactory.formStyle(style))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func formStyle<S: FormStyle>(_ style: S) -> some ViewModifier {
        let cssClass = style._cssClass
        return EnvironmentModifier { $0.formStyleClass = cssClass }
    }
}
