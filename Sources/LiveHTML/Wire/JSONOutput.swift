/// Where the message encoders write: a `String` (`encode()`: tests, Swift
/// clients, the fixtures) or `JSONBytes` (the server's sockets). One writer
/// for both, so the bytes a socket gets are the text the fixtures check.
public protocol JSONOutput {
    /// JSON text as it is: punctuation, keys, literals.
    mutating func raw(_ text: StaticString)
    /// JSON text as it is (a number's digits).
    mutating func raw(_ text: String)
    /// `s` as a JSON string, quoted and escaped (see `JSONWriter.string`).
    mutating func quoted(_ s: String)
}

extension String: JSONOutput {
    public mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { self += String(decoding: $0, as: UTF8.self) }
    }

    public mutating func raw(_ text: String) { self += text }

    public mutating func quoted(_ s: String) { JSONWriter.quote(s, into: &self) }
}

/// A message as UTF-8 bytes, built in place. What the server sends is
/// written here rather than into a `String`: each `String` append costs a
/// few hundred instructions of bookkeeping (≈75 of them per login patch),
/// an array append a copy, and the bytes then need no conversion. `headroom`
/// zero bytes come first: libwebsockets writes a frame's header there.
public struct JSONBytes: JSONOutput {
    public var bytes: [UInt8]

    public init(headroom: Int = 0, capacity: Int = 128) {
        bytes = []
        bytes.reserveCapacity(headroom + capacity)
        bytes.append(contentsOf: repeatElement(0, count: headroom))
    }

    public mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    public mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    public mutating func quoted(_ s: String) { JSONWriter.quote(s, into: &bytes) }

    /// The bytes of a message of 1 KB or more in a buffer of their own size
    /// when growing left more than `slack` spare (a smaller one's hole is
    /// small: it is not copied). A message waits in the transport's outbox until its
    /// socket is writable, while the main actor goes on allocating; the hole
    /// it leaves when written is as large as its buffer. Growing by doubling
    /// left a joined page's 1.7 KB in a 3.4 KB buffer, and after 10,000 joins
    /// in a burst glibc held 9,990 free 3.4 KB chunks between live sessions'
    /// blocks (`malloc_info`): 3.4 KB of the 19.8 KB per idle session.
    public func fitted(slack: Int = 256) -> [UInt8] {
        guard bytes.count >= 1024, bytes.capacity - bytes.count > slack else { return bytes }
        return [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in
            count = bytes.withUnsafeBufferPointer { buffer.initialize(from: $0).1 }
        }
    }
}
