import LiveHTML

/// A control for choosing a value from a range: `<input type="range">`.
///
/// While the thumb is dragged, `liveui.js` sends the value at most every
/// 50 ms (`input` events) and always sends the exact final value when the
/// drag ends (`change`). `onEditingChanged(true)` runs at the first value of
/// a drag, `onEditingChanged(false)` at its end. The label is not shown (as
/// on iOS) but is the control's accessible name; the minimum and maximum
/// value labels sit at the ends.
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    let read: @MainActor () -> Double
    let write: @MainActor (Double) -> Void
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let onEditingChanged: @MainActor (Bool) -> Void

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label, minimumValueLabel: ValueLabel?,
        maximumValueLabel: ValueLabel?, onEditingChanged: @escaping @MainActor (Bool) -> Void
    ) {
        self.read = { Self.decimal(value.wrappedValue) }
        self.write = { value.wrappedValue = V($0) }
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        ctx.renderControl(self, path, env) { lower(ctx, path, env) }
    }

    private func lower(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.inPhrasing = true
        // Without value labels the input is the whole view, so `.accessibilityLabel` names it.
        let bare = minimumValueLabel == nil && maximumValueLabel == nil
        let inputID = bare ? path.raw : path.child("i").raw
        let name = ctx.render(label, path.child("l"), inner)
        var input = Element(
            "input", id: inputID,
            attributes: [
                Attribute("type", "range"), Attribute("class", "sl-i lx"), Attribute("min", Self.format(bounds.lowerBound)),
                Attribute("max", Self.format(bounds.upperBound)), Attribute("step", step.map(Self.format) ?? "any"),
                Attribute("value", Self.format(read())),
            ])
        let accessibleName = Element("span", id: "", children: name).textContent.trimmingCharacters(in: .whitespacesAndNewlines)
        if !accessibleName.isEmpty { input[attribute: "aria-label"] = accessibleName }
        if env.isEnabled {
            // Whether a drag is under way lives as long as the slider, like its state.
            let drag = ctx.store.slot(StateStore.Key(path: path, viewType: Self.self, label: "drag")) { DragState() }
            let bounds = self.bounds
            let step = self.step
            let write = self.write
            let editing = onEditingChanged
            func set(_ text: String) {
                guard let raw = Double(text), raw.isFinite else { return }
                write(Self.snap(raw, bounds, step))
            }
            var handlers = EventHandlers()
            handlers.input = { text in
                if !drag.active {
                    drag.active = true
                    editing(true)
                }
                set(text)
            }
            handlers.change = { text in
                set(text)
                if drag.active {
                    drag.active = false
                    editing(false)
                }
            }
            ctx.register(inputID, handlers)
        } else {
            input[attribute: "disabled"] = ""
        }
        if bare { return [.element(input)] }
        var children: [Node] = []
        if let minimumValueLabel {
            children.append(
                .element(
                    Element(
                        "span", id: path.child("nb").raw, attributes: [Attribute("class", "sl-m")],
                        children: ctx.render(minimumValueLabel, path.child("n"), inner))))
        }
        children.append(.element(input))
        if let maximumValueLabel {
            children.append(
                .element(
                    Element(
                        "span", id: path.child("xb").raw, attributes: [Attribute("class", "sl-m")],
                        children: ctx.render(maximumValueLabel, path.child("x"), inner))))
        }
        return [
            .element(
                Element("div", id: path.raw, attributes: [Attribute("class", "sl lx"), Attribute("role", "group")], children: children))
        ]
    }

    /// The value clamped to the range and, with a step, rounded to the nearest step from the lower bound.
    static func snap(_ value: Double, _ bounds: ClosedRange<Double>, _ step: Double?) -> Double {
        var v = Swift.min(Swift.max(value, bounds.lowerBound), bounds.upperBound)
        if let step, step > 0 {
            v = bounds.lowerBound + ((v - bounds.lowerBound) / step).rounded() * step
            v = Swift.min(v, bounds.upperBound)
        }
        return v
    }

    /// A value as the decimal its own type prints: a `Float`'s 0.1 reads 0.1, not
    /// 0.10000000149011612 (the `Double` nearest that `Float`), so a `Float` slider's
    /// page shows the number the browser sent and its values echo (RenderCache+Echo.swift).
    static func decimal<V: BinaryFloatingPoint>(_ value: V) -> Double {
        if let double = value as? Double { return double }
        return Double("\(value)") ?? Double(value)
    }

    /// Shortest decimal form, without a trailing ".0" (what a range input reports back).
    static func format(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

extension Slider: ValueAttributeControl {
    /// A bare slider's input is its element, and its value, snapped and formatted,
    /// is all of its render that depends on it (RenderCache+Echo.swift). With value
    /// labels the input is inside the view's element: it renders.
    func renderedValueAttribute() -> String?? {
        guard minimumValueLabel == nil, maximumValueLabel == nil else { return nil }
        return .some(Self.format(read()))
    }
}

@MainActor
final class DragState {
    var active = false
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: Double(step), label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}
