import LiveHTML

/// Sets an attribute on the view's outermost element (wrapping the view in a
/// box when it renders to several elements or to text alone). What the
/// modifier says wins over what the view set itself: an explicit
/// `.accessibilityLabel` replaces a text field's title as its label, as in SwiftUI.
struct AttributeModifier: PrimitiveModifier {
    let name: String
    let value: String

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        Layout.modify(content(path.modified, env), path, env, canMerge: { _ in true }) { e in
            e[attribute: name] = value
        }
    }
}

extension View {
    /// The label assistive technology reads for this view (`aria-label`);
    /// tests find buttons and fields by it too.
    public func accessibilityLabel(_ label: String) -> some View {
        modifier(AttributeModifier(name: "aria-label", value: label))
    }

    public func accessibilityLabel(_ label: Text) -> some View {
        accessibilityLabel(label.content)
    }

    /// A stable identifier for tests (`data-testid`), as UI tests use it in SwiftUI.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AttributeModifier(name: "data-testid", value: identifier))
    }
}
