// MARK: A page tree packed into one buffer (issue #16: memory per idle session)
// A session keeps its page as `Element`s so the differ can compare the next
// render with it. Held as nodes, the login page is ≈ 5.9 KB of small heap
// blocks (a `Node` is 56 bytes in its parent's array, an attribute 32, every
// array and every string over 15 bytes a block of its own); packed, it is one
// block of ≈ 1 KB. A session idle for a while packs its page (`Session.hibernate`)
// and unpacks it at its next event, as Phoenix LiveView hibernates an idle
// process.
//
// Format: an element is its tag, id, attribute count, attributes (name,
// value), child count, then each child (0 and an element, or 1 and a text).
// Counts are LEB128 varints. A string is a varint `n`: even, a new string of
// `n / 2` UTF-8 bytes follows (and joins the table); odd, the string at
// `n / 2` in the table of strings met so far. Tags, attribute names, classes
// and styles repeat on a page: the served login page packs to 856 bytes, 62 %
// of its 1,379 bytes of HTML.

/// An element and its subtree in one contiguous buffer; `unpacked()` gives back an equal element.
public struct PackedElement: Sendable, Equatable {
    public let bytes: [UInt8]

    public init(_ element: Element) {
        var writer = Writer()
        writer.write(element)
        // Exactly as large as needed: an appended array keeps spare capacity, and
        // `Array(out)` or `Array(out[...])` keep its buffer (1,016 bytes for 900).
        let out = writer.out
        bytes = [UInt8](unsafeUninitializedCapacity: out.count) { buffer, count in
            _ = buffer.initialize(from: out)
            count = out.count
        }
    }

    /// Bytes as they are, packing or not (tests of damaged buffers).
    init(bytes: [UInt8]) { self.bytes = bytes }

    /// The element packed; nil if the bytes are not a packing (they always are
    /// when made by `init`: `Session.hibernate` checks the round trip anyway).
    public func unpacked() -> Element? {
        var reader = Reader(bytes: bytes)
        guard let element = reader.element(depth: 0), reader.offset == bytes.count else { return nil }
        return element
    }

    private struct Writer {
        var out: [UInt8] = []
        /// Strings met so far by value, and as met. Swift compares strings by
        /// canonical equivalence, so "é" and "e\u{301}" find the same entry:
        /// a hit is used only when its bytes are the same (byte-keyed, the
        /// table cost an array per string: packing 72 → 124 µs on the login page).
        var table: [String: Int] = [:]
        var strings: [String] = []

        mutating func write(_ e: Element) {
            string(e.tag)
            string(e.id)
            varint(e.attributes.count)
            for a in e.attributes {
                string(a.name)
                string(a.value)
            }
            varint(e.children.count)
            for child in e.children {
                switch child {
                case .element(let c):
                    out.append(0)
                    write(c)
                case .text(let s):
                    out.append(1)
                    string(s)
                }
            }
        }

        mutating func string(_ s: String) {
            if let index = table[s], strings[index].utf8.elementsEqual(s.utf8) {
                varint(index * 2 + 1)
                return
            }
            // A new string takes the next index, whether or not the table can name it again.
            if table[s] == nil { table[s] = strings.count }
            strings.append(s)
            var s = s
            s.withUTF8 { utf8 in
                varint(utf8.count * 2)
                out.append(contentsOf: utf8)
            }
        }

        mutating func varint(_ value: Int) {
            var v = UInt(value)
            while v >= 0x80 {
                out.append(UInt8(v & 0x7F) | 0x80)
                v >>= 7
            }
            out.append(UInt8(v))
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var table: [String] = []

        /// Deeper than any page we render; keeps a corrupt buffer from recursing without end.
        static let maxDepth = 512

        mutating func element(depth: Int) -> Element? {
            guard depth < Self.maxDepth, let tag = string(), let id = string(), let attributeCount = count() else { return nil }
            var attributes: [Attribute] = []
            attributes.reserveCapacity(attributeCount)
            for _ in 0..<attributeCount {
                guard let name = string(), let value = string() else { return nil }
                attributes.append(Attribute(name, value))
            }
            guard let childCount = count() else { return nil }
            var children: [Node] = []
            children.reserveCapacity(childCount)
            for _ in 0..<childCount {
                guard offset < bytes.count else { return nil }
                let kind = bytes[offset]
                offset += 1
                switch kind {
                case 0:
                    guard let child = element(depth: depth + 1) else { return nil }
                    children.append(.element(child))
                case 1:
                    guard let text = string() else { return nil }
                    children.append(.text(text))
                default: return nil
                }
            }
            return Element(tag, id: id, attributes: attributes, children: children)
        }

        /// A count of things that follow, each at least one byte: no more than the bytes left.
        mutating func count() -> Int? {
            guard let n = varint(), n <= bytes.count - offset else { return nil }
            return n
        }

        mutating func string() -> String? {
            guard let n = varint() else { return nil }
            if n & 1 == 1 {
                let index = n >> 1
                return index < table.count ? table[index] : nil
            }
            let length = n >> 1
            guard length <= bytes.count - offset else { return nil }
            let s = bytes.withUnsafeBufferPointer {
                String(validating: UnsafeBufferPointer(rebasing: $0[offset..<offset + length]), as: UTF8.self)
            }
            guard let s else { return nil }
            offset += length
            table.append(s)
            return s
        }

        mutating func varint() -> Int? {
            var value = 0
            var shift = 0
            // At most nine bytes (shifts up to 56, 63 bits): the value stays positive.
            while offset < bytes.count, shift < 63 {
                let byte = bytes[offset]
                offset += 1
                value |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
            return nil
        }
    }
}

extension Element {
    /// The same tree, byte for byte: every string compared as UTF-8 (`==` on
    /// strings is canonical equivalence) and attributes in their order (`==`
    /// on elements ignores it). What a packing must give back.
    package func isIdentical(to other: Element) -> Bool {
        func same(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }
        guard same(tag, other.tag), same(id, other.id), attributes.count == other.attributes.count,
            children.count == other.children.count
        else { return false }
        for (a, b) in zip(attributes, other.attributes) where !same(a.name, b.name) || !same(a.value, b.value) { return false }
        for (a, b) in zip(children, other.children) {
            switch (a, b) {
            case (.element(let x), .element(let y)): if !x.isIdentical(to: y) { return false }
            case (.text(let x), .text(let y)): if !same(x, y) { return false }
            default: return false
            }
        }
        return true
    }
}
