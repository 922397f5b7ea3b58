/// Everything a browser may send, as a closed set. See docs/protocol.md.
public enum ClientMessage: Equatable, Sendable {
    /// First message on a socket: mount `path`, or resume the session named by `token`.
    /// `traits`: the browser's color scheme, visibility, language and tab id.
    case join(path: String, viewport: Viewport, token: String?, version: Int?, traits: ClientTraits = ClientTraits())
    case event(ClientEvent)
    /// The viewport was resized.
    case viewport(Viewport)
    /// The client saw a version gap and wants the whole page again.
    case resync
    /// The browser's back or forward button: show the page at `path`.
    case nav(path: String)
    /// The browser's color scheme, the tab's visibility or the language changed (the fields that did).
    case env(ClientTraits)

    public static let maxStringLength = 16 * 1024

    public static func decode(_ text: String) throws(ProtocolError) -> ClientMessage {
        // Most messages are events in the client's own shape (ClientMessage+Event.swift).
        if let event = canonicalEvent(text) { return .event(event) }
        return try decodeInFull(text)
    }

    /// Every message, through the general parser (what `decode` does with a message not in the client's shape).
    static func decodeInFull(_ text: String) throws(ProtocolError) -> ClientMessage {
        let v = try JSONParser.parse(text)
        guard case .object = v else { throw .wrongType(field: "message", expected: "an object") }
        guard let typeValue = v["t"] else { throw .missingField("t") }
        guard let type = typeValue.string else { throw .wrongType(field: "t", expected: "a string") }
        switch type {
        case "join":
            let path = try string(v, "path")
            guard path.hasPrefix("/") else { throw .invalidValue(field: "path", reason: "must start with /") }
            let token = try optionalString(v, "token")
            let version = try optionalInt(v, "v")
            return .join(path: path, viewport: try viewport(v), token: token, version: version, traits: try ClientTraits.decode(v))
        case "event":
            // A check added here for a kind the client's own shape may carry must
            // also drop that kind from `CanonicalEventReader.kinds` (ClientMessage+Event.swift).
            let seq = try int(v, "seq")
            guard seq >= 1 else { throw .invalidValue(field: "seq", reason: "must be ≥ 1") }
            let kindName = try string(v, "kind")
            guard let kind = EventKind(rawValue: kindName) else {
                throw .invalidValue(field: "kind", reason: "unknown event kind")
            }
            let id = try string(v, "id")
            let value = try optionalString(v, "value")
            if kind == .input || kind == .change, value == nil { throw .missingField("value") }
            if kind == .window { try checkWindow(value) }
            if kind == .key { try checkKey(value) }
            let drag = try gesture(kind, value, v)
            return .event(ClientEvent(seq: seq, kind: kind, target: id, value: value, drag: drag))
        case "viewport":
            return .viewport(try viewport(v))
        case "resync":
            return .resync
        case "nav":
            let path = try string(v, "path")
            guard path.hasPrefix("/") else { throw .invalidValue(field: "path", reason: "must start with /") }
            return .nav(path: path)
        case "env":
            var traits = try ClientTraits.decode(v)
            // The tab's id is fixed at join: a later message cannot move the session to another tab's storage.
            traits.tab = nil
            return .env(traits)
        default:
            throw .unknownType(type)
        }
    }

    public func encode() -> String {
        var out = "{\"t\":"
        switch self {
        case .join(let path, let vp, let token, let version, let traits):
            out += "\"join\",\"path\":"
            JSONWriter.string(path, into: &out)
            out += ",\"w\":"
            JSONWriter.number(vp.width, into: &out)
            out += ",\"h\":"
            JSONWriter.number(vp.height, into: &out)
            if let token {
                out += ",\"token\":"
                JSONWriter.string(token, into: &out)
            }
            if let version {
                out += ",\"v\":"
                JSONWriter.int(version, into: &out)
            }
            traits.write(into: &out)
        case .event(let e):
            out += "\"event\",\"seq\":"
            JSONWriter.int(e.seq, into: &out)
            out += ",\"kind\":"
            JSONWriter.string(e.kind.rawValue, into: &out)
            out += ",\"id\":"
            JSONWriter.string(e.target, into: &out)
            if let value = e.value {
                out += ",\"value\":"
                JSONWriter.string(value, into: &out)
            }
            if let d = e.drag {
                if e.kind == .drop { Self.writePosition(d, into: &out) } else { Self.writeDrag(d, into: &out) }
            }
        case .viewport(let vp):
            out += "\"viewport\",\"w\":"
            JSONWriter.number(vp.width, into: &out)
            out += ",\"h\":"
            JSONWriter.number(vp.height, into: &out)
        case .resync:
            out += "\"resync\""
        case .nav(let path):
            out += "\"nav\",\"path\":"
            JSONWriter.string(path, into: &out)
        case .env(let traits):
            out += "\"env\""
            var unset = traits
            unset.tab = nil
            unset.write(into: &out)
        }
        out += "}"
        return out
    }

    private static func string(_ v: JSONValue, _ key: String) throws(ProtocolError) -> String {
        guard let f = v[key] else { throw .missingField(key) }
        guard let s = f.string else { throw .wrongType(field: key, expected: "a string") }
        guard s.utf8.count <= maxStringLength else { throw .invalidValue(field: key, reason: "too long") }
        return s
    }

    private static func optionalString(_ v: JSONValue, _ key: String) throws(ProtocolError) -> String? {
        guard let f = v[key], f != .null else { return nil }
        return try string(v, key)
    }

    private static func int(_ v: JSONValue, _ key: String) throws(ProtocolError) -> Int {
        guard let f = v[key] else { throw .missingField(key) }
        guard let n = f.int else { throw .wrongType(field: key, expected: "an integer") }
        return n
    }

    private static func optionalInt(_ v: JSONValue, _ key: String) throws(ProtocolError) -> Int? {
        guard let f = v[key], f != .null else { return nil }
        return try int(v, key)
    }

    private static func viewport(_ v: JSONValue) throws(ProtocolError) -> Viewport {
        guard let w = v["w"], let h = v["h"] else { return .default }
        guard let width = w.number, let height = h.number else {
            throw .wrongType(field: "w/h", expected: "numbers")
        }
        guard (1...100_000).contains(width), (1...100_000).contains(height) else {
            throw .invalidValue(field: "w/h", reason: "out of range")
        }
        return Viewport(width: width, height: height)
    }
}

// MARK: Lazy windows (the `window` event)

extension ClientMessage {
    fileprivate static func checkWindow(_ value: String?) throws(ProtocolError) {
        guard let value else { throw .missingField("value") }
        guard ClientEvent.parseWindow(value) != nil else { throw .invalidValue(field: "value", reason: "not a window (from,to)") }
    }
}

// MARK: Keys (the `key` event)

extension ClientMessage {
    /// The longest key name a `key` event may carry (the browser's longest are ≈ 20 bytes).
    static let maxKeyLength = 32

    fileprivate static func checkKey(_ value: String?) throws(ProtocolError) {
        guard let value else { throw .missingField("value") }
        guard ClientEvent.parseKey(value) != nil else { throw .invalidValue(field: "value", reason: "not a key (phase, modifiers, ':', key)") }
    }
}

extension ClientEvent {
    /// A `key` event's value read: the phase (`d` down, `r` repeat, `u` up), the
    /// modifier letters (`m` ⌘ or Ctrl off Apple's systems, `c` Control, `o`
    /// Option, `s` Shift: each once, in that order) and the key's name (1 to 32
    /// UTF-8 bytes, one character or a name of letters and digits); nil if malformed.
    public static func parseKey(_ value: String) -> (phase: Character, modifiers: Substring, key: Substring)? {
        guard let phase = value.first, "dru".contains(phase), let colon = value.firstIndex(of: ":") else { return nil }
        let modifiers = value[value.index(after: value.startIndex)..<colon]
        var rest = Substring("mcos")
        for m in modifiers {
            guard let at = rest.firstIndex(of: m) else { return nil }
            rest = rest[rest.index(after: at)...]
        }
        let key = value[value.index(after: colon)...]
        guard !key.isEmpty, key.utf8.count <= ClientMessage.maxKeyLength else { return nil }
        if key.count > 1, !key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) { return nil }
        return (phase, modifiers, key)
    }
}

// MARK: Gesture events (drag, press)

extension ClientMessage {
    /// Phases each gesture kind may name in `value`.
    static let dragPhases: Set<String> = ["move", "end"]
    static let pressPhases: Set<String> = ["start", "end", "cancel"]

    /// Checks a gesture event's phase and reads a drag's positions; nil for other kinds.
    fileprivate static func gesture(_ kind: EventKind, _ value: String?, _ v: JSONValue) throws(ProtocolError) -> DragSample? {
        switch kind {
        case .drag:
            guard let value else { throw .missingField("value") }
            guard dragPhases.contains(value) else { throw .invalidValue(field: "value", reason: "not a drag phase") }
            return DragSample(
                x: try coordinate(v, "x"), y: try coordinate(v, "y"), startX: try coordinate(v, "sx"),
                startY: try coordinate(v, "sy"), velocityX: try coordinate(v, "vx", optional: true),
                velocityY: try coordinate(v, "vy", optional: true))
        case .press:
            guard let value else { throw .missingField("value") }
            guard pressPhases.contains(value) else { throw .invalidValue(field: "value", reason: "not a press phase") }
            return nil
        case .drop:
            guard let value else { throw .missingField("value") }
            if value == "-" { return nil }
            guard let first = value.utf8.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "="),
                (2...maxDropSourceLength + 1).contains(value.utf8.count)
            else {
                throw .invalidValue(field: "value", reason: "not a drop (+ or = and the dragged element's id, or -)")
            }
            if first == UInt8(ascii: "+") { return nil }
            return DragSample(x: try coordinate(v, "x"), y: try coordinate(v, "y"), startX: 0, startY: 0, velocityX: 0, velocityY: 0)
        default:
            return nil
        }
    }

    private static func coordinate(_ v: JSONValue, _ key: String, optional: Bool = false) throws(ProtocolError) -> Double {
        guard let f = v[key] else {
            if optional { return 0 }
            throw .missingField(key)
        }
        guard let n = f.number else { throw .wrongType(field: key, expected: "a number") }
        guard n.isFinite, abs(n) <= DragSample.limit else { throw .invalidValue(field: key, reason: "out of range") }
        return n
    }

    /// The longest source id a `drop` may name after its `+` or `=` (element ids are view paths: ≈ 100 bytes deep in a page).
    static let maxDropSourceLength = 1024

    /// A drop's position: `x` and `y` only.
    fileprivate static func writePosition(_ d: DragSample, into out: inout String) {
        for (key, n) in [("x", d.x), ("y", d.y)] {
            out += ",\"" + key + "\":"
            JSONWriter.number(n, into: &out)
        }
    }

    fileprivate static func writeDrag(_ d: DragSample, into out: inout String) {
        for (key, n) in [("x", d.x), ("y", d.y), ("sx", d.startX), ("sy", d.startY), ("vx", d.velocityX), ("vy", d.velocityY)] {
            out += ",\"" + key + "\":"
            JSONWriter.number(n, into: &out)
        }
    }
}
