import Foundation

/// How a stored property's value becomes bytes in a `StorageArea`: a tag
/// byte naming the type, then the value (decimal numbers, UTF-8 text, raw
/// data). A record whose tag or contents do not fit the property's type is
/// treated as absent (the default shows) and warned about once.
struct StorageCodec<Value> {
    /// nil removes the key (an optional property set to nil).
    let encode: (Value) -> [UInt8]?
    /// nil: the bytes are not a value of this type.
    let decode: ([UInt8]) -> Value?
    let typeName: String
}

enum StorageTag {
    static let bool = UInt8(ascii: "b")
    static let int = UInt8(ascii: "i")
    static let double = UInt8(ascii: "d")
    static let string = UInt8(ascii: "s")
    static let url = UInt8(ascii: "u")
    static let data = UInt8(ascii: "x")
    static let date = UInt8(ascii: "t")
}

enum StorageCodecs {
    private static func tagged(_ tag: UInt8, _ text: String) -> [UInt8] { [tag] + Array(text.utf8) }

    private static func text(_ bytes: [UInt8], _ tag: UInt8) -> String? {
        guard bytes.first == tag else { return nil }
        return String(validating: bytes.dropFirst(), as: UTF8.self)
    }

    private static func integer(_ bytes: [UInt8]) -> Int? { text(bytes, StorageTag.int).flatMap { Int($0) } }

    static var bool: StorageCodec<Bool> {
        StorageCodec<Bool>(
            encode: { tagged(StorageTag.bool, $0 ? "1" : "0") },
            decode: { bytes in
                // UserDefaults reads an integer 0 or 1 as a Bool too.
                switch text(bytes, StorageTag.bool) ?? integer(bytes).map(String.init) {
                case "1": return true
                case "0": return false
                default: return nil
                }
            }, typeName: "Bool")
    }

    static var int: StorageCodec<Int> {
        StorageCodec<Int>(encode: { tagged(StorageTag.int, String($0)) }, decode: { integer($0) }, typeName: "Int")
    }

    static var double: StorageCodec<Double> {
        StorageCodec<Double>(
            encode: { tagged(StorageTag.double, String($0)) },
            decode: { bytes in text(bytes, StorageTag.double).flatMap { Double($0) } ?? integer(bytes).map(Double.init) },
            typeName: "Double")
    }

    static var string: StorageCodec<String> {
        StorageCodec<String>(encode: { tagged(StorageTag.string, $0) }, decode: { text($0, StorageTag.string) }, typeName: "String")
    }

    static var url: StorageCodec<URL> {
        StorageCodec<URL>(
            encode: { tagged(StorageTag.url, $0.absoluteString) },
            decode: { bytes in text(bytes, StorageTag.url).flatMap { URL(string: $0) } }, typeName: "URL")
    }

    static var data: StorageCodec<Data> {
        StorageCodec<Data>(
            encode: { [StorageTag.data] + Array($0) },
            decode: { bytes in bytes.first == StorageTag.data ? Data(bytes.dropFirst()) : nil }, typeName: "Data")
    }

    static var date: StorageCodec<Date> {
        StorageCodec<Date>(
            encode: { tagged(StorageTag.date, String($0.timeIntervalSinceReferenceDate)) },
            decode: { bytes in text(bytes, StorageTag.date).flatMap { Double($0) }.map { Date(timeIntervalSinceReferenceDate: $0) } },
            typeName: "Date")
    }

    static func raw<R: RawRepresentable>(_ type: R.Type) -> StorageCodec<R> where R.RawValue == Int {
        StorageCodec<R>(
            encode: { tagged(StorageTag.int, String($0.rawValue)) }, decode: { integer($0).flatMap(R.init(rawValue:)) },
            typeName: String(describing: R.self))
    }

    static func raw<R: RawRepresentable>(_ type: R.Type) -> StorageCodec<R> where R.RawValue == String {
        StorageCodec<R>(
            encode: { tagged(StorageTag.string, $0.rawValue) },
            decode: { text($0, StorageTag.string).flatMap(R.init(rawValue:)) }, typeName: String(describing: R.self))
    }

    /// The optional form: nil is an absent key.
    static func optional<W>(_ codec: StorageCodec<W>) -> StorageCodec<W?> {
        StorageCodec<W?>(encode: { $0.flatMap(codec.encode) }, decode: { codec.decode($0).map { .some($0) } }, typeName: codec.typeName)
    }
}
