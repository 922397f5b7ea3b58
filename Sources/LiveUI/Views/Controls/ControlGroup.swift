import LiveHTML

/// ControlGroup: related controls side by side, as one `role=group` (named by
/// its title, when it has one). Every control group style is drawn this way.
public struct ControlGroup<Content: View, GroupLabel: View>: View, PrimitiveView {
    let content: Content
    let label: GroupLabel?

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.stackAxis = .horizontal
        var group = Element(
            "div", id: path.raw, attributes: [Attribute("class", "hs cg"), Attribute("role", "group")],
            children: ctx.render(content, path.child("c"), inner))
        if let label {
            var labelEnv = env
            labelEnv.inPhrasing = true
            let name = ctx.render(label, path.child("l"), labelEnv).map(\.textContent).joined()
            if !name.isEmpty { group[attribute: "aria-label"] = name }
        }
        return [.element(group)]
    }
}

extension ControlGroup where GroupLabel == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = nil
    }
}

extension ControlGroup where GroupLabel == Text {
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = Text(verbatim: title)
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = Text(titleKey)
    }
}

extension ControlGroup where GroupLabel == Label<Text, Image> {
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = Label(title, systemImage: systemImage)
    }
}

extension ControlGroup {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> GroupLabel) {
        self.content = content()
        self.label = label()
    }
}

/// How a control group looks: accepted; every group is drawn as its controls side by side.
public protocol ControlGroupStyle: Sendable {}

public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
}

public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}
}

public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}
}

public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension View {
    /// Accepted (see `ControlGroupStyle`).
    @inlinable public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
