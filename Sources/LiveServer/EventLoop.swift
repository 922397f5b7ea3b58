/// How the server's one thread waits for its sockets (`LIVEUI_EVENT_LOOP`).
///
/// libwebsockets 4.1.6 left to itself calls `poll()` with every socket open on
/// each turn, so a turn costs the same for one ready socket as for all of
/// them. At 1,000 sessions sending 5 events a second each, 65 % of the
/// server's CPU went to the kernel's `poll` (`sock_poll`, `fdget`, `tcp_poll`;
/// `perf`, 2026-12-06): 199 µs of CPU an event. Served from libev's loop
/// (epoll) the same run took 58–66 µs an event, and its p99 fell from 5.5 to
/// 1.7 ms; 10,000 sessions sending one event a second each answered in 0.5 ms
/// at the median against 11.4 ms. When every socket is busy at once a
/// `poll()` turn serves many of them, and there the two are alike for our
/// traffic (1,000 sessions as fast as they are answered: 24,216 against
/// 24,546 events a second), while the bare echo is 22 % slower on epoll: two
/// `epoll_ctl` a message to watch for writable and stop again.
///
/// `poll` stays the default for now. On epoll each idle session first held
/// 1.8 KB more (17.2 against 15.4 KB at 10,000): libev's part of lws's wsi
/// made it 968 bytes, in jemalloc's 1,024-byte class with blocks freed at the
/// upgrade, and a burst of joins left that class's slabs half empty. lws's
/// long-lived blocks now sit in an arena of their own (CLWSAllocator), and
/// the gap is 0.16 KB with the in-memory store (14.17 against 14.01 KB), the
/// wsi's larger class; with SQLite's once-a-second writes still in flight a
/// second after the joins, `make bench`'s reading is 16.15 against 15.2 KB,
/// over the 16 KB that issue #16 holds memory to. A server with many sessions
/// that each send now and then, where CPU matters more than that, should set
/// `LIVEUI_EVENT_LOOP=epoll` (docs/performance.md).
public enum EventLoop: String, Sendable {
    /// libev's loop with its epoll backend, which libwebsockets serves its
    /// sockets from (its `libwebsockets-evlib-ev` plugin).
    case epoll
    /// libwebsockets' own `poll()` loop: the default.
    case poll
}
