/// Everything the server may send, as a closed set. See docs/protocol.md.
public enum ServerMessage: Equatable, Sendable {
    /// The session is mounted (or resumed): the whole root's HTML. `boot` names
    /// the server process: a client resends unacknowledged events only to the
    /// process that saw them, so an event that crashed a server is not replayed
    /// into the next one.
    case joined(token: String, version: Int, ack: Int, html: String, title: String, boot: String)
    case patch(Patch)
    /// A full re-render, sent on resync: replaces the root's HTML.
    case render(version: Int, ack: Int, html: String, title: String)
    /// A refused message or event. `seq` names the event, if it was one.
    case error(code: String, message: String, seq: Int?)

    public func encode() -> String {
        var out = ""
        write(into: &out)
        return out
    }

    /// The message as UTF-8 bytes (the same text as `encode()`), behind
    /// `headroom` zero bytes: the server writes it to its socket as it is.
    public func encodeBytes(headroom: Int = 0) -> [UInt8] {
        var out = JSONBytes(headroom: headroom)
        write(into: &out)
        return out.fitted()
    }

    func write<Out: JSONOutput>(into out: inout Out) {
        out.raw("{\"t\":")
        switch self {
        case .joined(let token, let version, let ack, let html, let title, let boot):
            out.raw("\"joined\",\"token\":")
            JSONWriter.string(token, into: &out)
            out.raw(",\"boot\":")
            JSONWriter.string(boot, into: &out)
            Self.writeFull(version: version, ack: ack, html: html, title: title, into: &out)
        case .render(let version, let ack, let html, let title):
            out.raw("\"render\"")
            Self.writeFull(version: version, ack: ack, html: html, title: title, into: &out)
        case .patch(let p):
            out.raw("\"patch\",\"v\":")
            JSONWriter.int(p.version, into: &out)
            out.raw(",\"ack\":")
            JSONWriter.int(p.ack, into: &out)
            if let durable = p.durable {
                out.raw(",\"d\":")
                JSONWriter.int(durable, into: &out)
            }
            out.raw(",\"ops\":[")
            for (i, op) in p.ops.enumerated() {
                if i > 0 { out.raw(",") }
                Self.write(op, into: &out)
            }
            out.raw("]")
            if let a = p.animation {
                out.raw(",\"anim\":")
                a.write(into: &out)
            }
            if !p.scopedAnimations.isEmpty { Self.writeScoped(p.scopedAnimations, into: &out) }
            if let title = p.title {
                out.raw(",\"title\":")
                JSONWriter.string(title, into: &out)
            }
            if let nav = p.navigation {
                out.raw(",\"nav\":")
                nav.write(into: &out)
            }
            if let focus = p.focus {
                out.raw(",\"focus\":")
                focus.write(into: &out)
            }
            if let scroll = p.scroll {
                out.raw(",\"scroll\":")
                scroll.write(into: &out)
            }
            if let open = p.open {
                out.raw(",\"open\":")
                JSONWriter.string(open, into: &out)
            }
            if let ignored = p.ignoredKey {
                out.raw(",\"ki\":")
                JSONWriter.int(ignored, into: &out)
            }
        case .error(let code, let message, let seq):
            out.raw("\"error\",\"code\":")
            JSONWriter.string(code, into: &out)
            out.raw(",\"message\":")
            JSONWriter.string(message, into: &out)
            if let seq {
                out.raw(",\"seq\":")
                JSONWriter.int(seq, into: &out)
            }
        }
        out.raw("}")
    }

    private static func writeFull<Out: JSONOutput>(version: Int, ack: Int, html: String, title: String, into out: inout Out) {
        out.raw(",\"v\":")
        JSONWriter.int(version, into: &out)
        out.raw(",\"ack\":")
        JSONWriter.int(ack, into: &out)
        out.raw(",\"title\":")
        JSONWriter.string(title, into: &out)
        out.raw(",\"html\":")
        JSONWriter.string(html, into: &out)
    }

    private static func write<Out: JSONOutput>(_ op: PatchOp, into out: inout Out) {
        func s(_ x: String) {
            out.raw(",")
            JSONWriter.string(x, into: &out)
        }
        func n(_ x: Int) {
            out.raw(",")
            JSONWriter.int(x, into: &out)
        }
        switch op {
        case .setText(let id, let text):
            out.raw("[\"text\"")
            s(id)
            s(text)
        case .setAttribute(let id, let name, let value):
            out.raw("[\"attr\"")
            s(id)
            s(name)
            s(value)
        case .removeAttribute(let id, let name):
            out.raw("[\"rmattr\"")
            s(id)
            s(name)
        case .setValue(let id, let value):
            out.raw("[\"value\"")
            s(id)
            s(value)
        case .insert(let parent, let index, let html):
            out.raw("[\"insert\"")
            s(parent)
            n(index)
            s(html)
        case .remove(let id):
            out.raw("[\"remove\"")
            s(id)
        case .replace(let id, let html):
            out.raw("[\"replace\"")
            s(id)
            s(html)
        case .move(let parent, let id, let index):
            out.raw("[\"move\"")
            s(parent)
            s(id)
            n(index)
        }
        out.raw("]")
    }

    /// Decoding is for clients written in Swift (the test driver, the load generator).
    public static func decode(_ text: String) throws(ProtocolError) -> ServerMessage {
        let v = try JSONParser.parse(text)
        guard let t = v["t"]?.string else { throw .missingField("t") }
        func str(_ k: String) throws(ProtocolError) -> String {
            guard let s = v[k]?.string else { throw .missingField(k) }
            return s
        }
        func int(_ k: String) throws(ProtocolError) -> Int {
            guard let n = v[k]?.int else { throw .missingField(k) }
            return n
        }
        switch t {
        case "joined":
            return .joined(
                token: try str("token"), version: try int("v"), ack: try int("ack"),
                html: try str("html"), title: try str("title"), boot: try str("boot"))
        case "render":
            return .render(version: try int("v"), ack: try int("ack"), html: try str("html"), title: try str("title"))
        case "error":
            return .error(code: try str("code"), message: try str("message"), seq: v["seq"]?.int)
        case "patch":
            guard let rawOps = v["ops"]?.array else { throw .missingField("ops") }
            var ops: [PatchOp] = []
            for raw in rawOps { ops.append(try decodeOp(raw)) }
            let anim: AnimationSpec? = if let a = v["anim"] { try AnimationSpec.decode(a) } else { nil }
            let nav: NavigationSpec? = if let n = v["nav"] { try NavigationSpec.decode(n) } else { nil }
            let focus: FocusRequest? = if let f = v["focus"] { try FocusRequest.decode(f) } else { nil }
            let scoped = try v["scoped"].map { s throws(ProtocolError) in try decodeScoped(s) } ?? []
            let scroll: ScrollCommand? = if let s = v["scroll"] { try ScrollCommand.decode(s) } else { nil }
            var patch = Patch(
                version: try int("v"), ack: try int("ack"), ops: ops, animation: anim, title: v["title"]?.string,
                navigation: nav, focus: focus, scopedAnimations: scoped, open: v["open"]?.string, scroll: scroll)
            if v["d"] != nil {
                guard let durable = v["d"]?.int, durable >= 0 else { throw .wrongType(field: "d", expected: "an integer") }
                patch.durable = durable
            }
            if v["ki"] != nil {
                guard let seq = v["ki"]?.int, seq >= 1 else { throw .wrongType(field: "ki", expected: "an event number") }
                patch.ignoredKey = seq
            }
            return .patch(patch)
        default:
            throw .unknownType(t)
        }
    }

    private static func decodeOp(_ raw: JSONValue) throws(ProtocolError) -> PatchOp {
        guard let a = raw.array, let name = a.first?.string else { throw .wrongType(field: "op", expected: "an array") }
        func s(_ i: Int) throws(ProtocolError) -> String {
            guard i < a.count, let x = a[i].string else { throw .wrongType(field: "op.\(i)", expected: "a string") }
            return x
        }
        func n(_ i: Int) throws(ProtocolError) -> Int {
            guard i < a.count, let x = a[i].int else { throw .wrongType(field: "op.\(i)", expected: "an integer") }
            return x
        }
        switch name {
        case "text": return .setText(id: try s(1), text: try s(2))
        case "attr": return .setAttribute(id: try s(1), name: try s(2), value: try s(3))
        case "rmattr": return .removeAttribute(id: try s(1), name: try s(2))
        case "value": return .setValue(id: try s(1), value: try s(2))
        case "insert": return .insert(parent: try s(1), index: try n(2), html: try s(3))
        case "remove": return .remove(id: try s(1))
        case "replace": return .replace(id: try s(1), html: try s(2))
        case "move": return .move(parent: try s(1), id: try s(2), index: try n(3))
        default: throw .unknownType(name)
        }
    }
}

// MARK: Scoped animations (`.animation(_:value:)` on a subtree)

extension ServerMessage {
    /// `"scoped":[["r.0",{…}],["r.2",null]]`
    fileprivate static func writeScoped<Out: JSONOutput>(_ scoped: [ScopedAnimation], into out: inout Out) {
        out.raw(",\"scoped\":[")
        for (i, s) in scoped.enumerated() {
            if i > 0 { out.raw(",") }
            out.raw("[")
            JSONWriter.string(s.id, into: &out)
            out.raw(",")
            if let a = s.animation { a.write(into: &out) } else { out.raw("null") }
            out.raw("]")
        }
        out.raw("]")
    }

    fileprivate static func decodeScoped(_ v: JSONValue) throws(ProtocolError) -> [ScopedAnimation] {
        guard let list = v.array else { throw .wrongType(field: "scoped", expected: "an array") }
        var out: [ScopedAnimation] = []
        for item in list {
            guard let pair = item.array, pair.count == 2, let id = pair[0].string else {
                throw .wrongType(field: "scoped", expected: "[id, animation] pairs")
            }
            out.append(ScopedAnimation(id: id, animation: pair[1] == .null ? nil : try AnimationSpec.decode(pair[1])))
        }
        return out
    }
}
