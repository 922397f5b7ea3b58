/// What `LiveCluster` runs (issue #15 item 3): read from its arguments, then
/// the environment (`make cluster` passes `WORKERS`, `PORT`, …), then defaults.
/// Pure: parsing and defaults only, so it is tested without starting anything.
public struct ClusterSettings: Equatable, Sendable {
    /// How many worker processes (default: the core count).
    public var workers: Int
    /// Where the load balancer listens.
    public var host: String
    public var port: Int
    /// The first worker's port; worker n (from 1) listens on `workerPort + n - 1`, on loopback.
    public var workerPort: Int
    /// Where Redis listens (on loopback) when the cluster starts it.
    public var redisPort: Int
    /// The store every worker shares: `redis://…` (the cluster starts Redis when it names this
    /// machine's `redisPort`) or `sqlite:PATH` (one WAL file several processes share).
    public var store: String
    /// Redis's data, the balancer's rendered configuration, the pid file.
    public var stateDirectory: String
    /// The worker program (default: `LiveDemo` beside `LiveCluster`).
    public var workerProgram: String?
    /// The balancer's configuration template (`deploy/haproxy.cfg`).
    public var balancerTemplate: String
    /// Whether to start Redis (a `redis://` store on this machine's `redisPort`).
    public var startsRedis: Bool { store == "redis://127.0.0.1:\(redisPort)" }

    public static let usage = """
        usage: LiveCluster [--workers N] [--host H] [--port P] [--worker-port P] [--redis-port P]
                           [--store redis://HOST:PORT|sqlite:PATH] [--state DIR] [--worker PROGRAM]
                           [--balancer-template FILE]
               LiveCluster haproxy-config [same options] [--servers HOST:PORT,…]
        Environment (arguments win): WORKERS, HOST, PORT, WORKER_PORT, REDIS_PORT, LIVEUI_STORE,
        CLUSTER_STATE, WORKER_PROGRAM, BALANCER_TEMPLATE.
        Signals: SIGINT/SIGTERM stop everything it started; SIGHUP restarts the workers one by one.
        """

    /// `cores`: the machine's (the default worker count). `redis`: whether the store may default to Redis.
    public static func parse(_ arguments: [String], env: [String: String], cores: Int, redis: Bool = true) throws(ClusterSettingsError)
        -> ClusterSettings
    {
        var values: [String: String] = [:]
        let names: [String: String] = [
            "--workers": "WORKERS", "--host": "HOST", "--port": "PORT", "--worker-port": "WORKER_PORT",
            "--redis-port": "REDIS_PORT", "--store": "LIVEUI_STORE", "--state": "CLUSTER_STATE", "--worker": "WORKER_PROGRAM",
            "--balancer-template": "BALANCER_TEMPLATE", "--servers": "SERVERS",
        ]
        for key in Set(names.values) { if let value = env[key], !value.isEmpty { values[key] = value } }
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            let (flag, inline) = argument.split(separator: "=", maxSplits: 1).map(String.init).pair
            guard let key = names[flag] else { throw .init("unknown argument \(argument)") }
            guard let value = inline ?? rest.popFirst(), !value.isEmpty else { throw .init("\(flag) needs a value") }
            values[key] = value
        }
        func number(_ key: String, _ fallback: Int, _ range: ClosedRange<Int>) throws(ClusterSettingsError) -> Int {
            guard let text = values[key] else { return fallback }
            guard let value = Int(text), range.contains(value) else {
                throw .init("\(key) must be a whole number in \(range.lowerBound)…\(range.upperBound), not \"\(text)\"")
            }
            return value
        }
        let port = try number("PORT", 8080, 1...65535)
        let workers = try number("WORKERS", max(1, cores), 1...256)
        let workerPort = try number("WORKER_PORT", port + 1, 1...65535)
        guard workerPort + workers - 1 <= 65535 else { throw .init("WORKER_PORT + WORKERS goes past port 65535") }
        guard !(workerPort...(workerPort + workers - 1)).contains(port) else {
            throw .init("the workers' ports (\(workerPort)…\(workerPort + workers - 1)) include the balancer's \(port)")
        }
        let redisPort = try number("REDIS_PORT", port + 1000 <= 65535 ? port + 1000 : 6390, 1...65535)
        guard redisPort != port, !(workerPort...(workerPort + workers - 1)).contains(redisPort) else {
            throw .init("REDIS_PORT \(redisPort) is taken by the balancer or a worker")
        }
        let state = values["CLUSTER_STATE"] ?? ".cluster"
        let store = values["LIVEUI_STORE"] ?? (redis ? "redis://127.0.0.1:\(redisPort)" : "sqlite:\(state)/sessions.sqlite")
        guard store.hasPrefix("redis://") || store.hasPrefix("sqlite:") else {
            throw .init("LIVEUI_STORE must be redis://HOST:PORT or sqlite:PATH for a cluster (\"memory\" is one process's), not \"\(store)\"")
        }
        return ClusterSettings(
            workers: workers, host: values["HOST"] ?? "127.0.0.1", port: port, workerPort: workerPort, redisPort: redisPort,
            store: store, stateDirectory: state, workerProgram: values["WORKER_PROGRAM"],
            balancerTemplate: values["BALANCER_TEMPLATE"] ?? "deploy/haproxy.cfg")
    }

    public init(
        workers: Int, host: String, port: Int, workerPort: Int, redisPort: Int, store: String, stateDirectory: String,
        workerProgram: String?, balancerTemplate: String
    ) {
        self.workers = workers
        self.host = host
        self.port = port
        self.workerPort = workerPort
        self.redisPort = redisPort
        self.store = store
        self.stateDirectory = stateDirectory
        self.workerProgram = workerProgram
        self.balancerTemplate = balancerTemplate
    }

    /// Worker n's port (n from 1).
    public func port(ofWorker n: Int) -> Int { workerPort + n - 1 }

    /// The environment a worker runs with, on top of the cluster's own.
    public func workerEnvironment(_ n: Int, inherited env: [String: String]) -> [String: String] {
        var out = env
        out["HOST"] = "127.0.0.1"
        out["PORT"] = String(port(ofWorker: n))
        out["LIVEUI_STORE"] = store
        // Pages are asked for by the balancer's host name, not the worker's loopback address.
        if env["LIVEUI_ALLOWED_HOSTS"] == nil {
            out["LIVEUI_ALLOWED_HOSTS"] = ["0.0.0.0", "::", ""].contains(host) ? "*" : "\(host),localhost,127.0.0.1"
        }
        // The balancer is the peer of every socket: the client's address is the one it forwards.
        if env["LIVEUI_TRUSTED_PROXIES"] == nil { out["LIVEUI_TRUSTED_PROXIES"] = "127.0.0.1" }
        return out
    }
}

public struct ClusterSettingsError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

extension Array where Element == String {
    fileprivate var pair: (String, String?) { (self.first ?? "", self.count > 1 ? self[1] : nil) }
}
