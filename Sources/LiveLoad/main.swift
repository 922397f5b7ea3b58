import CEpoll
// Load generator: N WebSocket sessions on one epoll thread, speaking LiveUI's
// protocol (the login app's flow, LOGIN_DELAY_MS=0) or, as the floor, plain
// echo with the same message sizes. Bounded in time; loopback only.
//   LiveLoad live <port> <sessions> <seconds>    the login flow, over and over
//   LiveLoad idle <port> <sessions> <seconds> [path]   join (`/`, or path), then hold (memory of idle sessions)
//   LiveLoad login <port> <sessions> <seconds>   log in once, then hold (memory of logged-in sessions)
//   LiveLoad echo <port> <sessions> <seconds> <path>
//   LiveLoad open <port> <sessions> <seconds> <events/s per session> [keystrokes per cycle]
//                                                the login flow on a clock (OpenLoop.swift)
// LIVELOAD_CYCLES=n ends a closed-loop run after n login cycles in all (within <seconds>).
// LIVELOAD_SPIN=1: the closed loop's generator polls without sleeping (epoll_wait with
// timeout 0), so its own wake-up is not in the latency (docs/performance.md, "a served keystroke leg by leg").
// LIVELOAD_PATH=/p joins the page at /p instead of / (`live`, `login`, `open`: an app with
// the login app's labels, such as `/plain-login`).
// LIVELOAD_NAME=s types s instead of "alice" (a longer name: more keystrokes a cycle; the cost of a
// keystroke and of a click apart, docs/performance.md).
// LIVELOAD_ADDRESSES=k spreads the sessions over the source addresses
// 127.0.0.1…k (a server's per-address admission caps, ephemeral ports).
// Prints one JSON line of figures.
import Foundation
import LiveHTML
import LiveTesting

#if canImport(Glibc)
    import Glibc
#endif

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// One run of the generator: all state lives here, on one thread.
final class Generator {
    let port: Int
    let sessionCount: Int
    let seconds: Double
    let echoMode: Bool
    let echoPath: String
    /// "idle": stop after joining; "login": stop once logged in.
    var hold: String?
    /// Sessions held: once all are, `held N` on standard error (bench.py's memory figure waits for it).
    var held = 0
    func noteHeld() {
        held += 1
        if held == sessionCount { FileHandle.standardError.write(Data("held \(held)\n".utf8)) }
    }
    /// The page an idle session joins (the scrolling figures join the lazy and eager contacts).
    var joinPath = "/"
    /// Set for the `open` mode.
    var openLoop: OpenLoop?
    /// Source addresses 127.0.0.1…k.
    var addresses = 1
    /// Whether the closed loop polls without sleeping. On this project's machine (a virtual
    /// machine) a core that waited longer takes longer to wake: with the generator asleep in
    /// `epoll_wait`, a reply reached it 20 µs after the server wrote it when the server took
    /// 41 µs, and 7 µs when it took 13 µs (the echo), a difference that is the generator's own.
    var spins = false

    init(port: Int, sessionCount: Int, seconds: Double, echoMode: Bool, echoPath: String) {
        self.port = port
        self.sessionCount = sessionCount
        self.seconds = seconds
        self.echoMode = echoMode
        self.echoPath = echoPath
    }

    let name = ProcessInfo.processInfo.environment["LIVELOAD_NAME"] ?? "alice"
    var ids = IDs()
    var keystrokeLatencies: [Double] = []
    /// The first keystroke into a freshly rendered form (after the join or a Logout), apart.
    var firstKeystrokeLatencies: [Double] = []
    var loginLatencies: [Double] = []
    var logoutLatencies: [Double] = []
    var echoLatencies: [Double] = []
    var keystrokeBytes = 0, loginBytes = 0, logoutBytes = 0
    var events = 0, errors = 0, connected = 0
    let epfd = cepoll_create()

    func send(_ c: Conn, _ text: String) {
        c.tx += frame(Array(text.utf8))
        flush(c)
    }

    func flush(_ c: Conn) {
        while !c.tx.isEmpty {
            let n = c.tx.withUnsafeBytes { Glibc.send(c.fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return }
            c.tx.removeFirst(n)
        }
    }

    func event(_ c: Conn, _ kind: EventKind, _ id: String, _ value: String? = nil) {
        c.seq += 1
        let text = ClientMessage.event(ClientEvent(seq: c.seq, kind: kind, target: id, value: value)).encode()
        // Stamped once the message is encoded, as the echo floor stamps its
        // message (already text): both spans start at the frame and the send.
        c.sentAt = now()
        events += 1
        send(c, text)
    }

    func nextKeystrokeOrLogin(_ c: Conn) {
        if c.typed.count < name.count {
            c.typed.append(name[name.index(name.startIndex, offsetBy: c.typed.count)])
            c.phase = .typing
            event(c, .input, ids.username, c.typed)
        } else {
            c.phase = .loggingIn
            event(c, .click, ids.login)
        }
    }

    func onMessage(_ c: Conn, _ text: String) {
        let elapsed = Double(now() - c.sentAt) / 1000
        if echoMode {
            echoLatencies.append(elapsed)
            c.sentAt = now()
            events += 1
            send(c, text)
            return
        }
        guard let message = try? ServerMessage.decode(text) else {
            errors += 1
            return
        }
        if openLoop != nil, !c.probe, c.phase != .joining {
            openReceived(c, message)
            return
        }
        switch (c.phase, message) {
        case (.joining, .joined(_, _, _, let html, _, _)):
            if ids.username.isEmpty, let page = try? HTMLParser.parseElement(html) {
                ids.username = (try? page.textFieldID("Username")) ?? ""
                ids.login = (try? page.buttonID("Login")) ?? ""
            }
            connected += 1
            // `idle` holds the session as joined (the mode was documented so, but went on typing).
            if hold == "idle" {
                c.phase = .loggedIn
                noteHeld()
                return
            }
            if openLoop != nil {
                // One session learns the Logout id the closed way; the others wait for the clock.
                c.probe = connected == 1
                c.phase = .typing
                if !c.probe { return }
                nextKeystrokeOrLogin(c)
                return
            }
            // `login` logs in at once; the closed loop starts once every session has joined (`run`).
            if hold == "login" {
                nextKeystrokeOrLogin(c)
            } else {
                c.phase = .ready
            }
        case (.typing, .patch(let p)) where p.ack == c.seq:
            keystrokeLatencies.append(elapsed)
            if c.typed.count == 1 { firstKeystrokeLatencies.append(elapsed) }
            keystrokeBytes = text.utf8.count
            nextKeystrokeOrLogin(c)
        case (.loggingIn, .patch(let p)):
            guard p.ops.contains(where: { if case .insert(_, _, let html) = $0 { return html.contains("Hello") } else { return false } })
            else { return }
            loginLatencies.append(elapsed)
            loginBytes = text.utf8.count
            // The Logout button may come in any of the patch's inserts (the plain app inserts the greeting and the button apart).
            for case .insert(_, _, let html) in p.ops where ids.logout.isEmpty {
                if let inserted = try? HTMLParser.parseElement(html) { ids.logout = (try? inserted.buttonID("Logout")) ?? "" }
            }
            // `login` holds the session logged in.
            if hold == "login" {
                c.phase = .loggedIn
                noteHeld()
                return
            }
            c.phase = .loggingOut
            event(c, .click, ids.logout)
        case (.loggingOut, .patch(let p)):
            guard p.ops.contains(where: { if case .insert(_, _, let html) = $0 { return html.contains("Username") } else { return false } })
            else { return }
            logoutLatencies.append(elapsed)
            logoutBytes = text.utf8.count
            c.typed = ""
            if c.probe {
                c.probe = false
                return
            }
            nextKeystrokeOrLogin(c)
        case (_, .error):
            errors += 1
        default:
            break
        }
    }

    func onReadable(_ c: Conn) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let n = chunk.withUnsafeMutableBytes { recv(c.fd, $0.baseAddress, $0.count, 0) }
        if n == 0 || (n < 0 && errno != EAGAIN) { return false }
        if n < 0 { return true }
        c.rx += chunk[..<n]
        if c.phase == .handshake {
            guard let end = c.rx.firstRange(of: Array("\r\n\r\n".utf8)) else { return true }
            guard c.rx.starts(with: Array("HTTP/1.1 101".utf8)) else { return false }
            c.rx.removeSubrange(..<end.upperBound)
            c.phase = .joining
            if echoMode {
                // Echoes start with the live sessions' flow: once every socket is upgraded (`run`).
                c.phase = .ready
                connected += 1
            } else {
                send(c, ClientMessage.join(path: joinPath, viewport: Viewport(width: 1280, height: 800), token: nil, version: nil).encode())
            }
        }
        return readFrames(c)
    }

    func run() throws -> String {
        var conns: [Int32: Conn] = [:]
        var order: [Conn] = []
        let start = now()
        for _ in 0..<sessionCount {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var one: Int32 = 1
            setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            if addresses > 1 {
                // 127.0.0.x for x in 1…k, any port: the server sees k clients.
                var local = sockaddr_in()
                local.sin_family = sa_family_t(AF_INET)
                inet_pton(AF_INET, "127.0.0.\(1 + conns.count % addresses)", &local.sin_addr)
                _ = withUnsafePointer(to: &local) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
                }
            }
            var addr = sockaddr_in()
            addr.sin_family = sa_family_t(AF_INET)
            addr.sin_port = in_port_t(UInt16(port).bigEndian)
            inet_pton(AF_INET, "127.0.0.1", &addr.sin_addr)
            let ok = withUnsafePointer(to: &addr) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard ok == 0 else {
                errors += 1
                close(fd)
                continue
            }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            let c = Conn(fd: fd)
            conns[fd] = c
            order.append(c)
            cepoll_add(epfd, fd)
            var key =
                "GET \(echoMode ? echoPath : "/live") HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            key += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
            c.tx = Array(key.utf8)
            flush(c)
        }
        let connectSeconds = Double(now() - start) / 1e9

        var measureStart = now()
        var joinSeconds = 0.0
        var ready = [Int32](repeating: 0, count: 1024)
        func serve(_ timeout: Int32) {
            let n = cepoll_wait(epfd, &ready, Int32(ready.count), timeout)
            if n < 0 { return }
            for i in 0..<Int(n) {
                let fd = ready[i]
                guard let c = conns[fd] else { continue }
                if !onReadable(c) {
                    errors += 1
                    c.closed = true
                    close(fd)
                    conns[fd] = nil
                } else if !c.tx.isEmpty {
                    flush(c)
                }
            }
        }
        if openLoop != nil {
            // Everyone joins and the probe learns the Logout id; then the clock starts.
            let ready = now() + 120_000_000_000
            while now() < ready, joining(order) || ids.logout.isEmpty || order.contains(where: \.probe) {
                serve(100)
            }
            // Sessions that never joined would only collect errors: a run that is not ready says so and sends nothing.
            if joining(order) || ids.logout.isEmpty {
                openLoop!.stopAt = 0
                openLoop!.notReady = true
            }
            let t0 = now() + 50_000_000
            openLoop!.t0 = t0
            FileHandle.standardError.write(Data("measuring\n".utf8))
            let stop = openLoop!.notReady ? 0 : t0 + UInt64(seconds * 1e9)
            openLoop!.gapNanos = 1e9 / (openLoop!.rate * Double(max(order.count, 1)))
            openLoop!.stopAt = stop
            openLoop!.warmup = min(1, seconds / 5)
            for (i, c) in order.enumerated() { c.step = i % openLoop!.keys }
            measureStart = t0
            while now() < openLoop!.stopAt { serve(openTick(order)) }
            // The drain: answers still on their way, for as long again as the run (at least 2 s).
            let drainEnd = now() + UInt64(max(seconds, 2) * 1e9)
            while now() < drainEnd, !openDrained(order) { serve(10) }
            openFinish(order)
        } else if hold != nil {
            // `idle` and `login` hold their sessions until the time is up.
            let deadline = start + UInt64((seconds + connectSeconds) * 1e9)
            while now() < deadline { serve(100) }
        } else {
            // The closed loop measures from the moment every session is there: 10,000 joins take
            // longer than a run (8-10 s here), and a window opened at the first connect measured
            // the joins, or, on 2026-12-02, nothing at all (0 of 10,000 had joined within 6 s).
            let ready = now() + 120_000_000_000
            while now() < ready, joining(order) { serve(100) }
            guard !joining(order), connected > 0 else {
                return try report(["mode": args[1], "sessions": sessionCount, "connected": connected, "errors": errors, "notReady": true])
            }
            joinSeconds = Double(now() - start) / 1e9
            measureStart = now()
            // bench.py reads the server's CPU time now: the joins are not the window's.
            FileHandle.standardError.write(Data("measuring\n".utf8))
            for c in order where !c.closed && c.phase == .ready { startFlow(c) }
            let deadline = measureStart + UInt64(seconds * 1e9)
            // LIVELOAD_CYCLES=n: stop after n whole login cycles (within the time), so two runs under
            // callgrind differ by an exact number of events (docs/performance.md, instructions per served event).
            let cycleLimit = ProcessInfo.processInfo.environment["LIVELOAD_CYCLES"].flatMap(Int.init) ?? Int.max
            while now() < deadline, logoutLatencies.count < cycleLimit { serve(spins ? 0 : 100) }
        }
        let elapsed = openLoop != nil ? seconds : Double(now() - measureStart) / 1e9

        func pct(_ xs: [Double], _ p: Double) -> Double {
            guard !xs.isEmpty else { return 0 }
            let s = xs.sorted()
            return (s[min(s.count - 1, Int(Double(s.count) * p))] * 10).rounded() / 10
        }
        let all = echoMode ? echoLatencies : keystrokeLatencies + loginLatencies + logoutLatencies
        let result: [String: Any] = [
            "mode": args[1], "sessions": sessionCount, "connected": connected, "seconds": (elapsed * 100).rounded() / 100,
            "events": events, "eventsPerSecond": Int(Double(events) / elapsed), "errors": errors,
            "p50us": pct(all, 0.5), "p99us": pct(all, 0.99),
            "keystrokeP50us": pct(keystrokeLatencies, 0.5), "firstKeystrokeP50us": pct(firstKeystrokeLatencies, 0.5),
            "loginP50us": pct(loginLatencies, 0.5), "logoutP50us": pct(logoutLatencies, 0.5),
            "keystrokeBytes": keystrokeBytes, "loginBytes": loginBytes, "logoutBytes": logoutBytes,
            "cycles": loginLatencies.count, "connectSeconds": (connectSeconds * 100).rounded() / 100,
            "joinSeconds": (joinSeconds * 100).rounded() / 100,
            // Only the closed loop spins (`serve(spins ? 0 : 100)` in its measured window).
            "generatorSpins": spins && openLoop == nil && hold == nil,
        ].merging(openFigures(pct, seconds: seconds)) { _, open in open }
        return try report(result)
    }
}

let args = CommandLine.arguments
guard args.count >= 5, let port = Int(args[2]), let sessionCount = Int(args[3]), let seconds = Double(args[4]),
    args[1] != "open" || (args.count > 5 && (Double(args[5]) ?? 0) > 0)
else {
    FileHandle.standardError.write(
        Data("usage: LiveLoad live|idle|login|echo <port> <sessions> <seconds> [path], or open <port> <sessions> <seconds> <events/s per session> [keystrokes per cycle]\n".utf8))
    exit(2)
}
var limit = rlimit()
getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
limit.rlim_cur = limit.rlim_max
setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
let generator = Generator(
    port: port, sessionCount: sessionCount, seconds: seconds, echoMode: args[1] == "echo",
    echoPath: args.count > 5 ? args[5] : "/echo")
if args[1] == "idle" || args[1] == "login" { generator.hold = args[1] }
if args[1] == "idle", args.count > 5 { generator.joinPath = args[5] }
if let path = ProcessInfo.processInfo.environment["LIVELOAD_PATH"] { generator.joinPath = path }
if args[1] == "open" {
    generator.openLoop = OpenLoop(rate: Double(args[5]) ?? 5, keys: max(1, args.count > 6 ? Int(args[6]) ?? 13 : 13))
}
generator.addresses = max(1, min(254, Int(ProcessInfo.processInfo.environment["LIVELOAD_ADDRESSES"] ?? "") ?? 1))
generator.spins = ProcessInfo.processInfo.environment["LIVELOAD_SPIN"] == "1"
print(try generator.run())
