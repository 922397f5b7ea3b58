import LiveHTML

/// A control for choosing a color: the browser's `<input type="color">` in a
/// `<label>` with the title. The wire carries `#rrggbb`; the color's opacity
/// is kept as it was (the native input has no alpha channel), so
/// `supportsOpacity` only decides whether it is kept or reset to opaque.
public struct ColorPicker<Label: View>: View, PrimitiveView {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        ctx.renderControl(self, path, env) { lower(ctx, path, env) }
    }

    private func lower(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.inPhrasing = true
        let inputID = path.child("i").raw
        var input = Element(
            "input", id: inputID,
            attributes: [Attribute("type", "color"), Attribute("class", "cp-i"), Attribute("value", Self.hex(selection.wrappedValue))])
        if env.isEnabled {
            var handlers = EventHandlers()
            let binding = selection
            let keepsOpacity = supportsOpacity
            handlers.input = { text in
                guard let (r, g, b) = Self.components(text) else { return }
                binding.wrappedValue = Color(red: r, green: g, blue: b, opacity: keepsOpacity ? binding.wrappedValue.alpha : 1)
            }
            ctx.register(inputID, handlers)
        } else {
            input[attribute: "disabled"] = ""
        }
        let title = Element(
            "span", id: path.child("t").raw, attributes: [Attribute("class", env.labelsHidden ? "cp-t vh" : "cp-t")],
            children: ctx.render(label, path.child("l"), inner))
        return [
            .element(
                Element("label", id: path.raw, attributes: [Attribute("class", "cp lx")], children: [.element(title), .element(input)]))
        ]
    }

    static func hex(_ color: Color) -> String {
        func two(_ v: Double) -> String {
            let n = Int((Swift.min(Swift.max(v, 0), 1) * 255).rounded())
            return (n < 16 ? "0" : "") + String(n, radix: 16)
        }
        return "#" + two(color.red) + two(color.green) + two(color.blue)
    }

    /// `#rrggbb` as fractions; nil for anything else.
    static func components(_ text: String) -> (Double, Double, Double)? {
        let digits = Array(text.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
        var out: [Double] = []
        for i in stride(from: 1, to: 7, by: 2) {
            guard let v = UInt8(String(decoding: digits[i...i + 1], as: UTF8.self), radix: 16) else { return nil }
            out.append(Double(v) / 255)
        }
        return (out[0], out[1], out[2])
    }
}

extension ColorPicker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(String(title)) }
    }
}
