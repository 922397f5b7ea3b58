import Foundation
import LiveUI

extension StorageScope.Kind {
    /// A session's state (issue #15), by its token: what a restarted server restores it from.
    public static let session = StorageScope.Kind(rawValue: "session")
}

/// A session's state as stored: the `meta` record (format, route, URL, last
/// applied event) and one record per `@State` value or model property
/// (StateStore+Snapshot.swift). Read back with limits, since a store's
/// contents may have been damaged or written by another version.
public struct SessionSnapshot: Sendable, Equatable {
    /// The format written; a snapshot of another format is not restored.
    public static let format = 1
    /// At most this many records and bytes per session: beyond, values are left out (and start fresh).
    public static let maxRecords = 4096
    public static let maxBytes = 1 << 20
    static let metaKey = "meta"

    struct Meta: Codable, Equatable {
        var format: Int
        var route: String
        var url: String
        var seq: Int
    }

    public var route: String
    /// The page's URL (route and navigation path).
    public var url: String
    /// The last event sequence number applied.
    public var seq: Int
    /// The values, by record name.
    public var values: [String: [UInt8]]

    public init(route: String, url: String, seq: Int, values: [String: [UInt8]]) {
        self.route = route
        self.url = url
        self.seq = seq
        self.values = values
    }

    /// Every record to store, the `meta` record included.
    public var records: [String: [UInt8]] {
        var out = values
        out[Self.metaKey] = Self.metaRecord(route: route, url: url, seq: seq)
        return out
    }

    /// The `meta` record's bytes, written by hand (keys sorted, as `JSONEncoder` would): it is written with every change.
    static func metaRecord(route: String, url: String, seq: Int) -> [UInt8] {
        let (head, tail) = metaParts(route: route, url: url)
        var bytes = head
        bytes.append(contentsOf: String(seq).utf8)
        return bytes + tail
    }

    /// The meta record's bytes before and after its event number.
    static func metaParts(route: String, url: String) -> (head: [UInt8], tail: [UInt8]) {
        (Array("{\"format\":\(format),\"route\":".utf8) + SnapshotCodec.jsonString(route) + Array(",\"seq\":".utf8),
         Array(",\"url\":".utf8) + SnapshotCodec.jsonString(url) + Array("}".utf8))
    }

    /// The snapshot in `records`, or nil (with the reason, when there was
    /// something) if there is none, or it cannot be trusted as a whole.
    /// Single values too large are dropped here; the rest is checked as each is decoded.
    public static func decode(_ records: [String: [UInt8]]) -> (snapshot: SessionSnapshot?, problem: String?) {
        guard !records.isEmpty else { return (nil, nil) }
        guard let metaBytes = records[metaKey], metaBytes.count <= 4096,
            let meta = try? JSONDecoder().decode(Meta.self, from: Data(metaBytes))
        else { return (nil, "a stored session without a readable meta record starts fresh") }
        guard meta.format == format else { return (nil, "a stored session of format \(meta.format) starts fresh (this server reads \(format))") }
        guard meta.route.hasPrefix("/"), meta.url.hasPrefix("/"), meta.seq >= 0, meta.url.utf8.count <= 8192 else {
            return (nil, "a stored session with an invalid route, URL or sequence number starts fresh")
        }
        guard records.count <= maxRecords + 1 else { return (nil, "a stored session of \(records.count) records starts fresh") }
        var values: [String: [UInt8]] = [:]
        var total = 0
        var dropped = 0
        for (key, value) in records where key != metaKey {
            total += value.count
            if value.count > SnapshotCodec.maxValueBytes || total > maxBytes {
                dropped += 1
                continue
            }
            values[key] = value
        }
        let problem = dropped > 0 ? "\(dropped) stored values over the size limits start fresh" : nil
        return (SessionSnapshot(route: meta.route, url: meta.url, seq: meta.seq, values: values), problem)
    }
}
