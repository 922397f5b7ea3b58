/// WebSocket frames as a client writes them (RFC 6455 §5.2): final, masked.
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
}
