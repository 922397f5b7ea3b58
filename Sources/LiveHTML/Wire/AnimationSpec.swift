/// An animation as it travels on the wire: a CSS timing function, a
/// duration and a delay, in seconds; and, for `repeatCount`/`repeatForever`,
/// how many times it plays (`-1`: until stopped) and whether it plays back.
public struct AnimationSpec: Equatable, Sendable {
    public var curve: String
    public var duration: Double
    public var delay: Double
    /// Plays in all; nil plays once, -1 repeats until the element changes or leaves.
    public var iterations: Int?
    /// Every other play runs backwards (SwiftUI's `autoreverses`).
    public var autoreverses: Bool

    public init(curve: String, duration: Double, delay: Double = 0, iterations: Int? = nil, autoreverses: Bool = false) {
        self.curve = curve
        self.duration = duration
        self.delay = delay
        self.iterations = iterations
        self.autoreverses = autoreverses
    }

    func write<Out: JSONOutput>(into out: inout Out) {
        out.raw("{\"curve\":")
        JSONWriter.string(curve, into: &out)
        out.raw(",\"duration\":")
        JSONWriter.number(duration, into: &out)
        out.raw(",\"delay\":")
        JSONWriter.number(delay, into: &out)
        if let iterations {
            out.raw(",\"repeat\":")
            JSONWriter.int(iterations, into: &out)
            out.raw(autoreverses ? ",\"reverse\":true" : ",\"reverse\":false")
        }
        out.raw("}")
    }

    static func decode(_ v: JSONValue) throws(ProtocolError) -> AnimationSpec {
        guard let curve = v["curve"]?.string else { throw .missingField("anim.curve") }
        guard let duration = v["duration"]?.number else { throw .missingField("anim.duration") }
        var spec = AnimationSpec(curve: curve, duration: duration, delay: v["delay"]?.number ?? 0)
        if let count = v["repeat"] {
            guard let n = count.int, n == -1 || n >= 1 else { throw .invalidValue(field: "anim.repeat", reason: "-1 or ≥ 1") }
            spec.iterations = n
            spec.autoreverses = v["reverse"] == .bool(true)
        }
        return spec
    }
}
