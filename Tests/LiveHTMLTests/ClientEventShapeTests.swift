import Foundation
import Testing

@testable import LiveHTML

/// The event read in place (ClientMessage+Event.swift) must read what the
/// general parser reads, and must leave to it everything else.
@Suite struct ClientEventShapeTests {
    /// The client's own event messages: the protocol fixtures' and a few more.
    static let canonical = [
        #"{"t":"event","seq":3,"kind":"input","id":"r.2","value":"ali"}"#,
        #"{"t":"event","seq":1,"kind":"click","id":"r.a1b2.1.f.0m.1m.0.2"}"#,
        #"{"t":"event","seq":987654321012345,"kind":"change","id":"r.0","value":"3.5"}"#,
        #"{"t":"event","seq":7,"kind":"submit","id":"r.0.1"}"#,
        #"{"t":"event","seq":7,"kind":"focus","id":"r.0.1"}"#,
        #"{"t":"event","seq":7,"kind":"blur","id":"r.0.1"}"#,
        #"{"t":"event","seq":7,"kind":"dismiss","id":"r.0.1"}"#,
        #"{"t":"event","seq":2,"kind":"input","id":"r.2","value":"Grüße, 東京 🙂"}"#,
        #"{"t":"event","seq":2,"kind":"input","id":"r.2","value":""}"#,
        #"{"t":"event","seq":2,"kind":"click","id":"r.2","value":"x"}"#,
        "{\"t\":\"event\",\"seq\":3,\"kind\":\"input\",\"id\":\"r.2\",\"value\":\"a\u{7F}b\"}",
    ]

    /// Whatever `decode` makes of `text`, the general parser alone makes the same (a message or an error).
    static func expectSameAsInFull(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let fast = Result { () throws(ProtocolError) in try ClientMessage.decode(text) }
        let full = Result { () throws(ProtocolError) in try ClientMessage.decodeInFull(text) }
        #expect(fast == full, "\(text)", sourceLocation: sourceLocation)
        if let event = ClientMessage.canonicalEvent(text) {
            #expect(full == .success(.event(event)), "read in place but not so in full: \(text)", sourceLocation: sourceLocation)
            // Byte for byte, not only as equal strings (`==` on String ignores Unicode-equivalent spellings).
            if case .success(.event(let inFull)) = full {
                #expect(Array(event.target.utf8) == Array(inFull.target.utf8), sourceLocation: sourceLocation)
                #expect(event.value.map { Array($0.utf8) } == inFull.value.map { Array($0.utf8) }, sourceLocation: sourceLocation)
            }
        }
    }

    @Test(arguments: canonical)
    func theClientsEventsAreReadInPlaceAsInFull(_ text: String) throws {
        let event = try #require(ClientMessage.canonicalEvent(text))
        #expect(try ClientMessage.decodeInFull(text) == .event(event))
    }

    @Test func theProtocolFixturesEventsAreReadInPlaceUnlessTheyCarryMore() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/protocol")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("client-event-") }
        #expect(names.count >= 8)
        for name in names {
            let fixture = try JSONParser.parse(String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
            let message = try #require(fixture["message"]).serialized
            let carriesMore = ["drag", "press", "window", "key", "drop"].contains { name == "client-event-\($0).json" }
            #expect((ClientMessage.canonicalEvent(message) == nil) == carriesMore, "\(name)")
            Self.expectSameAsInFull(message)
        }
    }

    @Test(arguments: [
        // Other spellings of the same event: the general parser's.
        #"{ "t":"event","seq":3,"kind":"input","id":"r.2","value":"ali"}"#,
        #"{"seq":3,"t":"event","kind":"input","id":"r.2","value":"ali"}"#,
        #"{"t":"event","seq":3,"kind":"input","id":"r.2","value":"a\"li"}"#,
        #"{"t":"event","seq":3,"kind":"input","id":"r\u002e2","value":"ali"}"#,
        #"{"t":"event","seq":3,"kind":"input","id":"r.2","value":"ali","x":1}"#,
        #"{"t":"event","seq":3,"kind":"input","id":"r.2","value":null}"#,
        #"{"t":"event","seq":3.0,"kind":"click","id":"r.2"}"#,
        #"{"t":"event","seq":3e0,"kind":"click","id":"r.2"}"#,
        // Refused, with the general parser's errors.
        #"{"t":"event","seq":03,"kind":"click","id":"r.2"}"#,
        #"{"t":"event","seq":0,"kind":"click","id":"r.2"}"#,
        #"{"t":"event","seq":-3,"kind":"click","id":"r.2"}"#,
        #"{"t":"event","seq":9007199254740993,"kind":"click","id":"r.2"}"#,
        #"{"t":"event","seq":99999999999999999999,"kind":"click","id":"r.2"}"#,
        #"{"t":"event","seq":3,"kind":"input","id":"r.2"}"#,
        #"{"t":"event","seq":3,"kind":"change","id":"r.2"}"#,
        #"{"t":"event","seq":3,"kind":"hover","id":"r.2"}"#,
        #"{"t":"event","seq":3,"kind":"drag","id":"r.2","value":"move"}"#,
        #"{"t":"event","seq":3,"kind":"press","id":"r.2","value":"sideways"}"#,
        #"{"t":"event","seq":3,"kind":"window","id":"r.2","value":"9,1"}"#,
        #"{"t":"event","seq":3,"kind":"click","id":"r.2"} "#,
        #"{"t":"event","seq":3,"kind":"click","id":"r.2"}}"#,
        #"{"t":"event","seq":3,"kind":"click","id":"r.2""#,
        #"{"t":"event","seq":3,"kind":"click","id":"r.2","id":"r.3"}"#,
        "{\"t\":\"event\",\"seq\":3,\"kind\":\"input\",\"id\":\"r.2\",\"value\":\"a\u{01}b\"}",
        "{\"t\":\"event\",\"seq\":3,\"kind\":\"input\",\"id\":\"r.2\",\"value\":\"a\u{0}b\"}",
    ])
    func otherSpellingsGoToTheGeneralParser(_ text: String) {
        #expect(ClientMessage.canonicalEvent(text) == nil)
        Self.expectSameAsInFull(text)
    }

    /// The limit counts UTF-8 bytes: 16,383 of three-byte characters and one more byte.
    @Test(arguments: ["a", "東"])
    func stringsAtTheLengthLimitAndPastIt(_ filler: String) {
        for length in [ClientMessage.maxStringLength, ClientMessage.maxStringLength + 1] {
            let width = filler.utf8.count
            let long = String(repeating: filler, count: length / width) + String(repeating: "a", count: length % width)
            #expect(long.utf8.count == length)
            let asValue = #"{"t":"event","seq":3,"kind":"input","id":"r.2","value":""# + long + #""}"#
            let asID = #"{"t":"event","seq":3,"kind":"click","id":""# + long + #""}"#
            #expect((ClientMessage.canonicalEvent(asValue) != nil) == (length == ClientMessage.maxStringLength))
            Self.expectSameAsInFull(asValue)
            Self.expectSameAsInFull(asID)
        }
    }

    /// Every message one edit away from the client's own (a byte deleted,
    /// doubled, or replaced by one that matters to JSON), and a few thousand
    /// further away: `decode` answers each as the general parser does.
    @Test func messagesNearTheClientsShapeAreReadAsInFull() {
        let interesting: [UInt8] = Array(#"{}[]",:"\ 0129.e-+abnu"#.utf8) + [0x00, 0x1F, 0x7F, 0xC3, 0xA9]
        var generator = SplitMix(seed: 16)  // PackedElementTests.swift
        var checked = 0
        for message in Self.canonical.prefix(4) {
            let bytes = Array(message.utf8)
            for at in 0..<bytes.count {
                var deleted = bytes
                deleted.remove(at: at)
                var doubled = bytes
                doubled.insert(bytes[at], at: at)
                for variant in [deleted, doubled] {
                    Self.expectSameAsInFull(String(decoding: variant, as: UTF8.self))
                    checked += 1
                }
                for b in interesting {
                    var replaced = bytes
                    replaced[at] = b
                    Self.expectSameAsInFull(String(decoding: replaced, as: UTF8.self))
                    checked += 1
                }
            }
            for _ in 0..<1500 {
                var variant = bytes
                for _ in 0..<(1 + generator.next(3)) {
                    let at = generator.next(variant.count)
                    variant[at] = interesting[generator.next(interesting.count)]
                }
                Self.expectSameAsInFull(String(decoding: variant, as: UTF8.self))
                checked += 1
            }
        }
        #expect(checked > 10_000)
    }
}
