import Foundation
import LiveServer
import LiveServerTesting
import Testing

/// The server's log: a line for each thing an operator wants to see, in text
/// and JSON, and never a session token or anything a user typed. The server
/// is a real process (`LiveFixtureServer`, with views that go wrong on
/// purpose) writing its log to a file.
@Suite struct LogTests {
    /// A fixture server whose standard error goes to a file, and that file's lines.
    final class LoggedServer {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-log-\(UUID().uuidString).txt")
        let server: ServerProcess
        var port: Int { server.port }

        init(_ environment: [String: String]) throws {
            server = try ServerProcess(executable: "LiveFixtureServer", environment: environment, log: file)
        }

        deinit { try? FileManager.default.removeItem(at: file) }

        var lines: [String] {
            ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map { String($0) + "\n" }
        }

        /// The first line for `event` that has every one of `fields` (as `key=value` text).
        func find(_ event: String, _ fields: [String] = []) -> String? {
            lines.first { line in
                (line.contains(" " + event + " ") || line.contains("\"event\":\"" + event + "\""))
                    && fields.allSatisfy { line.contains($0) }
            }
        }

        /// Waits for a line the server may still be writing.
        func wait(_ event: String, _ fields: [String] = [], timeout: Double = 5) -> String? {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if let line = find(event, fields) { return line }
                usleep(10_000)
            }
            return nil
        }
    }

    @Test func everyKindOfLineAnOperatorNeedsIsWritten() throws {
        let log = try LoggedServer(["LIVEUI_LOG": "debug", "LIVEUI_EVENTS_PER_SECOND": "5", "LIVEUI_EVENT_BURST": "30"])
        let port = log.port
        // The allocator the package trait `Jemalloc` links in (Allocator.swift), by name.
        #expect(log.wait("server.start", ["port=\(port)", "assets=embedded", #"allocator="jemalloc 5."#, "loop=epoll"]) != nil)

        let typed = "hunter2-typed-secret"
        #expect(try HTTPReply.get(port: port, path: "/secrets").status == 200)
        #expect(try HTTPReply.get(port: port, path: "/nowhere").status == 404)
        #expect(try HTTPReply.get(port: port, path: "/broken").status == 200)
        let page = try WireSession(port: port, path: "/secrets")
        try page.type("Secret", typed)
        try page.socket.sendClose(code: 1000)
        _ = try? page.readOne()
        // A tab coming back with its token resumes.
        let again = try WireSession(port: port, path: "/secrets", token: page.token, version: page.version)
        _ = try again.sendRaw("{not json")
        // Binary: a protocol error that closes the connection.
        try again.socket.sendBinary([1])
        _ = try? again.readOne()
        // Over the event rate for longer than the grace: closed with 1008.
        let flooder = try WireSession(port: port, path: "/secrets")
        let id = try flooder.page.textFieldID("Secret")
        for i in 0..<200 { try? flooder.socket.send(#"{"t":"event","seq":\#(i + 1),"kind":"input","id":"\#(id)","value":"x"}"#) }
        for _ in 0..<400 where flooder.closeCode == nil { _ = try? flooder.readOne() }

        // A link labelled with what the user typed: its URL's slug is typed data too.
        let notes = try WireSession(port: port, path: "/notes")
        try notes.type("Title", typed)
        try notes.send(.click, try notes.page.linkID(typed))
        #expect(notes.page.hasText("Note: \(typed)"))
        try notes.socket.sendClose(code: 1000)
        _ = try? notes.readOne()
        _ = try WireSession(port: port, path: "/notes/\(typed)", token: notes.token, version: notes.version)
        // A reload of that URL in a fresh session: no such link there, a 404.
        #expect(try HTTPReply.get(port: port, path: "/notes/\(typed)?q=\(typed)").status == 404)

        #expect(log.wait("http", ["method=GET", "path=/secrets", "status=200", "bytes=", "ms="]) != nil)
        #expect(log.wait("ws.resume", ["route=/notes", "depth=1"]) != nil)
        #expect(log.wait("http", ["path=/notes/…", "status=404"]) != nil)
        #expect(log.wait("http", ["path=/…", "status=404"]) != nil)
        #expect(log.wait("http.not_found", ["path=/nowhere"]) != nil)
        #expect(log.wait("ws.join", ["route=/secrets", "peer=127.0.0.1"]) != nil)
        #expect(log.wait("ws.event", ["kind=input", "seq=1"]) != nil)
        #expect(log.wait("ws.close", ["code=1000", "session_age_s="]) != nil)
        #expect(log.wait("ws.resume", ["route=/secrets", "missed=0"]) != nil)
        #expect(log.wait("http.not_found", ["path=/notes/\(typed)"]) != nil, "the whole path is there at debug, for developers")
        #expect(log.wait("ws.protocol_error", ["code=malformed_json"]) != nil)
        #expect(log.wait("ws.protocol_error", ["code=1003"]) != nil)
        #expect(log.wait("ws.rate_limited", ["code=1008"]) != nil)
        #expect(log.wait("render.problem", ["route=/broken", "MissingModel"]) != nil)
        #expect(log.wait("render.warning", ["no.such.symbol.anywhere"]) != nil)
        #expect(log.server.stop().status == 0)
        #expect(log.wait("server.stop", ["uptime_s="]) != nil)

        let everything = log.lines.filter { !$0.contains(" debug ") }.joined()
        #expect(!everything.contains(typed) && !everything.contains("hunter2"), "a typed value reached the log at info")
        #expect(!everything.contains(page.token), "a session token reached the log")
        // Each distinct render warning is logged once, however many renders show it.
        #expect(log.lines.filter { $0.contains("render.warning") }.count == 1)
    }

    @Test func jsonLinesParseAndHostileTextCannotForgeALine() throws {
        let log = try LoggedServer(["LIVEUI_LOG": "debug", "LIVEUI_LOG_FORMAT": "json"])
        _ = try HTTPReply.rawExchange(
            port: log.port, request: "GET /a%22b%5Cc%0d%0aFAKE HTTP/1.1\r\nHost: 127.0.0.1:\(log.port)\r\nConnection: close\r\n\r\n")
        #expect(log.wait("http", ["\"status\":404", #""path":"/…""#]) != nil)
        #expect(log.wait("http.not_found", [#""path":"/a\"b\\c""#]) != nil)
        log.server.stop()
        #expect(log.wait("server.stop") != nil)
        #expect(log.lines.count >= 3)
        for line in log.lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["ts"] is String && object?["level"] is String && object?["event"] is String, "\(line)")
        }
    }

    /// Standard error is a pipe nobody reads (a stuck log collector): once its
    /// 64 KiB buffer is full, a server writing synchronously would stall every
    /// socket. Lines queue on a writer thread instead, and events keep flowing.
    @Test func aStuckLogReaderDoesNotStallTheServer() throws {
        let pipe = Pipe()
        let server = try ServerProcess(
            executable: "LiveFixtureServer",
            environment: ["LIVEUI_LOG": "debug", "LIVEUI_EVENTS_PER_SECOND": "100000", "LIVEUI_EVENT_BURST": "100000"],
            standardError: pipe.fileHandleForWriting)
        let page = try WireSession(port: server.port, path: "/secrets")
        let id = try page.page.textFieldID("Secret")
        let start = Date()
        // About 1,500 debug lines of ~100 bytes: more than twice what the pipe holds.
        for i in 0..<1_500 { try page.send(.input, id, value: String(i % 10)) }
        #expect(page.ack == 1_500)
        #expect(Date().timeIntervalSince(start) < 30)
        server.stop()
        // What was queued is there, in order, once someone reads.
        let text = String(decoding: pipe.fileHandleForReading.availableData, as: UTF8.self)
        #expect(text.contains("ws.event kind=input seq=1 "))
    }

    @Test func controlsAndInvisibleCharactersAreEscapedInBothFormats() throws {
        // A raw C1 CSI and NEL, a bidi override, a zero-width space, a BOM, a line separator, a private-use plane-15 scalar.
        let hostile = "x\u{9B}31mRED\u{85}z\u{202E}\u{200B}\u{FEFF}\u{2028}\u{F0000}é"
        for format in [LogFormat.text, .json] {
            let line = ServerLog.lineForTesting(.info, "http", ["path": .string(hostile)], format: format)
            #expect(
                line.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) }
                    || line.last == "\n")
            for scalar in ["\u{9B}", "\u{85}", "\u{202E}", "\u{200B}", "\u{FEFF}", "\u{2028}", "\u{F0000}"] {
                #expect(!line.contains(scalar), "\(format): \(line)")
            }
            #expect(line.contains("\\u009b") && line.contains("\\udb80\\udc00") && line.contains("é"), "\(line)")
            if format == .json {
                let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                #expect(object?["path"] as? String == hostile)
            }
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
