import LiveHTML

/// A label that shows or hides its content, as on iOS: the label with a
/// chevron at the trailing edge, which turns down when the content shows;
/// collapsed at first unless `isExpanded` says otherwise. The label is a
/// `<button aria-expanded>`, so screen readers say whether the group is open.
/// In a `List`, the content stays in the group's row (SwiftUI gives each of
/// its views a row of its own, indented).
public struct DisclosureGroup<Label: View, Content: View>: View {
    @State private var expandedHere = false
    let isExpanded: Binding<Bool>?
    let label: Label
    let content: Content

    /// Collapsed at first; the group keeps whether it is expanded itself.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = nil
        self.label = label()
        self.content = content()
    }

    /// Expanded while `isExpanded` is true; a click on the label toggles it.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        let expanded = isExpanded ?? $expandedHere
        VStack(alignment: .leading, spacing: 8) {
            Button {
                withAnimation { expanded.wrappedValue.toggle() }
            } label: {
                HStack {
                    label
                    Spacer()
                    Image(systemName: "chevron.right")
                        .foregroundStyle(.tint)
                        .rotationEffect(.degrees(expanded.wrappedValue ? 90 : 0))
                }
            }
            .buttonStyle(.plain)
            .modifier(AttributeModifier(name: "aria-expanded", value: expanded.wrappedValue ? "true" : "false"))
            if expanded.wrappedValue {
                content
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

extension DisclosureGroup where Label == Text {
    /// `DisclosureGroup("Advanced") { … }`
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// `DisclosureGroup("Advanced", isExpanded: $showsAdvanced) { … }`
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
