import Foundation
import LiveRuntime
import LiveStore
import LiveUI

/// Where `@AppStorage` and `@SceneStorage` live on a server (`LIVEUI_STORE`).
public enum StoreSetting: Sendable, Equatable {
    /// A SQLite file (WAL mode), created with its folder if missing: the default, at `defaultPath`.
    case sqlite(path: String)
    /// In memory: values last as long as the process.
    case memory
    // MARK: Redis (issue #15 item 2)
    /// A Redis server shared by every process that names it (`redis://[:password@]host:port[/db]`).
    case redis(RedisAddress)

    /// `$XDG_STATE_HOME/liveui/<program>.sqlite`, else `~/.local/state/liveui/<program>.sqlite`:
    /// per program, so two apps on one machine never share values.
    public static func defaultPath(_ env: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let program = ProcessInfo.processInfo.processName.isEmpty ? "liveui" : ProcessInfo.processInfo.processName
        let state: String
        if let xdg = env["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            state = xdg
        } else if let home = env["HOME"], home.hasPrefix("/") {
            state = home + "/.local/state"
        } else {
            state = NSTemporaryDirectory()
        }
        return (state as NSString).appendingPathComponent("liveui/\(program).sqlite")
    }

    /// `sqlite:PATH`, `memory` or `redis://…`; nil or empty: the default file.
    public static func parse(_ text: String?, env: [String: String] = ProcessInfo.processInfo.environment) throws -> StoreSetting {
        guard let text, !text.isEmpty else { return .sqlite(path: defaultPath(env)) }
        if text == "memory" { return .memory }
        if text.hasPrefix("redis:") {
            do { return .redis(try RedisAddress.parse(text)) } catch { throw ConfigurationError(error.description) }
        }
        if text.hasPrefix("sqlite:") {
            let path = String(text.dropFirst("sqlite:".count))
            guard !path.isEmpty, !path.contains("\u{0}") else {
                throw ConfigurationError("LIVEUI_STORE must be sqlite:PATH, memory or redis://host:port, not \"\(text)\"")
            }
            return .sqlite(path: path)
        }
        throw ConfigurationError("LIVEUI_STORE must be sqlite:PATH, memory or redis://host:port, not \"\(text.prefix(100))\"")
    }
}

/// The server's side of stored values: the store (falling back to memory,
/// with an error logged, if the file cannot be used), the areas sessions
/// share, the browser-id cookie, and the purge of what nobody used for long.
@MainActor
final class BrowserStorage {
    let coordinator: StorageCoordinator
    let description: String
    /// Whether values outlive the process (SQLite, Redis): only then are sessions written (issue #15).
    let durable: Bool
    private var purger: DispatchSourceTimer?
    // MARK: Shared topics (issue #15 item 4)
    /// Every session's `@SharedTopic`s: across processes through Redis pub/sub with a Redis store, else in this process.
    let topics: SharedTopicHub
    private let topicTransport: RedisTopics?

    /// A tab unseen for a week loses its `@SceneStorage`; a browser unseen for 400 days (the cookie's life) its `@AppStorage`.
    static let sceneLifetime: TimeInterval = 7 * 24 * 3600
    static let appLifetime: TimeInterval = 400 * 24 * 3600

    init(_ setting: StoreSetting, sessionRetention: TimeInterval = 24 * 3600, log: ServerLog) {
        let store: any KeyValueStore
        var transport: RedisTopics?
        switch setting {
        case .memory:
            store = InMemoryKeyValueStore()
            description = "memory"
            durable = false
        case .sqlite(let path):
            do {
                store = try SQLiteStore(path: path) { message in log.error("store.error", ["message": .string(message)]) }
                description = "sqlite"
                durable = true
            } catch {
                log.error("store.error", ["message": .string(error.description), "fallback": "memory"])
                store = InMemoryKeyValueStore()
                description = "memory (sqlite failed)"
                durable = false
            }
        case .redis(let address):
            // Unreachable at start or later, it serves from memory meanwhile (see RedisStore): the server starts either way.
            let outages = RedisOutageLog(address: address, log: log)
            let redis = RedisStore(address: address) { outages.report($0, from: .store) }
            store = redis
            transport = RedisTopics(store: redis) { outages.report($0, from: .subscriber) }
            description = "redis"
            durable = true
        }
        coordinator = StorageCoordinator(store: store)
        topicTransport = transport
        topics = SharedTopicHub(transport: transport)
        topics.onWarning = { message in log.warn("topic.invalid", ["message": .string(message)]) }
        coordinator.onWarning = { message, kind in
            log.warn("store.invalid", ["scope": .string(kind.rawValue), "message": .string(message)])
        }
        // Purged now and hourly, off the main actor (the store is thread-safe).
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now(), repeating: 3600)
        timer.setEventHandler {
            let now = Date()
            let scenes = store.purge(.scene, unusedSince: now - Self.sceneLifetime)
            let apps = store.purge(.app, unusedSince: now - Self.appLifetime)
            // MARK: Durable sessions (issue #15): a session unseen for the retention period is gone.
            let sessions = store.purge(.session, unusedSince: now - sessionRetention)
            store.purge(.sessionOwner, unusedSince: now - sessionRetention)
            if scenes + apps + sessions > 0 {
                log.info("store.purge", ["scenes": .int(scenes), "browsers": .int(apps), "sessions": .int(sessions)])
            }
        }
        timer.resume()
        purger = timer
    }

    func shutdown() {
        topicTransport?.stop()
        purger?.cancel()
        purger = nil
        coordinator.store.flush()
    }
}

/// The browser's durable id, in a cookie only the server reads (`HttpOnly`),
/// sent on same-site navigations (`SameSite=Lax`), and only over https when
/// the page was served over https (directly or by a trusted proxy saying so).
enum BrowserCookie {
    static let name = "liveui_browser"
    static let maxAge = 400 * 24 * 3600

    /// The id in a `Cookie` header, if it holds a well-formed one (32 lower-case hex digits); anything else is ignored.
    static func browserID(inHeader header: String?) -> String? {
        guard let header, header.utf8.count <= 8192 else { return nil }
        for part in header.split(separator: ";") {
            let pair = part.trimmingCharacters(in: .whitespaces)
            guard pair.hasPrefix(name + "=") else { continue }
            let value = String(pair.dropFirst(name.count + 1))
            if isWellFormed(value) { return value }
        }
        return nil
    }

    static func isWellFormed(_ id: String) -> Bool {
        id.utf8.count == 32 && id.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
    }

    /// A new random id (128 bits).
    static func newID() -> String {
        (0..<2).map { _ in
            let hex = String(UInt64.random(in: 0...UInt64.max), radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    static func header(_ id: String, secure: Bool) -> String {
        "\(name)=\(id); Path=/; Max-Age=\(maxAge); HttpOnly; SameSite=Lax" + (secure ? "; Secure" : "")
    }
}
