import LiveHTML

/// A group of rows with an optional header and footer. In a `Form` it is a
/// `<fieldset>` whose `<legend>` is the header, so a screen reader names the
/// group when the user enters one of its fields; elsewhere (a `List`, a
/// stack) a `<section>` labelled by its header. The footer describes the group.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent?
    let content: Content
    let footer: Footer?

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.stackAxis = .horizontal
        // Rendered once: a second render would record the rows' swipe actions
        // and handlers twice (issue #14: a Section's swipe buttons doubled).
        let contentNodes = ctx.render(content, path.child("c"), inner)
        let body: Element
        // MARK: Lists: in a List, the rows are list rows (Views/Lists/ListRows.swift).
        var listRole: String?
        if let rows = env.listRows, !env.inForm {
            rows.noteWrapped()
            body = Element(
                "ul", id: path.child("b").raw,
                attributes: [Attribute("class", "fs-b"), Attribute("role", rows.selection == nil ? "list" : "none")],
                children: ListRows.wrap(contentNodes, ctx, inner, rows))
            if rows.selection != nil { listRole = "group" }
        } else {
            body = Element("div", id: path.child("b").raw, attributes: [Attribute("class", "fs-b")], children: Self.rows(contentNodes))
        }
        var phrasing = env
        phrasing.inPhrasing = true
        phrasing.stackAxis = .horizontal
        var children: [Node] = []
        var attributes = [Attribute("class", "fs")]
        if let listRole { attributes.append(Attribute("role", listRole)) }
        if let header {
            let id = path.child("h").raw
            let nodes = ctx.render(header, path.child("hc"), phrasing)
            // MARK: Accessibility (issue 17): a section's header is a heading (its
            // level follows the page's outline, see HeadingOutline), except among a
            // listbox's options, where only the group's name may stand.
            if env.inForm {
                let heading = Element("h2", id: path.child("hh").raw, children: nodes)
                children.append(.element(Element("legend", id: id, attributes: [Attribute("class", "fs-h")], children: [.element(heading)])))
            } else {
                attributes.append(Attribute("aria-labelledby", id))
                let role = listRole == "group" ? [] : [Attribute("role", "heading"), Attribute("aria-level", "2")]
                children.append(
                    .element(Element("div", id: id, attributes: [Attribute("class", "fs-h")] + role, children: nodes)))
            }
        }
        children.append(.element(body))
        if let footer {
            let id = path.child("f").raw
            attributes.append(Attribute("aria-describedby", id))
            children.append(
                .element(
                    Element("p", id: id, attributes: [Attribute("class", "fs-f")], children: ctx.render(footer, path.child("fc"), phrasing))
                ))
        }
        return [.element(Element(env.inForm ? "fieldset" : "section", id: path.raw, attributes: attributes, children: children))]
    }

    /// Each top-level view of the content is one row.
    static func rows(_ nodes: [Node]) -> [Node] {
        nodes.map { node in
            guard case .element(let e) = node else { return node }
            if e.hasClass("fs-row") { return node }  // a row already (FormRowActions)
            return .element(Element("div", id: e.id + "r", attributes: [Attribute("class", "fs-row")], children: [node]))
        }
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// `Section("Account") { … }`
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: nil)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: nil, content: content(), footer: nil)
    }
}

extension Section {
    /// `Section { … } header: { … } footer: { … }`
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    /// The pre-iOS 15 spelling: `Section(header: Text("…"), footer: Text("…")) { … }`.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: nil)
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: nil)
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: nil, content: content(), footer: footer())
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: nil, content: content(), footer: footer)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Collapsible sections (iOS 17) are not supported: said at compile time, not ignored.
    @available(*, unavailable, message: "LiveUI does not support collapsible sections (isExpanded:) yet, see issue #12")
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        fatalError("unavailable")
    }
}
