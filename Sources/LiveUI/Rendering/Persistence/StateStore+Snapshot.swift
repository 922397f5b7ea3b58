@_spi(Reflection) import Swift
import Observation

/// What a `StateStore` keeps for durable sessions (issue #15): the records of
/// a snapshot being restored, the records kept between writes, and warnings
/// for the server's log.
struct StatePersistence {
    /// While a restored session renders its first page: the stored records,
    /// by `StateStore.recordKey`. Slots created meanwhile take their values from here.
    var restoring: [String: [UInt8]]?
    /// Problems met while saving or restoring (a type that is not `Codable`, a record that does not decode), not yet taken.
    var warnings: [String] = []
    /// Types already warned about as not `Codable`: each is named once per session.
    var warnedTypes: Set<String> = []
    /// The `@ObservedObject`s of the last render, by the observing property's identity: their `@Published` values are kept too.
    var observed: [StateStore.Key: AnyObject] = [:]
    /// The records of those not owned by a `@StateObject` of the session, as last brought up to date.
    var observedRecords: [StateStore.Key: ObservedRecords] = [:]
    /// The snapshot's records as last brought up to date (`updateRecords`), their bytes in all,
    /// and the names set or removed since a write last took them (StateStore+Records.swift).
    var records: [String: [UInt8]] = [:]
    var recordBytes = 0
    var changed: Set<String> = []
    /// While `recordsFromScratch` runs: every value is encoded, none skipped as unchanged.
    var scratch = false
    /// Observed objects already given their stored values during this restore (a render may run several rounds).
    var restoredObserved: Set<StateStore.Key> = []
    // (View type names and model layouts are the server's: `ViewTypeCache`.)
    /// Value types found not `Codable` (and warned about): skipped at once on later writes.
    var notCodable: Set<ObjectIdentifier> = []
}

/// Where a model class keeps its `@Published` properties, found once per
/// class (a `Mirror` per write cost more than the rest of the write).
@MainActor
enum PublishedLayout {
    struct Field {
        let label: String
        let offset: Int
        let type: any PublishedProperty.Type
        /// `type.isPlainValue`, asked once.
        let plain: Bool
    }

    /// The `@Published` fields of `type` and its superclasses.
    static func fields(of type: AnyClass) -> [Field] {
        var fields: [Field] = []
        var current: AnyClass? = type
        while let cls = current {
            // `.classType` (bit 0), spelled by value: the static is a `var`, which strict concurrency refuses.
            _ = _forEachField(of: cls, options: _EachFieldOptions(rawValue: 1)) { name, offset, fieldType, _ in
                if let published = fieldType as? any PublishedProperty.Type {
                    fields.append(Field(label: String(cString: name), offset: offset, type: published, plain: published.isPlainValue))
                }
                return true
            }
            current = _getSuperclass(cls)
        }
        return fields
    }

    static func read<T: PublishedProperty>(_ type: T.Type, of object: AnyObject, at offset: Int) -> any PublishedProperty {
        withExtendedLifetime(object) {
            (UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()) + offset).assumingMemoryBound(to: T.self).pointee
        }
    }
}

extension StateStore {
    /// Starts (a dictionary) or ends (nil) the restoring of a stored session's values.
    package func restore(from records: [String: [UInt8]]?) {
        persistence.restoring = records
        persistence.restoredObserved = []
    }

    /// An `@ObservedObject` seen by a render: kept in the snapshot, and given its stored values once while a session is restored.
    func noteObserved(_ object: AnyObject, _ key: Key) {
        if persistence.restoring != nil, persistence.restoredObserved.insert(key).inserted { restorePublished(of: object, key) }
        persistence.observed[key] = object
        cache.record(.noteObserved(object, key))
    }

    /// Warnings since the last call (the server logs them), oldest first.
    package func takePersistenceWarnings() -> [String] {
        defer { persistence.warnings.removeAll() }
        return persistence.warnings
    }

    func recordKey(_ key: Key) -> String {
        key.path.raw + " " + types.typeName(key.viewType) + " " + key.label
    }

    // MARK: Restoring

    /// `initial`, or the value stored for `key` while a session is restored:
    /// decoded as `Value` when that is `Decodable`; an `@Observable` model
    /// gets its stored properties back. Anything unreadable keeps `initial`.
    func restoredValue<Value>(_ key: Key, _ initial: Value) -> Value {
        guard let records = persistence.restoring else { return initial }
        let name = recordKey(key)
        if let type = Value.self as? any Decodable.Type {
            guard let bytes = records["s " + name] else { return initial }
            do {
                if let value = try SnapshotCodec.decode(type, bytes) as? Value { return value }
            } catch {
                warn("\(SnapshotCodec.typeName(of: Value.self)) for \(key.label) starts fresh: \(error.description)")
            }
            return initial
        }
        if Value.self is AnyClass, initial is any Observable { restoreObservable(initial as AnyObject, name, records) }
        return initial
    }

    /// Puts back the stored `@Published` values of a new `@StateObject`, while a session is restored.
    func restorePublished(of object: AnyObject, _ key: Key) {
        guard let records = persistence.restoring else { return }
        let name = recordKey(key)
        var mirror: Mirror? = Mirror(reflecting: object)
        while let m = mirror {
            for child in m.children {
                guard let label = child.label, let published = child.value as? PublishedProperty,
                    let bytes = records["o " + name + " " + label]
                else { continue }
                do {
                    try published.restore(bytes)
                } catch {
                    warn("\(label) of \(SnapshotCodec.typeName(of: type(of: object))) starts fresh: \(error)")
                }
            }
            mirror = m.superclassMirror
        }
    }

    /// Writes stored values into an `@Observable` model's backing fields
    /// (found with their types in the runtime's field table), before anyone observes it.
    private func restoreObservable(_ object: AnyObject, _ name: String, _ records: [String: [UInt8]]) {
        let base = Unmanaged.passUnretained(object).toOpaque()
        var failures: [String] = []
        // `.classType` (bit 0), spelled by value: the static is a `var`, which strict concurrency refuses.
        _ = _forEachField(of: type(of: object), options: _EachFieldOptions(rawValue: 1)) { field, offset, fieldType, _ in
            let label = String(cString: field)
            guard Self.isTracked(label), let bytes = records["o " + name + " " + label] else { return true }
            guard let decodable = fieldType as? any Decodable.Type else { return true }
            do {
                try Self.write(decodable, bytes, at: base + offset)
            } catch {
                failures.append("\(label) of \(SnapshotCodec.typeName(of: type(of: object))) starts fresh: \(error)")
            }
            return true
        }
        for failure in failures { warn(failure) }
    }

    private static func write<T: Decodable>(_ type: T.Type, _ bytes: [UInt8], at pointer: UnsafeMutableRawPointer) throws {
        guard let value = try SnapshotCodec.decode(type, bytes) as? T else { return }
        pointer.assumingMemoryBound(to: T.self).pointee = value
    }

    private func warn(_ message: String) {
        if persistence.warnings.count < 100 { persistence.warnings.append(message) }
    }
}
