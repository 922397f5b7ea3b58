// One WebSocket session of the load generator, and the ids the login flow clicks.

/// The element ids of the login flow; the same in every session (ids come from view identity).
struct IDs {
    var username = "", login = "", logout = ""
}

final class Conn {
    /// `ready`: joined (or, echoing, upgraded) and waiting for every other session before the closed loop starts.
    enum Phase { case handshake, joining, ready, typing, loggingIn, loggedIn, loggingOut }
    let fd: Int32
    var phase = Phase.handshake
    var rx: [UInt8] = []
    var fragments: [UInt8] = []
    var tx: [UInt8] = []
    var seq = 0
    var typed = ""
    var sentAt: UInt64 = 0
    var waitingFor = 0
    // Open loop: the script's next step, the events not yet acknowledged (from `outstandingHead`).
    var step = 0
    var outstanding: [Outstanding] = []
    var outstandingHead = 0
    var closed = false
    /// Open loop: whether this session has seen "Hello" since its last Logout, and events due that wait behind a Logout.
    var helloSeen = false
    var waiting: [(step: Int, due: UInt64, counted: Bool)] = []
    /// Open loop: the one session that first logs in and out to learn the Logout button's id.
    var probe = false
    init(fd: Int32) { self.fd = fd }
}
