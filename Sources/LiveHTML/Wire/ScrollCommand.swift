/// `ScrollViewProxy.scrollTo(_:anchor:)` on the wire: the page scrolls the
/// element `id` into view, aligned as `block`/`inline` say (CSS
/// `scrollIntoView` names: `start`, `center`, `end`, `nearest`), smoothly
/// when the call ran inside `withAnimation`. Applied after the patch's ops,
/// which bring a lazy stack's rows around the target into the page first.
public struct ScrollCommand: Equatable, Sendable {
    public var id: String
    public var block: String
    public var inline: String
    public var smooth: Bool

    /// The alignments `scrollIntoView` takes; anything else is refused when decoding.
    public static let alignments: Set<String> = ["start", "center", "end", "nearest"]

    public init(id: String, block: String = "nearest", inline: String = "nearest", smooth: Bool = false) {
        self.id = id
        self.block = block
        self.inline = inline
        self.smooth = smooth
    }

    func write<Out: JSONOutput>(into out: inout Out) {
        out.raw("{\"id\":")
        JSONWriter.string(id, into: &out)
        out.raw(",\"block\":")
        JSONWriter.string(block, into: &out)
        out.raw(",\"inline\":")
        JSONWriter.string(inline, into: &out)
        if smooth { out.raw(",\"smooth\":true") }
        out.raw("}")
    }

    static func decode(_ v: JSONValue) throws(ProtocolError) -> ScrollCommand {
        guard let id = v["id"]?.string else { throw .missingField("scroll.id") }
        guard let block = v["block"]?.string, alignments.contains(block) else {
            throw .invalidValue(field: "scroll.block", reason: "not an alignment")
        }
        guard let inline = v["inline"]?.string, alignments.contains(inline) else {
            throw .invalidValue(field: "scroll.inline", reason: "not an alignment")
        }
        let smooth: Bool
        switch v["smooth"] {
        case nil: smooth = false
        case .bool(let b)?: smooth = b
        default: throw .wrongType(field: "scroll.smooth", expected: "a boolean")
        }
        return ScrollCommand(id: id, block: block, inline: inline, smooth: smooth)
    }
}

// MARK: Lazy windows (the `window` event)

extension ClientEvent {
    /// The largest offset a `window` event may name: no list has a billion rows on a page.
    public static let windowLimit = 1_000_000_000

    /// The item offsets a `window` event asks for (`"40,140"` → 40..<140);
    /// nil for other kinds or a malformed value.
    public var window: Range<Int>? {
        guard kind == .window, let value else { return nil }
        return Self.parseWindow(value)
    }

    static func parseWindow(_ value: String) -> Range<Int>? {
        let parts = value.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.utf8.count <= 10 && $0.utf8.allSatisfy { (48...57).contains($0) } }),
            let from = Int(parts[0]), let to = Int(parts[1]), from <= to, to <= windowLimit
        else { return nil }
        return from..<to
    }
}
