import LiveHTML

/// Sets an attribute on the view's outermost element (wrapping the view in a
/// box when it renders to several elements or to text alone). What the
/// modifier says wins over what the view set itself: an explicit
/// `.accessibilityLabel` replaces a text field's title as its label, as in SwiftUI.
struct AttributeModifier: PrimitiveModifier {
    let name: String
    /// Nil sets nothing (an optional attribute: a share link's subject).
    let value: String?

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        guard let value else { return content(path.modified, env) }
        return Layout.modify(content(path.modified, env), path, env, canMerge: { _ in true }) { e in
            e[attribute: name] = value
        }
    }
}

// MARK: Label, value, hint, hidden, identifier (issue #17 item 4)

extension View {
    /// The label assistive technology reads for this view: `aria-label` on
    /// controls, images and groups of controls; on plain text, a visually
    /// hidden label read instead of the text shown (ARIA gives generic
    /// elements no name). Tests find views by it too.
    @inlinable public func accessibilityLabel(_ label: Text) -> some View {
        modifier(ModifierFactory.accessibilityLabel(label))
    }

    /// A literal label: its Markdown is read as plain text.
    @inlinable public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    @_disfavoredOverload
    @inlinable public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(verbatim: String(label)))
    }

    /// What happens when the user acts on the view, read after its label and
    /// role: `aria-description` (after the value, if any).
    @inlinable public func accessibilityHint(_ hint: Text) -> some View {
        modifier(ModifierFactory.accessibilityHint(hint))
    }

    @inlinable public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibilityHint(Text(hintKey)) }

    @_disfavoredOverload
    @inlinable public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibilityHint(Text(verbatim: String(hint))) }

    /// The view's current value: `aria-valuetext` on sliders, steppers and
    /// progress views; on other views it is read after the label and role
    /// (`aria-description`, before the hint).
    @inlinable public func accessibilityValue(_ value: Text) -> some View {
        modifier(ModifierFactory.accessibilityValue(value))
    }

    @inlinable public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibilityValue(Text(valueKey)) }

    @_disfavoredOverload
    @inlinable public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibilityValue(Text(verbatim: String(value)))
    }

    /// Hides the view from assistive technology (`aria-hidden`); it stays on
    /// screen. A hidden control can still take the keyboard focus on the web,
    /// so hide decorations, not controls.
    @inlinable public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(ModifierFactory.accessibilityHidden(hidden))
    }

    /// A stable identifier for tests (`data-testid`), as UI tests use it in SwiftUI.
    @inlinable public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(ModifierFactory.accessibilityIdentifier(identifier))
    }

    /// Other names Voice Control users may say. Web speech tools match the
    /// accessible name only, so these are accepted and not rendered.
    @inlinable public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    @inlinable public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }

    @_disfavoredOverload
    @inlinable public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func accessibilityLabel(_ label: Text) -> some ViewModifier {
        AccessibilityChange { e in AccessibilityRendering.setLabel(&e, label.content) }
    }

    @usableFromInline static func accessibilityHint(_ hint: Text) -> some ViewModifier {
        AccessibilityChange { e in AccessibilityRendering.describe(&e, suffix: hint.content) }
    }

    @usableFromInline static func accessibilityValue(_ value: Text) -> some ViewModifier {
        AccessibilityChange { e in
            if let range = AccessibilityRendering.rangeID(in: e) {
                e.update(id: range) { $0[attribute: "aria-valuetext"] = value.content }
            } else {
                AccessibilityRendering.describe(&e, prefix: value.content)
            }
        }
    }

    @usableFromInline static func accessibilityHidden(_ hidden: Bool) -> some ViewModifier {
        AccessibilityChange { e in e[attribute: "aria-hidden"] = hidden ? "true" : nil }
    }

    @usableFromInline static func accessibilityIdentifier(_ identifier: String) -> some ViewModifier {
        AttributeModifier(name: "data-testid", value: identifier)
    }
}
