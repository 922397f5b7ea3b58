import Foundation

/// How one `@State` value or model property becomes bytes in a session's
/// snapshot (issue #15): JSON of a one-element array (so every `Codable`
/// value, a bare number or string included, is a well-formed document),
/// keys sorted so equal values give equal bytes and unchanged values are
/// not rewritten. Stored bytes are treated as hostile: too large, too deep
/// or not of the expected type is an error, never a crash.
package enum SnapshotCodec {
    /// The largest record written or read; a larger value starts fresh.
    package static let maxValueBytes = 64 * 1024
    /// JSON nested deeper than this is refused before the decoder sees it.
    static let maxDepth = 64

    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package static func encode(_ value: any Encodable) throws(Failure) -> [UInt8] {
        // The commonest `@State` types directly: a write happens up to four
        // times a second per session, and `JSONEncoder` costs ~10 µs a value.
        switch value {
        case let text as String where text.utf8.count < maxValueBytes / 6: return Array("[".utf8) + jsonString(text) + Array("]".utf8)
        case let flag as Bool: return Array((flag ? "[true]" : "[false]").utf8)
        case let number as Int: return Array("[\(number)]".utf8)
        // A nil optional (a `String?` message most of the time); a non-nil
        // one is unwrapped by the casts above, as JSONEncoder writes it too.
        case let optional as any OptionalValue where optional.isNone: return Array("[null]".utf8)
        default: break
        }
        let bytes: Data
        do {
            bytes = try wrap(value)
        } catch {
            throw Failure(description: "cannot encode \(typeName(of: type(of: value))): \(error)")
        }
        guard bytes.count <= maxValueBytes else {
            throw Failure(description: "\(typeName(of: type(of: value))) encodes to \(bytes.count) bytes (limit \(maxValueBytes))")
        }
        return Array(bytes)
    }

    /// The value `bytes` hold, as `type`.
    package static func decode(_ type: any Decodable.Type, _ bytes: [UInt8]) throws(Failure) -> Any {
        guard bytes.count <= maxValueBytes else { throw Failure(description: "\(bytes.count) bytes (limit \(maxValueBytes))") }
        guard depth(of: bytes) <= maxDepth else { throw Failure(description: "nested deeper than \(maxDepth)") }
        do {
            return try unwrap(type, Data(bytes))
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "not a \(typeName(of: type)): \(error)")
        }
    }

    /// `text` as a JSON string (RFC 8259 §7): quotes, backslashes and control characters escaped.
    package static func jsonString(_ text: String) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(text.utf8.count + 2)
        let hex = Array("0123456789abcdef".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), byte]
            case 0..<0x20: out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return out
    }

    /// Whether a value of `type` can change only by being assigned: no class
    /// references inside (trivial types, strings and optional strings), so a
    /// slot whose value was not assigned since its last write need not be
    /// encoded again. Anything else (arrays, structs that may hold a model
    /// object) is encoded at every write, and compared.
    package static func isPlainValue(_ type: Any.Type) -> Bool {
        _isPOD(type) || type == String.self || type == String?.self
    }

    private static func wrap<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode([value])
    }

    private static func unwrap<T: Decodable>(_ type: T.Type, _ data: Data) throws -> T {
        let values = try JSONDecoder().decode([T].self, from: data)
        guard values.count == 1, let value = values.first else { throw Failure(description: "not one value") }
        return value
    }

    /// How deeply arrays and objects nest, strings skipped.
    package static func depth(of bytes: [UInt8]) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// A type's name that is the same in every run of the same program: a
    /// private type's name carries the address of its context, which moves
    /// with address-space randomisation, so that part is left out.
    package static func typeName(of type: Any.Type) -> String {
        let full = String(reflecting: type)
        guard full.contains("(unknown context at ") else { return full }
        var out = ""
        var rest = Substring(full)
        while let start = rest.range(of: "(unknown context at ") {
            out += rest[..<start.lowerBound]
            rest = rest[start.upperBound...]
            if let end = rest.firstIndex(of: ")") { rest = rest[rest.index(after: end)...] }
            if rest.first == "." { rest = rest.dropFirst() }
        }
        return out + rest
    }
}

/// An optional of any wrapped type, to tell nil without knowing the type.
protocol OptionalValue {
    var isNone: Bool { get }
}

extension Optional: OptionalValue {
    var isNone: Bool { self == nil }
}
