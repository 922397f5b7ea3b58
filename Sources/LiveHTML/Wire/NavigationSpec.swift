/// Where the page is after a patch: its URL and how many views are pushed.
/// The client pushes, pops or replaces a history entry to match.
public struct NavigationSpec: Equatable, Sendable {
    public var url: String
    public var depth: Int

    public init(url: String, depth: Int) {
        self.url = url
        self.depth = depth
    }

    func write<Out: JSONOutput>(into out: inout Out) {
        out.raw("{\"url\":")
        JSONWriter.string(url, into: &out)
        out.raw(",\"depth\":")
        JSONWriter.int(depth, into: &out)
        out.raw("}")
    }

    static func decode(_ v: JSONValue) throws(ProtocolError) -> NavigationSpec {
        guard let url = v["url"]?.string else { throw .missingField("nav.url") }
        guard let depth = v["depth"]?.int else { throw .missingField("nav.depth") }
        return NavigationSpec(url: url, depth: depth)
    }
}
