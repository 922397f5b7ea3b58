/// What the browser tells the server about itself beyond its size, at `join`
/// and in `env` messages when it changes: the color scheme it prefers
/// (`prefers-color-scheme`), whether the tab is visible and focused, its
/// language, and (at `join` only) the tab's own id, kept by the page in
/// `sessionStorage` so it survives reloads: `@SceneStorage` is keyed by it.
/// Every field is optional: nil means "not reported" (or unchanged).
public struct ClientTraits: Equatable, Sendable {
    public enum Scheme: String, Sendable { case light, dark }
    public enum Phase: String, Sendable { case active, inactive, background }

    public var scheme: Scheme?
    public var phase: Phase?
    /// A BCP 47 language tag (`en-US`), checked to be one: letters, digits and `-`, at most 35 bytes.
    public var language: String?
    /// The tab's id: 16 to 64 letters, digits, `-` or `_`.
    public var tab: String?

    public init(scheme: Scheme? = nil, phase: Phase? = nil, language: String? = nil, tab: String? = nil) {
        self.scheme = scheme
        self.phase = phase
        self.language = language
        self.tab = tab
    }

    public var isEmpty: Bool { scheme == nil && phase == nil && language == nil && tab == nil }

    static func decode(_ v: JSONValue) throws(ProtocolError) -> ClientTraits {
        var traits = ClientTraits()
        if let s = v["scheme"] {
            guard let name = s.string else { throw .wrongType(field: "scheme", expected: "a string") }
            guard let scheme = Scheme(rawValue: name) else { throw .invalidValue(field: "scheme", reason: "light or dark") }
            traits.scheme = scheme
        }
        if let p = v["phase"] {
            guard let name = p.string else { throw .wrongType(field: "phase", expected: "a string") }
            guard let phase = Phase(rawValue: name) else { throw .invalidValue(field: "phase", reason: "active, inactive or background") }
            traits.phase = phase
        }
        if let l = v["lang"] {
            guard let tag = l.string else { throw .wrongType(field: "lang", expected: "a string") }
            guard isLanguageTag(tag) else { throw .invalidValue(field: "lang", reason: "not a language tag") }
            traits.language = tag
        }
        if let t = v["tab"] {
            guard let id = t.string else { throw .wrongType(field: "tab", expected: "a string") }
            guard isTabID(id) else { throw .invalidValue(field: "tab", reason: "16 to 64 letters, digits, - or _") }
            traits.tab = id
        }
        return traits
    }

    func write(into out: inout String) {
        if let scheme {
            out += ",\"scheme\":"
            JSONWriter.string(scheme.rawValue, into: &out)
        }
        if let phase {
            out += ",\"phase\":"
            JSONWriter.string(phase.rawValue, into: &out)
        }
        if let language {
            out += ",\"lang\":"
            JSONWriter.string(language, into: &out)
        }
        if let tab {
            out += ",\"tab\":"
            JSONWriter.string(tab, into: &out)
        }
    }

    static func isLanguageTag(_ s: String) -> Bool {
        let bytes = s.utf8
        guard (2...35).contains(bytes.count), bytes.first != UInt8(ascii: "-"), bytes.last != UInt8(ascii: "-") else { return false }
        return bytes.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") }
    }

    static func isTabID(_ s: String) -> Bool {
        let bytes = s.utf8
        guard (16...64).contains(bytes.count) else { return false }
        return bytes.allSatisfy { isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }
    }

    private static func isAlphanumeric(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
    }
}
