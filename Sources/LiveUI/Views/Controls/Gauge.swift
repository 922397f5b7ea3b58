import LiveHTML

/// Gauge: a value within a range, shown as a `<meter>` (the HTML element for
/// exactly that: a screen reader reads its value against its bounds), with its
/// label above and the current, minimum and maximum value labels around it.
/// Every gauge style is drawn as this bar (`.accessoryCircular` draws no ring).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View, PrimitiveView {
    let value: Double
    let bounds: ClosedRange<Double>
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.inPhrasing = true
        inner.stackAxis = .horizontal
        func part(_ view: (some View)?, _ name: String, _ cssClass: String) -> Node? {
            guard let view else { return nil }
            let nodes = ctx.render(view, path.child(name + "l"), inner)
            guard !nodes.isEmpty else { return nil }
            return .element(Element("span", id: path.child(name).raw, attributes: [Attribute("class", cssClass)], children: nodes))
        }
        let titleID = path.child("t").raw
        let titleNodes = ctx.render(label, path.child("tl"), inner)
        let low = bounds.lowerBound
        let high = bounds.upperBound > low ? bounds.upperBound : low + 1
        var meter = Element(
            "meter", id: path.child("m").raw,
            attributes: [
                Attribute("class", "gg-m"), Attribute("min", Slider<EmptyView, EmptyView>.format(low)),
                Attribute("max", Slider<EmptyView, EmptyView>.format(high)),
                Attribute("value", Slider<EmptyView, EmptyView>.format(Swift.min(Swift.max(value, low), high))),
            ])
        var children: [Node] = []
        if titleNodes.isEmpty {
            meter[attribute: "aria-label"] = "Gauge"
        } else {
            children.append(.element(Element("span", id: titleID, attributes: [Attribute("class", "gg-t")], children: titleNodes)))
            meter[attribute: "aria-labelledby"] = titleID
        }
        if let current = part(currentValueLabel, "c", "gg-c") {
            children.append(current)
            if case .element(let e) = current { meter[attribute: "aria-valuetext"] = e.textContent }
        }
        var row: [Node] = []
        if let minimum = part(minimumValueLabel, "lo", "gg-lo") { row.append(minimum) }
        row.append(.element(meter))
        if let maximum = part(maximumValueLabel, "hi", "gg-hi") { row.append(maximum) }
        children.append(.element(Element("div", id: path.child("r").raw, attributes: [Attribute("class", "gg-r")], children: row)))
        return [.element(Element("div", id: path.raw, attributes: [Attribute("class", "gg lx")], children: children))]
    }
}

extension Gauge {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

extension Gauge where BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label()
        currentValueLabel = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

/// How a gauge looks: accepted; every gauge is drawn as a labelled bar (a `<meter>`).
public protocol GaugeStyle: Sendable {}

public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
}

public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
}

public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
}

public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
}

public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
}

public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension View {
    /// Accepted (see `GaugeStyle`).
    @inlinable public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}
