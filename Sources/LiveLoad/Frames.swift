/// WebSocket frames as a client writes them (RFC 6455 §5.2): final, masked; and as it reads them.
extension Generator {
    /// A text frame (or, with `opcode`, another kind: 0xA answers a ping) carrying `payload`.
    func frame(_ payload: [UInt8], opcode: UInt8 = 0x1) -> [UInt8] {
        var f: [UInt8] = [0x80 | opcode]
        let n = payload.count
        if n < 126 {
            f.append(0x80 | UInt8(n))
        } else {
            f.append(0x80 | 126)
            f += [UInt8(n >> 8), UInt8(n & 0xFF)]
        }
        f += [0, 0, 0, 0]  // a zero mask: the payload goes as is
        return f + payload
    }

    /// Takes every whole frame off `c.rx` and hands on each whole message; false when the server closed.
    func readFrames(_ c: Conn) -> Bool {
        while c.rx.count >= 2 {
            var length = Int(c.rx[1] & 0x7F)
            var offset = 2
            if length == 126 {
                guard c.rx.count >= 4 else { break }
                length = Int(c.rx[2]) << 8 | Int(c.rx[3])
                offset = 4
            } else if length == 127 {
                guard c.rx.count >= 10 else { break }
                length = (2..<10).reduce(0) { $0 << 8 | Int(c.rx[$1]) }
                offset = 10
            }
            guard c.rx.count >= offset + length else { break }
            let opcode = c.rx[0] & 0x0F
            let fin = c.rx[0] & 0x80 != 0
            let payload = Array(c.rx[offset..<(offset + length)])
            c.rx.removeSubrange(..<(offset + length))
            if opcode == 0x8 { return false }
            // A ping (the server's, after `LIVEUI_PING_INTERVAL` idle seconds) is answered as a browser would: without
            // the pong the server hangs up `LIVEUI_PING_TIMEOUT` later, which cut long or slow (callgrind) runs short.
            if opcode == 0x9 {
                c.tx += frame(payload, opcode: 0xA)
                flush(c)
                continue
            }
            // A large message (a long page's joined) may come in fragments: a text frame, then continuations until FIN.
            if opcode == 0x1 || opcode == 0x0 {
                c.fragments += payload
                if fin {
                    onMessage(c, String(decoding: c.fragments, as: UTF8.self))
                    c.fragments.removeAll(keepingCapacity: false)
                }
            }
        }
        return true
    }
}
