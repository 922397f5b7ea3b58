import LiveHTML

/// A box that groups related content, with an optional label above it, as
/// on iOS: a rounded, slightly darker background (`secondarySystemBackground`),
/// the label in the headline font, the content leading-aligned below, the
/// box as wide as it is offered. A `role=group`, named by its label when it
/// has one (its text), so screen readers announce the group.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content
    let name: String?

    /// A box with a label of any views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.name = nil
    }

    /// The pre-iOS 16 spelling: `GroupBox(label: Label("Sleep", systemImage: "bed.double")) { … }`.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
        self.name = nil
    }

    init(label: Label?, name: String?, content: Content) {
        self.label = label
        self.content = content
        self.name = name
    }

    public var body: some View {
        let box = VStack(alignment: .leading, spacing: 10) {
            if let label { label.font(.headline) }
            content
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color(.secondarySystemBackground)))
        .modifier(AttributeModifier(name: "role", value: "group"))
        if let name {
            box.modifier(AttributeModifier(name: "aria-label", value: name))
        } else {
            box
        }
    }
}

extension GroupBox where Label == EmptyView {
    /// A box with no label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(label: nil, name: nil, content: content())
    }
}

extension GroupBox where Label == Text {
    /// `GroupBox("Today") { … }`
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), name: String(title), content: content())
    }
}
