import Foundation

/// A small W3C WebDriver client for headless Debian Chromium through
/// chromedriver. It starts its own chromedriver on a free port and always
/// stops it (and the browser session) in `quit()` or on deinit.
public final class WebDriver {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    private let driver: Process
    private let port: Int
    private var sessionID: String?
    private static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

    public static func available() -> Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver")
            && (FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"))
    }

    public init(width: Int = 1280, height: Int = 800) throws {
        let port = try Self.freePort()
        driver = Process()
        driver.executableURL = URL(fileURLWithPath: "/usr/bin/chromedriver")
        driver.arguments = ["--port=\(port)"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        self.port = port
        let deadline = Date().addingTimeInterval(10)
        while (try? request("GET", "/status")) == nil {
            guard Date() < deadline else { throw Failure(description: "chromedriver did not start") }
            usleep(50_000)
        }
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": [
                    "goog:chromeOptions": [
                        "binary": "/usr/bin/chromium",
                        "args": [
                            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                            "--window-size=\(width),\(height)",
                        ],
                    ]
                ]
            ]
        ]
        let reply = try request("POST", "/session", capabilities)
        guard let value = reply["value"] as? [String: Any], let id = value["sessionId"] as? String else {
            throw Failure(description: "no session: \(reply)")
        }
        sessionID = id
    }

    deinit { quit() }

    public func quit() {
        if let id = sessionID {
            _ = try? request("DELETE", "/session/\(id)")
            sessionID = nil
        }
        ServerProcess.reap(driver)
    }

    private var session: String { "/session/\(sessionID ?? "none")" }

    public func navigate(_ url: String) throws { try request("POST", session + "/url", ["url": url]) }
    public func back() throws { try request("POST", session + "/back", [:]) }
    public func forward() throws { try request("POST", session + "/forward", [:]) }
    public func title() throws -> String { try request("GET", session + "/title")["value"] as? String ?? "" }

    public func find(_ css: String) throws -> String {
        let reply = try request("POST", session + "/element", ["using": "css selector", "value": css])
        guard let value = reply["value"] as? [String: Any], let id = value[Self.elementKey] as? String else {
            throw Failure(description: "no element \(css): \(reply["value"] ?? "")")
        }
        return id
    }

    public func click(_ element: String) throws { try request("POST", session + "/element/\(element)/click", [:]) }

    public func type(_ element: String, _ text: String) throws {
        try request("POST", session + "/element/\(element)/value", ["text": text])
    }

    /// Runs `script` in the page (its `arguments` are `args`) and returns its result.
    @discardableResult
    public func execute(_ script: String, _ args: [Any] = []) throws -> Any? {
        try request("POST", session + "/execute/sync", ["script": script, "args": args])["value"]
    }

    /// Opens `url` and waits until its page has joined its session; throws if it does not.
    /// Up to 15 s: in the whole suite several Chromiums and servers start at once on two cores,
    /// and a join once took longer than the 5 s a test's own waits allow (TabViewBrowserTests).
    public func openJoined(_ url: String) throws {
        try navigate(url)
        guard try waitUntil("return !!(window.LiveUI && LiveUI.state && LiveUI.state.joined)", timeout: 15) else {
            throw Failure(description: "\(url) did not join")
        }
    }

    /// Scrolls the page and every box in it that scrolls, to `offset` pixels from the top, or to
    /// the end when `offset` is nil: where a bar stuck to an edge is measured against its content.
    public func scrollEveryBox(to offset: Int?) throws {
        try execute(
            """
            const to = arguments[0];
            for (const el of [document.scrollingElement, ...document.querySelectorAll('*')]) {
              if (el.scrollHeight > el.clientHeight + 1) el.scrollTop = to === null ? el.scrollHeight : to;
            }
            """, [offset.map { $0 as Any } ?? NSNull()])
    }

    /// Polls `script` until it returns true.
    public func waitUntil(_ script: String, timeout: Double = 5) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try execute(script) as? Bool == true { return true }
            usleep(20_000)
        }
        return false
    }

    // MARK: Pointer and key actions (controls tests: double clicks, drags, keys to the focused element)

    /// Performs W3C WebDriver action sequences (`sources` as the spec spells them), then releases them.
    public func performAndRelease(_ sources: [[String: Any]]) throws {
        try request("POST", session + "/actions", ["actions": sources])
        try request("DELETE", session + "/actions")
    }

    /// A mouse click `x` pixels right of `element`'s middle (negative: left of it).
    public func click(_ element: String, atX x: Int) throws {
        try performAndRelease([
            [
                "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
                "actions": [
                    ["type": "pointerMove", "origin": [Self.elementKey: element], "x": x, "y": 0],
                    ["type": "pointerDown", "button": 0], ["type": "pointerUp", "button": 0],
                ],
            ]
        ])
    }

    /// A mouse click at a point of the window (CSS pixels from its top left corner).
    public func click(atViewportX x: Int, y: Int) throws {
        try performAndRelease([
            [
                "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
                "actions": [
                    ["type": "pointerMove", "origin": "viewport", "x": x, "y": y],
                    ["type": "pointerDown", "button": 0], ["type": "pointerUp", "button": 0],
                ],
            ]
        ])
    }

    /// A real right click (mouse button 2) at the middle of `element`: the browser fires `contextmenu`.
    public func rightClick(_ element: String) throws {
        try performAndRelease([
            [
                "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
                "actions": [
                    ["type": "pointerMove", "origin": [Self.elementKey: element], "x": 0, "y": 0],
                    ["type": "pointerDown", "button": 2], ["type": "pointerUp", "button": 2],
                ],
            ]
        ])
    }

    /// Records the `event` messages the page sends from now on, in `window.__sent`.
    public func recordSentEvents() throws {
        try execute(
            """
            window.__sent = [];
            const ws = LiveUI.state.ws, send = ws.send.bind(ws);
            ws.send = (m) => { const o = JSON.parse(m); if (o.t === 'event') window.__sent.push(o); send(m); };
            """)
    }

    /// A mouse double click at the middle of `element`.
    public func doubleClick(_ element: String) throws {
        let origin: [String: Any] = [Self.elementKey: element]
        try performAndRelease([
            [
                "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
                "actions": [
                    ["type": "pointerMove", "origin": origin, "x": 0, "y": 0],
                    ["type": "pointerDown", "button": 0], ["type": "pointerUp", "button": 0],
                    ["type": "pointerDown", "button": 0], ["type": "pointerUp", "button": 0],
                ],
            ]
        ])
    }

    /// Presses the mouse at `element`'s middle plus `fromX`, moves by `dx` pixels in `steps` moves, and releases.
    public func drag(_ element: String, fromX: Int = 0, by dx: Int, steps: Int = 10, stepMilliseconds: Int = 20) throws {
        var moves: [[String: Any]] = [
            ["type": "pointerMove", "origin": [Self.elementKey: element], "x": fromX, "y": 0], ["type": "pointerDown", "button": 0],
        ]
        for _ in 0..<steps {
            moves.append(["type": "pointerMove", "origin": "pointer", "x": dx / steps, "y": 0, "duration": stepMilliseconds])
        }
        moves.append(["type": "pointerUp", "button": 0])
        try performAndRelease([["type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": moves]])
    }

    /// Presses keys (WebDriver key codes, e.g. "\u{E014}" for →) in the element that has focus.
    public func keys(_ text: String) throws {
        var actions: [[String: Any]] = []
        for scalar in text.unicodeScalars {
            actions.append(["type": "keyDown", "value": String(scalar)])
            actions.append(["type": "keyUp", "value": String(scalar)])
        }
        try performAndRelease([["type": "key", "id": "keyboard", "actions": actions]])
    }

    /// Holds `modifiers` (`Key.control`, `Key.shift`, …) down while pressing `key`, as a shortcut is pressed.
    public func chord(_ modifiers: [String], _ key: String) throws {
        let down = modifiers.map(Self.keyDown) + [Self.keyDown(key), Self.keyUp(key)]
        try performAndRelease([["type": "key", "id": "keyboard", "actions": down + modifiers.reversed().map(Self.keyUp)]])
    }

    public func screenshot(to path: String) throws {
        guard let base64 = try request("GET", session + "/screenshot")["value"] as? String,
            let data = Data(base64Encoded: base64)
        else { throw Failure(description: "no screenshot") }
        try data.write(to: URL(fileURLWithPath: path))
    }

    /// One JSON request over a plain socket (URLSession's libcurl backend is
    /// not needed for loopback, and a raw exchange cannot hang on a run loop).
    @discardableResult
    private func request(_ method: String, _ path: String, _ body: [String: Any]? = nil) throws -> [String: Any] {
        let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        if body != nil { head += "Content-Type: application/json\r\n" }
        head += "Content-Length: \(payload.count)\r\n\r\n"
        let raw = try HTTPReply.rawExchange(port: port, request: head + String(decoding: payload, as: UTF8.self), timeout: 60)
        guard let split = raw.range(of: "\r\n\r\n") else { throw Failure(description: "no reply to \(method) \(path)") }
        let object = try JSONSerialization.jsonObject(with: Data(raw[split.upperBound...].utf8)) as? [String: Any] ?? [:]
        if let value = object["value"] as? [String: Any], let error = value["error"] as? String {
            throw Failure(description: "\(error): \(value["message"] ?? "")")
        }
        return object
    }

    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = 0
        inet_pton(AF_INET, "127.0.0.1", &addr.sin_addr)
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ok = withUnsafeMutablePointer(to: &addr) { p in
            p.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, len) == 0 && getsockname(fd, $0, &len) == 0 }
        }
        guard ok else { throw Failure(description: "no free port") }
        return Int(UInt16(bigEndian: addr.sin_port))
    }
}

// MARK: Actions (pointer and key input, for gesture tests)

extension WebDriver {
    /// Performs W3C input actions: each source is `["type": "pointer" | "key" | "none", "id": …, "actions": […]]`.
    /// Input state (buttons and keys held) lasts until `releaseActions()`.
    public func perform(_ sources: [[String: Any]]) throws {
        try request("POST", session + "/actions", ["actions": sources])
    }

    /// Releases every key and button still held.
    public func releaseActions() throws { try request("DELETE", session + "/actions") }

    /// A mouse (or `touch`/`pen`) source doing `actions`.
    public static func pointer(_ actions: [[String: Any]], kind: String = "mouse") -> [String: Any] {
        ["type": "pointer", "id": "pointer-" + kind, "parameters": ["pointerType": kind], "actions": actions]
    }

    /// A keyboard source doing `actions`.
    public static func keys(_ actions: [[String: Any]]) -> [String: Any] { ["type": "key", "id": "keyboard", "actions": actions] }

    /// Moves the pointer to (`x`, `y`) from the centre of `element` (or the viewport's origin), over `ms` milliseconds.
    public static func move(to element: String? = nil, x: Int = 0, y: Int = 0, ms: Int = 0) -> [String: Any] {
        var a: [String: Any] = ["type": "pointerMove", "x": x, "y": y, "duration": ms]
        a["origin"] = element.map { [elementKey: $0] as [String: Any] } ?? "viewport"
        return a
    }

    public static var down: [String: Any] { ["type": "pointerDown", "button": 0] }
    public static var up: [String: Any] { ["type": "pointerUp", "button": 0] }
    public static func pause(_ ms: Int) -> [String: Any] { ["type": "pause", "duration": ms] }
    public static func keyDown(_ key: String) -> [String: Any] { ["type": "keyDown", "value": key] }
    public static func keyUp(_ key: String) -> [String: Any] { ["type": "keyUp", "value": key] }

    /// WebDriver's codes for keys that are not characters.
    public enum Key {
        public static let shift = "\u{E008}"
        public static let enter = "\u{E007}"
        public static let space = " "
        public static let tab = "\u{E004}"
        public static let arrowLeft = "\u{E012}"
        public static let arrowUp = "\u{E013}"
        public static let arrowRight = "\u{E014}"
        public static let arrowDown = "\u{E015}"
        public static let escape = "\u{E00C}"
        public static let control = "\u{E009}"
        public static let alt = "\u{E00A}"
        public static let meta = "\u{E03D}"
    }
}

// MARK: Emulation, windows and tabs (environment tests, issue #14)

extension WebDriver {
    /// A Chrome DevTools Protocol command through chromedriver (`Emulation.setEmulatedMedia`, …).
    @discardableResult
    public func devTools(_ command: String, _ parameters: [String: Any] = [:]) throws -> Any? {
        try request("POST", session + "/goog/cdp/execute", ["cmd": command, "params": parameters])["value"]
    }

    /// Emulates `prefers-color-scheme` (nil: the browser's own, light).
    public func emulateColorScheme(_ scheme: String?) throws {
        try devTools("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": scheme ?? ""]]])
    }

    /// Resizes the browser window (outer size, CSS pixels).
    public func setWindowSize(width: Int, height: Int) throws {
        try request("POST", session + "/window/rect", ["width": width, "height": height])
    }

    /// Opens a new tab and switches to it; returns its handle.
    public func newTab() throws -> String {
        let value = try request("POST", session + "/window/new", ["type": "tab"])["value"] as? [String: Any]
        guard let handle = value?["handle"] as? String else { throw Failure(description: "no new tab") }
        try switchTo(handle)
        return handle
    }

    public func switchTo(_ handle: String) throws { try request("POST", session + "/window", ["handle": handle]) }

    public func windowHandle() throws -> String { try request("GET", session + "/window")["value"] as? String ?? "" }

    public func windowHandles() throws -> [String] { try request("GET", session + "/window/handles")["value"] as? [String] ?? [] }
}
