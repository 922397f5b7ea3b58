import CCrashNote
import Dispatch
import Foundation
import Synchronization

/// What the main actor is doing, for the two who ask when something goes
/// wrong: the fatal-signal handler (the process trapped inside an action)
/// and the watchdog (the main actor is blocked). Kept in C, so the signal
/// handler can print it without the Swift runtime.
enum ActivityNote {
    static func install() { liveui_crash_note_install() }

    /// "handling click on r.0.1 at /settings". Main actor only.
    static func set(_ what: String, target: String = "", route: String) {
        var what = what
        var target = target
        var route = route
        what.withUTF8 { w in
            target.withUTF8 { t in
                route.withUTF8 { r in
                    w.withMemoryRebound(to: CChar.self) { w in
                        t.withMemoryRebound(to: CChar.self) { t in
                            r.withMemoryRebound(to: CChar.self) { r in
                                liveui_crash_note_set(w.baseAddress, w.count, t.baseAddress, t.count, r.baseAddress, r.count)
                            }
                        }
                    }
                }
            }
        }
    }

    static func clear() { liveui_crash_note_clear() }

    /// The note now, from any thread; nil when the main actor is between tasks we label.
    static func current() -> String? {
        var buffer = [CChar](repeating: 0, count: 400)
        let length = liveui_crash_note_copy(&buffer, buffer.count)
        return length == 0 ? nil : String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Watches the main actor from a thread of its own: every `interval` it
/// queues a no-op on the main queue and times how long it waits. A turn
/// longer than `threshold` (a blocked main actor stalls every socket of the
/// process) is logged while it lasts, with what was running, and again when it ends.
final class MainActorWatchdog: Sendable {
    private let threshold: Double
    private let log: ServerLog
    private let stopped = Atomic<Bool>(false)

    init(thresholdMilliseconds: Int, log: ServerLog) {
        self.threshold = Double(thresholdMilliseconds) / 1000
        self.log = log
    }

    func start() {
        let thread = Thread { [self] in watch() }
        thread.name = "liveui-watchdog"
        thread.start()
    }

    func stop() { stopped.store(true, ordering: .relaxed) }

    private func watch() {
        let interval = min(0.05, threshold / 2)
        while !stopped.load(ordering: .relaxed) {
            let answered = Flag()
            let posted = DispatchTime.now().uptimeNanoseconds
            Dispatch.DispatchQueue.main.async { answered.set() }
            var reported: String?
            while !answered.isSet, !stopped.load(ordering: .relaxed) {
                usleep(useconds_t(interval * 1e6))
                let waited = Double(DispatchTime.now().uptimeNanoseconds - posted) / 1e9
                // A turn with no labelled activity (start-up, a timer, a machine short of CPU)
                // is reported only when it is long, so a busy machine does not fill the log.
                let activity = ActivityNote.current()
                if reported == nil, waited >= threshold * (activity == nil ? 5 : 1) {
                    reported = activity ?? "unlabelled work (a timer, a model change, start-up, or a machine short of CPU)"
                    log.warn("main_actor.blocked", ["ms": .int(Int(waited * 1000)), "while": .string(reported ?? "")])
                }
            }
            if let activity = reported {
                let total = Double(DispatchTime.now().uptimeNanoseconds - posted) / 1e9
                log.warn("main_actor.unblocked", ["ms": .int(Int(total * 1000)), "while": .string(activity)])
            }
            usleep(useconds_t(interval * 1e6))
        }
    }
}

/// A flag one thread sets and another reads.
private final class Flag: Sendable {
    private let value = Atomic<Bool>(false)
    func set() { value.store(true, ordering: .releasing) }
    var isSet: Bool { value.load(ordering: .acquiring) }
}
