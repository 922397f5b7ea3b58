import CLibWebSockets
import Foundation
import Synchronization

/// The only state shared between the transport loop's thread and others,
/// under one lock: requests for the loop, events for the main actor, the
/// stop flag, and the wake (`lws_cancel_service`, the one libwebsockets call
/// another thread may make, and only while the context exists: it is made
/// under this lock, which the loop takes to forget the context before
/// destroying it).
final class TransportMailbox: Sendable {
    private struct State {
        var requests: [TransportRequest] = []
        var events: [TransportEvent] = []
        var stopRequested = false
        /// Batches in progress whose end applies or wakes for the requests made meanwhile.
        var holds = 0
        /// The loop's lws context, as an address (0: none yet, or destroyed).
        var context: UInt = 0
        /// The loop's thread, while it runs.
        var loopThread: pthread_t?
        var port = 0
    }

    private let state = Mutex(State())

    // MARK: Any thread

    /// Queues a request for the loop. One wake drains everything queued, so
    /// only the first request after a drain wakes it, and none while a batch
    /// holds wakes (its end does).
    func request(_ request: TransportRequest) {
        state.withLock { s in
            s.requests.append(request)
            if s.requests.count == 1, s.holds == 0 { Self.wake(s.context) }
        }
    }

    /// Asks the loop to stop. Returns whether the caller should wait for it:
    /// not when it already stopped, nor on the loop's own thread.
    func requestStop() -> Bool {
        state.withLock { s in
            s.stopRequested = true
            guard s.context != 0, let loop = s.loopThread else { return false }
            Self.wake(s.context)
            return pthread_equal(loop, pthread_self()) == 0
        }
    }

    /// Requests made from now on wait for `releaseWakes`.
    func holdWakes() { state.withLock { $0.holds += 1 } }

    /// Ends a hold; the last one wakes the loop if requests are waiting,
    /// unless the caller is the loop itself, which applies them next.
    func releaseWakes(byLoop: Bool = false) {
        state.withLock { s in
            s.holds -= 1
            if s.holds == 0, !byLoop, !s.requests.isEmpty { Self.wake(s.context) }
        }
    }

    var port: Int { state.withLock { $0.port } }

    private static func wake(_ context: UInt) {
        if let ctx = OpaquePointer(bitPattern: context) { lws_cancel_service(ctx) }
    }

    // MARK: The main actor

    /// The events queued since the last call.
    func takeEvents() -> [TransportEvent] {
        state.withLock { s in
            // Nothing queued (a loop on the main thread asks after every turn that posted): no allocation.
            guard !s.events.isEmpty else { return [] }
            // Taken whole (not copied, then emptied in place: that allocated a fresh buffer per batch).
            var events: [TransportEvent] = []
            swap(&events, &s.events)
            return events
        }
    }

    /// Events a delivery took but left for the next, in front of those queued since.
    func putBack(_ rest: ArraySlice<TransportEvent>) {
        state.withLock { s in
            if s.events.isEmpty {
                s.events = Array(rest)
            } else {
                s.events.insert(contentsOf: rest, at: 0)
            }
        }
    }

    // MARK: The loop

    /// The loop's context is created on its thread: wakes may reach it now.
    func attach(context: OpaquePointer, port: Int) {
        state.withLock { s in
            s.context = UInt(bitPattern: context)
            s.loopThread = pthread_self()
            s.port = port
        }
    }

    /// The loop is about to destroy its context: no wake may reach it after this.
    func detach() {
        state.withLock { s in
            s.context = 0
            s.loopThread = nil
        }
    }

    /// Queues an event; true when it is the first since the main actor last
    /// took them (the caller then schedules their delivery).
    func post(_ event: TransportEvent) -> Bool {
        state.withLock { s in
            s.events.append(event)
            return s.events.count == 1
        }
    }

    /// Swaps the requests queued since the last call into `batch` (which must be
    /// empty: the loop keeps one, emptied in place, so no batch allocates), and
    /// returns whether the server is stopping.
    func takeRequests(into batch: inout [TransportRequest]) -> Bool {
        state.withLock { s in
            // Called after every turn of the loop, mostly with nothing queued.
            if !s.requests.isEmpty { swap(&batch, &s.requests) }
            return s.stopRequested
        }
    }
}
