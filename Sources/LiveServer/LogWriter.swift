import Dispatch
import Foundation
import Synchronization

/// Writes log lines to standard error from a thread of its own, so that a
/// slow or stuck reader of stderr (a full pipe) never stalls the threads
/// that serve sockets: lines wait in a bounded queue, and when it is full
/// they are dropped and counted, and the count is written once it drains.
final class LogWriter: Sendable {
    /// One writer per process: stderr is one file.
    static let standardError = LogWriter(fd: 2)

    private struct Queue {
        var lines: [String] = []
        var bytes = 0
        var dropped = 0
        var started = false
    }

    private let fd: Int32
    private let queue = Mutex(Queue())
    private let ready = DispatchSemaphore(value: 0)
    private let idle = DispatchSemaphore(value: 0)
    /// At most this much text waits (lines over it are dropped, counted).
    private let capacityBytes = 4 << 20

    init(fd: Int32) { self.fd = fd }

    func write(_ line: String) {
        let startNow: Bool = queue.withLock { q in
            guard q.bytes + line.utf8.count <= capacityBytes else {
                q.dropped += 1
                return false
            }
            q.lines.append(line)
            q.bytes += line.utf8.count
            defer { q.started = true }
            return !q.started
        }
        if startNow {
            let thread = Thread { [self] in run() }
            thread.name = "liveui-log"
            thread.start()
        }
        ready.signal()
    }

    /// Waits (up to `timeout` seconds) until every queued line is written: before the process exits.
    func flush(timeout: Double = 1) {
        let deadline = DispatchTime.now() + timeout
        while queue.withLock({ !$0.lines.isEmpty }) {
            ready.signal()
            if idle.wait(timeout: deadline) == .timedOut { return }
        }
    }

    private func run() {
        while true {
            ready.wait()
            let (lines, dropped) = queue.withLock { q -> ([String], Int) in
                defer {
                    q.lines.removeAll(keepingCapacity: true)
                    q.bytes = 0
                    q.dropped = 0
                }
                return (q.lines, q.dropped)
            }
            for line in lines { writeAll(line) }
            if dropped > 0 { writeAll("LiveUI: \(dropped) log lines dropped: standard error was not being read fast enough\n") }
            idle.signal()
        }
    }

    private func writeAll(_ line: String) {
        var text = line
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n > 0 {
                    offset += n
                } else if n < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
