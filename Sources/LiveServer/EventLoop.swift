import Foundation

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
/// `epoll` is the default since 2026-12-06 (issue #16), when lws's libev
/// plugin is installed. Until then each idle session held 1.8 KB more on it
/// (17.2 against 15.4 KB at 10,000): libev's part of lws's wsi made it 968
/// bytes, in jemalloc's 1,024-byte class with blocks freed at the upgrade,
/// and a burst of joins left that class's slabs half empty. lws's long-lived
/// blocks now sit in an arena of their own (CLWSAllocator), and the gap is
/// 0.14 KB (15.80 against 15.66 KB, read 12 s after the joins). A server on
/// a machine without the plugin (Debian's `libwebsockets-evlib-ev`, which
/// `libwebsockets-dev` brings) serves from `poll` and says so in its log;
/// `LIVEUI_EVENT_LOOP` set to either one is that loop or an error.
///
/// What epoll costs: a message makes six system calls against `poll`'s four
/// (two `epoll_wait` and two `epoll_ctl` against two `poll`; strace of the
/// echo). One session alone sees no difference beyond the noise (LiveLoad,
/// pinned, three alternating pairs: 111 against 114 µs p50). In Chromium,
/// six alternating pairs of `LiveBrowserBench` read 7–12 % slower on epoll
/// (the plain app's click → "Hello" 1.24 against 1.16 ms, the page's echo
/// 0.267 against 0.239 ms, medians), each pair within the runs' spread. A
/// server with many sessions gains far more: idle at 10,000 sessions it
/// spends 6.5 % of a core against 20.6 %.
public enum EventLoop: String, Sendable {
    /// libev's loop with its epoll backend, which libwebsockets serves its
    /// sockets from (its `libwebsockets-evlib-ev` plugin).
    case epoll
    /// libwebsockets' own `poll()` loop.
    case poll
}

extension EventLoop {
    /// The loop a server serves from: the one asked for, or else epoll when
    /// lws's libev plugin is installed, and poll when it is not.
    static func serving(_ requested: EventLoop?, pluginInstalled: Bool = EventLoop.pluginFound) -> EventLoop {
        requested ?? (pluginInstalled ? .epoll : .poll)
    }

    /// Looked for once a process: every part of a server's start (its context, its log) sees the same answer.
    static let pluginFound = libevPluginInstalled()

    /// What the log says when no loop was asked for and epoll could not be had.
    static func fallbackWarning(requested: EventLoop?, serving: EventLoop) -> String? {
        guard requested == nil, serving == .poll else { return nil }
        return "libwebsockets' libev plugin is not installed (Debian: libwebsockets-evlib-ev): serving from poll(), "
            + "which costs more CPU with many sessions; set LIVEUI_EVENT_LOOP=poll to choose it"
    }

    /// Whether lws can load its libev plugin, found as lws finds it, in the
    /// library path (Debian: /usr/lib/<triplet>/libwebsockets-evlib_ev.so).
    static func libevPluginInstalled() -> Bool {
        guard let handle = dlopen("libwebsockets-evlib_ev.so", RTLD_LAZY | RTLD_LOCAL) else { return false }
        dlclose(handle)
        return true
    }
}
