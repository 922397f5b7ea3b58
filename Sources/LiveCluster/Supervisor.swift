import Foundation
import LiveClusterKit
import Synchronization

/// Runs the cluster in the foreground (issue #15 items 3 and 6): Redis, the
/// workers, HAProxy; restarts whatever dies (a worker that keeps dying waits
/// longer each time); SIGHUP restarts the workers one by one; SIGINT/SIGTERM
/// stops everything it started, workers first (they drain into the store),
/// then the balancer, then Redis. One thread polls: children are reaped with
/// `waitpid`, signals arrive through a mailbox, nothing else is shared.
final class Supervisor {
    enum Role: Hashable, CustomStringConvertible {
        case worker(Int), balancer, redis
        var description: String {
            switch self {
            case .worker(let n): "worker \(n)"
            case .balancer: "balancer"
            case .redis: "redis"
            }
        }
    }

    private struct Slot {
        var child: Child?
        var backoff = RestartBackoff()
        /// When to start it again after it died (nil: not waiting).
        var restartAt: Date?
    }

    /// A rolling restart's progress: the worker being stopped, or started and not yet healthy.
    private enum Rolling {
        case stopping(Int, since: Date)
        case waitingHealthy(Int, since: Date)
    }

    let settings: ClusterSettings
    let workerProgram: String
    private let environment: [String: String]
    private var slots: [Role: Slot] = [:]
    private var rolling: Rolling?
    private var rollingQueue: [Int] = []
    private let signals = SignalInbox()
    private var sources: [DispatchSourceSignal] = []
    private var stopping = false

    init(settings: ClusterSettings, workerProgram: String, environment: [String: String]) {
        self.settings = settings
        self.workerProgram = workerProgram
        self.environment = environment
    }

    var roles: [Role] {
        (settings.startsRedis ? [.redis] : []) + (1...settings.workers).map { .worker($0) } + [.balancer]
    }

    // MARK: Running

    func run() throws -> Never {
        try prepareState()
        listenForSignals()
        // Redis first (workers connect to it), then the workers, then the balancer once they answer.
        if settings.startsRedis {
            start(.redis)
            wait(until: Date() + 10) { Probe.listening(port: settings.redisPort) }
        }
        for n in 1...settings.workers { start(.worker(n)) }
        wait(until: Date() + 30) { (1...settings.workers).allSatisfy { Probe.healthy(port: settings.port(ofWorker: $0)) } }
        start(.balancer)
        note("cluster ready http://\(BalancerConfig.bindAddress(host: settings.host, port: settings.port))")
        while true {
            tick()
            usleep(50_000)
        }
    }

    /// One turn of the loop: signals, children that exited, restarts due, the rolling restart.
    private func tick() {
        for sig in signals.take() { handle(signal: sig) }
        for (pid, status) in reapExited() { exited(pid, status: status) }
        let now = Date()
        for (role, slot) in slots where slot.child == nil && (slot.restartAt.map { $0 <= now } ?? false) { start(role) }
        stepRolling(now)
    }

    private func handle(signal sig: Int32) {
        switch sig {
        case SIGHUP:
            guard rolling == nil, rollingQueue.isEmpty else {
                note("a rolling restart is already running")
                return
            }
            note("rolling restart of \(settings.workers) workers")
            rollingQueue = Array(1...settings.workers)
        default:
            shutdown()
        }
    }

    private func exited(_ pid: pid_t, status: Int32) {
        guard let (role, slot) = slots.first(where: { $0.value.child?.pid == pid }), let child = slot.child else { return }
        slots[role]?.child = nil
        if case .stopping(let n, _)? = rolling, role == .worker(n) {
            // The rolling restart stopped it: start the new one at once.
            start(role)
            rolling = .waitingHealthy(n, since: Date())
            return
        }
        let ran = Date().timeIntervalSince(child.started)
        let delay = slots[role]?.backoff.delay(afterRunning: ran) ?? 0
        slots[role]?.restartAt = Date() + delay
        note("\(role) pid \(pid) ended (\(describe(status: status))) after \(String(format: "%.1f", ran)) s; restart in \(delay) s")
    }

    private func stepRolling(_ now: Date) {
        switch rolling {
        case nil:
            guard let n = rollingQueue.first else { return }
            rollingQueue.removeFirst()
            guard let child = slots[.worker(n)]?.child else {
                // Down already (its own restart is pending): nothing to stop.
                return
            }
            kill(child.pid, SIGTERM)
            rolling = .stopping(n, since: now)
        case .stopping(let n, let since)?:
            // A worker that does not finish draining in time is killed; its sessions resume from what it wrote.
            if now.timeIntervalSince(since) > 15, let child = slots[.worker(n)]?.child { kill(child.pid, SIGKILL) }
        case .waitingHealthy(let n, let since)?:
            if Probe.healthy(port: settings.port(ofWorker: n), timeout: 0.5) {
                rolling = nil
                if rollingQueue.isEmpty { note("rolling restart done") }
            } else if now.timeIntervalSince(since) > 60 {
                note("worker \(n) is not healthy 60 s after its restart: the rolling restart stops here")
                rolling = nil
                rollingQueue = []
            }
        }
    }

    // MARK: Starting and stopping

    private func start(_ role: Role) {
        var slot = slots[role] ?? Slot()
        slot.restartAt = nil
        do {
            let child: Child
            switch role {
            case .worker(let n):
                child = try Child.spawn(workerProgram, [], environment: settings.workerEnvironment(n, inherited: environment))
                // The line operators and tests read: exactly this form.
                say("worker \(n) pid \(child.pid) port \(settings.port(ofWorker: n))")
            case .balancer:
                child = try Child.spawn("haproxy", ["-db", "-f", balancerConfigPath], environment: environment)
                say("balancer pid \(child.pid) port \(settings.port)")
            case .redis:
                child = try Child.spawn(
                    "redis-server",
                    [
                        "--port", String(settings.redisPort), "--bind", "127.0.0.1", "--dir", redisDirectory,
                        "--appendonly", "yes", "--appendfsync", "everysec", "--save", "", "--daemonize", "no", "--loglevel", "warning",
                    ], environment: environment)
                say("redis pid \(child.pid) port \(settings.redisPort)")
            }
            slot.child = child
        } catch {
            note("\(error)")
            slot.restartAt = Date() + slot.backoff.delay(afterRunning: 0)
        }
        slots[role] = slot
        writeChildren()
    }

    /// Workers first (SIGTERM: they write every session to the store and close their sockets with 1001),
    /// then the balancer, then Redis; what does not stop in time is killed. A second signal kills at once.
    private func shutdown() -> Never {
        if stopping { exitKillingEverything() }
        stopping = true
        note("stopping")
        for group in [(1...settings.workers).map { Role.worker($0) }, [.balancer], [.redis]] {
            let pids = group.compactMap { slots[$0]?.child?.pid }
            for pid in pids { kill(pid, SIGTERM) }
            let deadline = Date() + 15
            var left = Set(pids)
            while !left.isEmpty, Date() < deadline {
                for (pid, _) in reapExited() { left.remove(pid) }
                if signals.pending { exitKillingEverything() }
                usleep(20_000)
            }
            for pid in left { kill(pid, SIGKILL) }
            for role in group { slots[role]?.child = nil }
        }
        try? FileManager.default.removeItem(atPath: childrenPath)
        try? FileManager.default.removeItem(atPath: pidPath)
        note("stopped")
        exit(0)
    }

    private func exitKillingEverything() -> Never {
        for slot in slots.values { if let pid = slot.child?.pid { kill(pid, SIGKILL) } }
        while waitpid(-1, nil, 0) > 0 {}
        try? FileManager.default.removeItem(atPath: childrenPath)
        try? FileManager.default.removeItem(atPath: pidPath)
        exit(1)
    }

    private func listenForSignals() {
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { [signals] in signals.post(sig) }
            source.resume()
            sources.append(source)
        }
    }

    private func wait(until deadline: Date, _ condition: () -> Bool) {
        while !condition(), Date() < deadline {
            for sig in signals.take() where sig != SIGHUP { shutdown() }
            for (pid, status) in reapExited() { exited(pid, status: status) }
            usleep(100_000)
        }
    }

    // MARK: State directory

    private var redisDirectory: String { settings.stateDirectory + "/redis" }
    private var balancerConfigPath: String { settings.stateDirectory + "/haproxy.cfg" }
    private var pidPath: String { settings.stateDirectory + "/cluster.pid" }
    private var childrenPath: String { settings.stateDirectory + "/children" }

    /// The state directory, the balancer's configuration (checked by `haproxy -c`), the pid
    /// file (`make cluster-restart` signals it), and what an earlier cluster killed with -9 left running.
    private func prepareState() throws {
        let files = FileManager.default
        try files.createDirectory(atPath: redisDirectory, withIntermediateDirectories: true)
        stopLeftovers()
        let template = try String(contentsOfFile: settings.balancerTemplate, encoding: .utf8)
        let config = BalancerConfig.render(
            template: template, bind: BalancerConfig.bindAddress(host: settings.host, port: settings.port),
            servers: BalancerConfig.servers(settings))
        try config.write(toFile: balancerConfigPath, atomically: true, encoding: .utf8)
        let check = try Child.spawn("haproxy", ["-c", "-q", "-f", balancerConfigPath], environment: environment)
        var status: Int32 = 0
        waitpid(check.pid, &status, 0)
        guard status == 0 else { throw SpawnError(description: "haproxy refused \(balancerConfigPath) (haproxy -c)") }
        try "\(getpid())\n".write(toFile: pidPath, atomically: true, encoding: .utf8)
    }

    private func writeChildren() {
        let pids = slots.values.compactMap { $0.child?.pid }.map(String.init).sorted().joined(separator: "\n")
        try? (pids + "\n").write(toFile: childrenPath, atomically: true, encoding: .utf8)
    }

    /// Children an earlier cluster started and never stopped (it was killed with -9): stopped now,
    /// if they are still what it started (their program name matches), so their ports are free.
    private func stopLeftovers() {
        guard let text = try? String(contentsOfFile: childrenPath, encoding: .utf8) else { return }
        let names = [URL(fileURLWithPath: workerProgram).lastPathComponent, "haproxy", "redis-server"]
        for pid in text.split(separator: "\n").compactMap({ pid_t($0) }) where pid > 1 {
            guard let command = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8) else { continue }
            let name = command.trimmingCharacters(in: .whitespacesAndNewlines)
            guard names.contains(where: { $0.hasPrefix(name) }) else { continue }
            note("stopping pid \(pid) (\(name)) left by an earlier cluster")
            kill(pid, SIGKILL)
        }
        usleep(200_000)
    }

    // MARK: Output

    /// A line for operators and tests (standard output).
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// A line about what the cluster does (standard error, beside the children's logs).
    private func note(_ line: String) {
        FileHandle.standardError.write(Data(("cluster: " + line + "\n").utf8))
    }
}

/// Signals the dispatch sources received, for the polling thread: the only thing shared between threads.
final class SignalInbox: Sendable {
    private let queue = Mutex<[Int32]>([])
    func post(_ sig: Int32) { queue.withLock { $0.append(sig) } }
    func take() -> [Int32] { queue.withLock { q in defer { q.removeAll() }; return q } }
    var pending: Bool { queue.withLock { !$0.isEmpty } }
}
