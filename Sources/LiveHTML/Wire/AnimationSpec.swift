/// An animation as it travels on the wire: a CSS timing function, a
/// duration and a delay, in seconds.
public struct AnimationSpec: Equatable, Sendable {
    public var curve: String
    public var duration: Double
    public var delay: Double

    public init(curve: String, duration: Double, delay: Double = 0) {
        self.curve = curve
        self.duration = duration
        self.delay = delay
    }

    func write(into out: inout String) {
        out += "{\"curve\":"
        JSONWriter.string(curve, into: &out)
        out += ",\"duration\":"
        JSONWriter.number(duration, into: &out)
        out += ",\"delay\":"
        JSONWriter.number(delay, into: &out)
        out += "}"
    }

    static func decode(_ v: JSONValue) throws(ProtocolError) -> AnimationSpec {
        guard let curve = v["curve"]?.string else { throw .missingField("anim.curve") }
        guard let duration = v["duration"]?.number else { throw .missingField("anim.duration") }
        return AnimationSpec(curve: curve, duration: duration, delay: v["delay"]?.number ?? 0)
    }
}
