import Foundation

/// A child process the cluster started: `posix_spawn` (not Foundation's
/// `Process`) so that the child gets default signal handling and a process
/// group of its own, and its standard output goes to our standard error:
/// the cluster's standard output carries only its own lines, which operators
/// and tests read (`worker <n> pid <pid> port <port>`).
struct Child {
    let pid: pid_t
    let started: Date

    /// Starts `program` with `arguments` and `environment`; throws with the reason it could not.
    static func spawn(_ program: String, _ arguments: [String], environment: [String: String]) throws -> Child {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, 2, 1)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The cluster ignores SIGINT/SIGTERM/SIGHUP (it handles them through dispatch sources): the child must not inherit that.
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        // Its own group: Ctrl-C in the terminal reaches the cluster only, which stops the children in order
        // (workers drain into the store before the store stops).
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for p in argv { free(p) }
            for p in envp { free(p) }
        }
        var pid: pid_t = 0
        let rc = posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
        guard rc == 0 else { throw SpawnError(description: "cannot start \(program): \(String(cString: strerror(rc)))") }
        return Child(pid: pid, started: Date())
    }
}

struct SpawnError: Error, CustomStringConvertible {
    let description: String
}

/// Children that exited since the last call, with their wait status (never blocks).
func reapExited() -> [(pid: pid_t, status: Int32)] {
    var out: [(pid_t, Int32)] = []
    while true {
        var status: Int32 = 0
        let pid = waitpid(-1, &status, WNOHANG)
        guard pid > 0 else { break }
        out.append((pid, status))
    }
    return out
}

/// How a wait status reads in a log line.
func describe(status: Int32) -> String {
    let signal = status & 0x7f
    if signal == 0 { return "exit \((status >> 8) & 0xff)" }
    return "signal \(signal)"
}
