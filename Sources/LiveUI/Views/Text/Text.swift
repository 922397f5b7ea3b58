import LiveHTML

/// A run of text. Always escaped on the way to HTML.
public struct Text: View, PrimitiveView, Equatable {
    let content: String

    public init(_ content: String) { self.content = content }
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(verbatim content: String) { self.content = content }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        [.element(Element("span", id: path.raw, attributes: [Attribute("class", "tx")], children: [.text(content)]))]
    }

    public static func + (a: Text, b: Text) -> Text { Text(a.content + b.content) }
}
