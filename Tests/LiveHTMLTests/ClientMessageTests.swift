import Testing

@testable import LiveHTML

@Suite struct ClientMessageTests {
    @Test func decodesEvents() throws {
        let m = try ClientMessage.decode(#"{"t":"event","seq":4,"kind":"input","id":"r.1","value":"al"}"#)
        #expect(m == .event(ClientEvent(seq: 4, kind: .input, target: "r.1", value: "al")))
    }

    @Test func decodesJoin() throws {
        let m = try ClientMessage.decode(#"{"t":"join","path":"/","w":1280,"h":800,"token":"abc"}"#)
        #expect(m == .join(path: "/", viewport: Viewport(width: 1280, height: 800), token: "abc", version: nil))
    }

    @Test(arguments: [
        (#"{"seq":1}"#, ProtocolError.missingField("t")),
        (#"{"t":5}"#, .wrongType(field: "t", expected: "a string")),
        (#"{"t":"hack"}"#, .unknownType("hack")),
        (#"{"t":"event","kind":"click","id":"x"}"#, .missingField("seq")),
        (#"{"t":"event","seq":"1","kind":"click","id":"x"}"#, .wrongType(field: "seq", expected: "an integer")),
        (#"{"t":"event","seq":1.5,"kind":"click","id":"x"}"#, .wrongType(field: "seq", expected: "an integer")),
        (#"{"t":"event","seq":0,"kind":"click","id":"x"}"#, .invalidValue(field: "seq", reason: "must be ≥ 1")),
        (#"{"t":"event","seq":1,"kind":"hover","id":"x"}"#, .invalidValue(field: "kind", reason: "unknown event kind")),
        (#"{"t":"event","seq":1,"kind":"input","id":"x"}"#, .missingField("value")),
        (#"{"t":"event","seq":1,"kind":"click","id":7}"#, .wrongType(field: "id", expected: "a string")),
        (#"{"t":"join","path":"x"}"#, .invalidValue(field: "path", reason: "must start with /")),
        (#"[1,2]"#, .wrongType(field: "message", expected: "an object")),
    ])
    func refusesBadMessagesWithAClearError(_ text: String, _ expected: ProtocolError) {
        #expect(throws: expected) { try ClientMessage.decode(text) }
    }

    @Test(arguments: [
        (#"{"t":"event","seq":1,"kind":"drop","id":"r.1"}"#, ProtocolError.missingField("value")),
        (#"{"t":"event","seq":1,"kind":"drop","id":"r.1","value":"="}"#, .invalidValue(field: "value", reason: "not a drop (+ or = and the dragged element's id, or -)")),
        (#"{"t":"event","seq":1,"kind":"drop","id":"r.1","value":"r.0"}"#, .invalidValue(field: "value", reason: "not a drop (+ or = and the dragged element's id, or -)")),
        (#"{"t":"event","seq":1,"kind":"drop","id":"r.1","value":"+"}"#, .invalidValue(field: "value", reason: "not a drop (+ or = and the dragged element's id, or -)")),
        (#"{"t":"event","seq":1,"kind":"drop","id":"r.1","value":"=r.0"}"#, .missingField("x")),
        (#"{"t":"event","seq":1,"kind":"drop","id":"r.1","value":"=r.0","x":1e12,"y":0}"#, .invalidValue(field: "x", reason: "out of range")),
        (#"{"t":"event","seq":1,"kind":"drop","id":"r.1","value":"=r.0","x":"1","y":0}"#, .wrongType(field: "x", expected: "a number")),
    ])
    func refusesBadDrops(_ text: String, _ expected: ProtocolError) {
        #expect(throws: expected) { try ClientMessage.decode(text) }
    }

    @Test func refusesADropNamingAnOverlongSource() throws {
        let long = "=" + String(repeating: "r", count: ClientMessage.maxDropSourceLength + 1)
        #expect(throws: ProtocolError.self) { try ClientMessage.decode(#"{"t":"event","seq":1,"kind":"drop","id":"r.1","value":""# + long + #"","x":0,"y":0}"#) }
        // At the limit: accepted.
        let longest = "=" + String(repeating: "r", count: ClientMessage.maxDropSourceLength)
        #expect(throws: Never.self) { try ClientMessage.decode(#"{"t":"event","seq":1,"kind":"drop","id":"r.1","value":""# + longest + #"","x":0,"y":0}"#) }
        // The targeting phases carry no position.
        #expect(try ClientMessage.decode(#"{"t":"event","seq":1,"kind":"drop","id":"r.1","value":"+r.0"}"#) == .event(ClientEvent(seq: 1, kind: .drop, target: "r.1", value: "+r.0")))
    }

    @Test func errorTextNeverEchoesLongInput() {
        let long = String(repeating: "x", count: 10_000)
        do {
            _ = try ClientMessage.decode(#"{"t":""# + long + #""}"#)
            Issue.record("should throw")
        } catch {
            #expect(error.description.count < 100)
        }
    }

    @Test func roundTripsThroughTheEncoder() throws {
        let messages: [ClientMessage] = [
            .join(path: "/colors", viewport: Viewport(width: 390, height: 844), token: "t", version: 3),
            .event(ClientEvent(seq: 1, kind: .click, target: "r.0")),
            .event(ClientEvent(seq: 2, kind: .input, target: "r.1", value: "a\"b\u{2028}")),
            .viewport(Viewport(width: 100, height: 200.5)),
            .resync,
        ]
        for m in messages { #expect(try ClientMessage.decode(m.encode()) == m) }
    }
}
