import Foundation
import LiveHTML
import LiveTesting
import Testing

/// The golden fixtures in Tests/Fixtures/protocol are shared with the JS
/// client's tests: both sides must read and write exactly these bytes.
@Suite struct ProtocolFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/protocol")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func thereAreFixturesForEveryMessageType() {
        let names = Self.names
        for type in ["joined", "patch", "render", "error"] { #expect(names.contains { $0.hasPrefix("server-\(type)") }) }
        for type in ["join", "event", "viewport", "resync", "nav", "env"] { #expect(names.contains { $0.hasPrefix("client-\(type)") }) }
    }

    @Test(arguments: names)
    func fixtureRoundTrips(_ name: String) throws {
        let text = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
        let fixture = try JSONParser.parse(text)
        let message = try #require(fixture["message"]).serialized
        switch fixture["direction"]?.string {
        case "server":
            let decoded = try ServerMessage.decode(message)
            #expect(decoded.encode() == message)
            // What the server writes to its sockets (issue #16): the same bytes, behind the headroom it asked for.
            let framed = decoded.encodeBytes(headroom: 16)
            #expect(framed.prefix(16).allSatisfy { $0 == 0 })
            #expect(Array(framed.dropFirst(16)) == Array(message.utf8))
            if let before = fixture["before"]?.string, let after = fixture["after"]?.string, case .patch(let patch) = decoded {
                var root = try HTMLParser.parseElement(before)
                try PatchApplier.apply(patch.ops, to: &root)
                #expect(HTMLRenderer.html(root) == after)
            }
        case "client":
            #expect(try ClientMessage.decode(message).encode() == message)
        default:
            Issue.record("fixture \(name) has no direction")
        }
    }
}
