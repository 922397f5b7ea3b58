import LiveHTML

/// A control that steps a value up and down: a group (labelled by the
/// stepper's title) with a Decrement and an Increment button, each also
/// described by the title, so a screen reader says "Increment, Quantity: 3".
/// With a range, each button is disabled at its end of it, and steps stop
/// at the bound.
public struct Stepper<Label: View>: View, PrimitiveView {
    let label: Label
    /// Nil when the direction is impossible (at a bound); the button is then disabled.
    let increment: (@MainActor () -> Void)?
    let decrement: (@MainActor () -> Void)?
    let onEditingChanged: @MainActor (Bool) -> Void

    public init(
        onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.increment = onIncrement
        self.decrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        let current = value.wrappedValue
        self.label = label()
        if current < bounds.upperBound {
            self.increment = { value.wrappedValue = Swift.min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        } else {
            self.increment = nil
        }
        if current > bounds.lowerBound {
            self.decrement = { value.wrappedValue = Swift.max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        } else {
            self.decrement = nil
        }
        self.onEditingChanged = onEditingChanged
    }

    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        self.decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        self.onEditingChanged = onEditingChanged
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        ctx.renderControl(self, path, env) { lower(ctx, path, env) }
    }

    private func lower(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.inPhrasing = true
        inner.stackAxis = .horizontal
        let titleID = path.child("t").raw
        let title = Element(
            "span", id: titleID, attributes: [Attribute("class", env.labelsHidden ? "st-t vh" : "st-t")],
            children: ctx.render(label, path.child("l"), inner))
        let buttons = Element(
            "span", id: path.child("b").raw, attributes: [Attribute("class", "st-b")],
            children: [
                button(path.child("d").raw, "Decrement", "−", decrement, titleID, ctx, env),
                button(path.child("i").raw, "Increment", "+", increment, titleID, ctx, env),
            ])
        return [
            .element(
                Element(
                    "div", id: path.raw,
                    attributes: [Attribute("class", "st lx"), Attribute("role", "group"), Attribute("aria-labelledby", titleID)],
                    children: [.element(title), .element(buttons)]))
        ]
    }

    private func button(
        _ id: String, _ name: String, _ glyph: String, _ action: (@MainActor () -> Void)?, _ titleID: String, _ ctx: RenderContext,
        _ env: EnvironmentValues
    ) -> Node {
        var e = Element(
            "button", id: id,
            attributes: [
                Attribute("type", "button"), Attribute("class", "st-s"), Attribute("aria-label", name),
                Attribute("aria-describedby", titleID),
            ],
            children: [.text(glyph)])
        if env.isEnabled, let action {
            var handlers = EventHandlers()
            let editing = onEditingChanged
            // A click is a whole press: editing begins and ends around the step.
            handlers.click = {
                editing(true)
                action()
                editing(false)
            }
            ctx.register(id, handlers)
        } else {
            e[attribute: "disabled"] = ""
        }
        return .element(e)
    }
}

extension Stepper where Label == Text {
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(String(title)) }
    }

    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(String(title)) }
    }

    public init<S: StringProtocol>(
        _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(String(title)) }
    }
}

// iOS 16's steppers with a format. On iOS they show the title only (a Mac's show the
// value in a field beside it), as here: the format is accepted and not shown.
extension Stepper where Label == Text {
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(title, value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(title, value: value, step: step, onEditingChanged: onEditingChanged)
    }
}

extension Stepper {
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
    }
}
