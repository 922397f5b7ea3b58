import LiveHTML

/// Progress toward completion: a `<progress>` element, indeterminate when
/// there is no value. Its accessible name is its label's text ("Loading" or
/// "Progress" when it has none); the current value label follows the bar.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let fraction: (value: Double, total: Double)?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(fraction: (value: Double, total: Double)?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.inPhrasing = true
        var children: [Node] = []
        let barID = path.child("p").raw
        var bar = Element("progress", id: barID, attributes: [Attribute("class", "pv-b")])
        if let label {
            let titleID = path.child("t").raw
            children.append(
                .element(
                    Element(
                        "span", id: titleID, attributes: [Attribute("class", "pv-t")], children: ctx.render(label, path.child("l"), inner)))
            )
            bar[attribute: "aria-labelledby"] = titleID
        } else {
            bar[attribute: "aria-label"] = fraction == nil ? "Loading" : "Progress"
        }
        if let fraction {
            let total = fraction.total > 0 ? fraction.total : 1
            bar[attribute: "max"] = Slider<EmptyView, EmptyView>.format(total)
            bar[attribute: "value"] = Slider<EmptyView, EmptyView>.format(Swift.min(Swift.max(fraction.value, 0), total))
        }
        children.append(.element(bar))
        if let currentValueLabel {
            children.append(
                .element(
                    Element(
                        "span", id: path.child("c").raw, attributes: [Attribute("class", "pv-c")],
                        children: ctx.render(currentValueLabel, path.child("v"), inner))))
        }
        return [.element(Element("div", id: path.raw, attributes: [Attribute("class", cssClass(env))], children: children))]
    }
}

extension ProgressView {
    /// Indeterminate progress is a spinner unless the style is `.linear` (as on iOS); determinate
    /// progress is a bar that takes the width offered (a circular gauge is drawn as a bar too).
    func cssClass(_ env: EnvironmentValues) -> String {
        if fraction == nil { return env.progressViewStyleKind == .linear ? "pv lx" : "pv pi" }
        return "pv lx"
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress indicator.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// Determinate when `value` is not nil; `total` is what complete means.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: value.map { (Double($0), Double(total)) }, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: value.map { (Double($0), Double(total)) }, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: value.map { (Double($0), Double(total)) }, label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(String(title)), currentValueLabel: nil)
    }

    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: value.map { (Double($0), Double(total)) }, label: Text(String(title)), currentValueLabel: nil)
    }
}

// MARK: Styles

/// How progress is drawn: `.linear` (a bar), `.circular` (a spinner while indeterminate), `.automatic`.
public protocol ProgressViewStyle: Sendable {
    var _kind: ProgressViewStyleKind { get }
}

public enum ProgressViewStyleKind: Sendable, Equatable {
    case automatic, linear, circular
}

public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: ProgressViewStyleKind { .automatic }
}

public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: ProgressViewStyleKind { .linear }
}

public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public var _kind: ProgressViewStyleKind { .circular }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }

extension View {
    @inlinable public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(ModifierFactory.progressViewStyle(style))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    @available(*, unavailable, message: "LiveUI does not tick progress by the clock; drive ProgressView(value:total:) from a timer")
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        fatalError("unavailable")
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some ViewModifier {
        let kind = style._kind
        return EnvironmentModifier { $0.progressViewStyleKind = kind }
    }
}
