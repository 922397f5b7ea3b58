import Foundation
import LiveHTML
import LiveServer
import LiveServerTesting
import LiveUI
import Synchronization
import Testing

/// The server's log: a line for each thing an operator wants to see, in text
/// and JSON, and never a session token or anything a user typed. The server
/// runs in-process (`LiveServer.start()`), its log collected by a sink.
@MainActor @Suite(.serialized) struct LogTests {
    final class Lines: Sendable {
        let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
        func append(_ line: String) { lines.withLock { $0.append(line) } }

        /// The first line for `event` that has every one of `fields` (as `key=value` text).
        func find(_ event: String, _ fields: [String] = []) -> String? {
            all.first { line in
                (line.contains(" " + event + " ") || line.contains("\"event\":\"" + event + "\""))
                    && fields.allSatisfy { line.contains($0) }
            }
        }

        /// Waits for a line the server thread may still be writing.
        func wait(_ event: String, _ fields: [String] = [], timeout: Double = 5) -> String? {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if let line = find(event, fields) { return line }
                RunLoop.main.run(until: Date().addingTimeInterval(0.01))
            }
            return nil
        }
    }

    class Missing: ObservableObject {}

    struct NeedsModel: View {
        @EnvironmentObject var model: Missing
        var body: some View { Text("never") }
    }

    struct Form: View {
        @State var secret = ""
        var body: some View {
            VStack {
                TextField("Secret", text: $secret)
                Label("Odd", systemImage: "no.such.symbol.anywhere")
            }
        }
    }

    func server(_ lines: Lines, level: LogLevel = .debug, format: LogFormat = .text) throws -> LiveServer {
        var configuration = ServerConfiguration(port: 0, log: ServerLog(level: level, format: format, sink: lines.append))
        configuration.eventsPerSecond = 5
        configuration.eventBurst = 30
        configuration.rateLimitGrace = 0.2
        let server = LiveServer(configuration: configuration) { Form() }
            .route("/broken") { NeedsModel() }
        try server.start()
        return server
    }

    /// Runs blocking socket work off the main actor, so the in-process server's main-actor side keeps turning.
    func offMain<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await Task.detached { try work() }.value
    }

    @Test func everyKindOfLineAnOperatorNeedsIsWritten() async throws {
        let lines = Lines()
        let server = try server(lines)
        let port = server.port
        #expect(lines.find("server.start", ["port=\(port)", "assets=embedded"]) != nil)

        let typed = "hunter2-typed-secret"
        let token = try await offMain { () -> String in
            #expect(try HTTPReply.get(port: port, path: "/").status == 200)
            #expect(try HTTPReply.get(port: port, path: "/nowhere").status == 404)
            #expect(try HTTPReply.get(port: port, path: "/broken").status == 200)
            let page = try WireSession(port: port)
            try page.type("Secret", typed)
            try page.socket.sendClose(code: 1000)
            _ = try? page.readOne()
            // A tab coming back with its token resumes.
            let again = try WireSession(port: port, token: page.token, version: page.version)
            _ = try again.sendRaw("{not json")
            // Binary: a protocol error that closes the connection.
            try again.socket.sendBinary([1])
            _ = try? again.readOne()
            // Over the event rate for longer than the grace: closed with 1008.
            let flooder = try WireSession(port: port)
            let id = try flooder.page.textFieldID("Secret")
            for i in 0..<200 { try? flooder.socket.send(#"{"t":"event","seq":\#(i + 1),"kind":"input","id":"\#(id)","value":"x"}"#) }
            for _ in 0..<400 { if (try? flooder.readOne()) == nil, flooder.closeCode != nil { break } }
            return page.token
        }

        #expect(lines.wait("http", ["method=GET", "path=/", "status=200", "bytes=", "ms="]) != nil)
        #expect(lines.wait("http", ["path=/nowhere", "status=404"]) != nil)
        #expect(lines.wait("http", ["path=/liveui.js"]) == nil, "no asset was fetched")
        #expect(lines.wait("ws.join", ["route=/", "peer=127.0.0.1"]) != nil)
        #expect(lines.wait("ws.event", ["kind=input", "seq=1"]) != nil)
        #expect(lines.wait("ws.close", ["code=1000", "session_age_s="]) != nil)
        #expect(lines.wait("ws.resume", ["route=/", "missed=0"]) != nil)
        #expect(lines.wait("ws.protocol_error", ["code=malformed_json"]) != nil)
        #expect(lines.wait("ws.protocol_error", ["code=1003"]) != nil)
        #expect(lines.wait("ws.rate_limited", ["code=1008"]) != nil)
        #expect(lines.wait("render.problem", ["route=/broken", "Missing"]) != nil)
        #expect(lines.wait("render.warning", ["no.such.symbol.anywhere"]) != nil)
        server.stop()
        #expect(lines.find("server.stop", ["uptime_s="]) != nil)

        let everything = lines.all.joined()
        #expect(!everything.contains(typed) && !everything.contains("hunter2"), "a typed value reached the log")
        #expect(!everything.contains(token), "a session token reached the log")
        // Each distinct render problem is logged once, however many renders show it.
        #expect(lines.all.filter { $0.contains("render.warning") }.count == 1)
    }

    @Test func jsonLinesParseAndHostileTextCannotForgeALine() async throws {
        let lines = Lines()
        let server = try server(lines, level: .info, format: .json)
        let port = server.port
        try await offMain {
            _ = try HTTPReply.rawExchange(port: port, request: "GET /a%22b%5Cc%0d%0aFAKE HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        }
        #expect(lines.wait("http", ["\"status\":404", #""path":"/a\"b\\c""#]) != nil)
        server.stop()
        #expect(lines.all.count >= 3)
        for line in lines.all {
            #expect(line.hasSuffix("}\n") && line.filter { $0 == "\n" }.count == 1, "one record per line: \(line)")
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["ts"] is String && object?["level"] is String && object?["event"] is String, "\(line)")
        }
    }

    @Test func textValuesAreQuotedAndEscaped() {
        let line = ServerLog.lineForTesting(.warn, "ws.close", ["reason": "bye\nFAKE info http", "code": 1000, "peer": "127.0.0.1"])
        #expect(line.hasSuffix(" warn  ws.close reason=\"bye\\nFAKE info http\" code=1000 peer=127.0.0.1\n"))
        #expect(line.filter { $0 == "\n" }.count == 1)
    }

    @Test func levelsAndFormatsComeFromTheEnvironmentOrAClearError() throws {
        #expect(try ServerLog.fromEnvironment(["LIVEUI_LOG": "debug", "LIVEUI_LOG_FORMAT": "json"]).level == .debug)
        #expect(try ServerLog.fromEnvironment([:]).level == .info)
        #expect(try ServerLog.fromEnvironment(["LIVEUI_LOG": "OFF"]).enabled(.error) == false)
        #expect(throws: ConfigurationError.self) { try ServerLog.fromEnvironment(["LIVEUI_LOG": "loud"]) }
        #expect(throws: ConfigurationError.self) { try ServerLog.fromEnvironment(["LIVEUI_LOG_FORMAT": "xml"]) }
        let log = ServerLog(level: .warn)
        #expect(!log.enabled(.info) && log.enabled(.warn) && log.enabled(.error))
    }
}
