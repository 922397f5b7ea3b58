/// How the server's one thread waits for its sockets (`LIVEUI_EVENT_LOOP`).
///
/// libwebsockets 4.1.6 left to itself calls `poll()` with every socket open on
/// each turn, so a turn costs the same for one ready socket as for all of
/// them. At 1,000 sessions sending 5 events a second each, 65 % of the
/// server's CPU went to the kernel's `poll` (`sock_poll`, `fdget`, `tcp_poll`;
/// `perf`, 2026-12-06): 199 µs of CPU an event. Served from libev's loop
/// (epoll) the same run took 58 µs an event; 10,000 sessions sending one
/// event a second each answered in 0.5 ms at the median against 11.4 ms
/// (p99 11.6 against 23.5 ms). When every socket is busy at once a `poll()`
/// turn serves many of them, and there the two are alike: 1,000 sessions as
/// fast as they are answered did 24,216 against 24,546 events a second
/// (docs/performance.md).
public enum EventLoop: String, Sendable {
    /// libev's loop with its epoll backend, which libwebsockets serves its
    /// sockets from (its `libwebsockets-evlib-ev` plugin): the default.
    case epoll
    /// libwebsockets' own `poll()` loop.
    case poll
}
