@_spi(Reflection) import Swift
import Observation

/// What a `StateStore` keeps for durable sessions (issue #15): the records of
/// a snapshot being restored, and warnings for the server's log.
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
    /// Observed objects already given their stored values during this restore (a render may run several rounds).
    var restoredObserved: Set<StateStore.Key> = []
    /// `SnapshotCodec.typeName` of view types, made once each.
    var typeNames: [ObjectIdentifier: String] = [:]
    /// `@Published` fields by model class.
    var publishedFields: [ObjectIdentifier: [PublishedLayout.Field]] = [:]
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
    }

    /// The `@Published` fields of `type` and its superclasses.
    static func fields(of type: AnyClass) -> [Field] {
        var fields: [Field] = []
        var current: AnyClass? = type
        while let cls = current {
            // `.classType` (bit 0), spelled by value: the static is a `var`, which strict concurrency refuses.
            _ = _forEachField(of: cls, options: _EachFieldOptions(rawValue: 1)) { name, offset, fieldType, _ in
                if let published = fieldType as? any PublishedProperty.Type {
                    fields.append(Field(label: String(cString: name), offset: offset, type: published))
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

/// A slot whose contents a session's snapshot keeps.
@MainActor
protocol PersistentSlot: AnyObject {
    /// Adds this slot's records, named after `key`.
    func persist(_ key: StateStore.Key, into records: inout [String: [UInt8]], _ store: StateStore)
    /// The model object whose state those records hold, if any.
    var persistedObject: AnyObject? { get }
}

extension PersistentSlot {
    var persistedObject: AnyObject? { nil }
}

extension StateSlot: PersistentSlot {
    func persist(_ key: StateStore.Key, into records: inout [String: [UInt8]], _ store: StateStore) {
        guard persists else { return }
        // Not assigned since the last write, and nothing inside can change
        // otherwise: the last bytes stand (most slots, most writes).
        if let record = persisted, record.version == version, SnapshotCodec.isPlainValue(Value.self) {
            if let bytes = record.bytes { records[record.name] = bytes }
            return
        }
        guard !(Value.self is AnyClass), let codable = value as? any Encodable else {
            // A model held in `@State`, or a value that is not `Codable` (warned once).
            store.encode(value, store.recordKey(key), into: &records)
            return
        }
        let name = persisted?.name ?? "s " + store.recordKey(key)
        let bytes = store.encoded(codable, name)
        persisted = PersistedRecord(name: name, version: version, bytes: bytes)
        if let bytes { records[name] = bytes }
    }
}

extension StateObject.Slot: PersistentSlot {
    var persistedObject: AnyObject? { object }

    func persist(_ key: StateStore.Key, into records: inout [String: [UInt8]], _ store: StateStore) {
        let name = recordName ?? store.recordKey(key)
        recordName = name
        store.encodePublished(of: object, name, names: &recordNames, into: &records)
    }
}

// A snapshot's records: `s <key>` holds a value (a `Codable` `@State`), and
// `o <key> <property>` one stored property of a model (an `@Observable`
// class held in `@State`, an `ObservableObject`'s `@Published`), where
// `<key>` is the view's identity: `<path> <view type> <property>`.
extension StateStore {
    /// Every record of the session's state now, in no particular order.
    package func snapshotRecords() -> [String: [UInt8]] {
        var records: [String: [UInt8]] = [:]
        var owned: Set<ObjectIdentifier> = []
        for (key, slot) in slots {
            guard let slot = slot as? PersistentSlot else { continue }
            slot.persist(key, into: &records, self)
            if let object = slot.persistedObject { owned.insert(ObjectIdentifier(object)) }
        }
        // An `@ObservedObject` that a `@StateObject` of this session owns is
        // written (and restored) under its owner's key: not read twice per write.
        for (key, object) in persistence.observed where !owned.contains(ObjectIdentifier(object)) {
            var names: [String] = []
            encodePublished(of: object, recordKey(key), names: &names, into: &records)
        }
        return records
    }

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
        let id = ObjectIdentifier(key.viewType)
        let type: String
        if let known = persistence.typeNames[id] {
            type = known
        } else {
            type = SnapshotCodec.typeName(of: key.viewType)
            persistence.typeNames[id] = type
        }
        return key.path.raw + " " + type + " " + key.label
    }

    // MARK: Saving

    func encode(_ value: Any, _ key: String, into records: inout [String: [UInt8]]) {
        if let codable = value as? any Encodable {
            store(codable, "s " + key, into: &records)
        } else if type(of: value) is AnyClass, let model = value as? any Observable {
            encodeObservable(model as AnyObject, key, into: &records)
        } else {
            notCodable(type(of: value), key)
        }
    }

    /// An `ObservableObject`'s `@Published` values as records `o <key> <property>`;
    /// a value not assigned since its last write keeps its bytes (see `PublishedStorage`).
    /// `names`: the records' names, made on the first call for the object's key and reused.
    func encodePublished(of object: AnyObject, _ key: String, names: inout [String], into records: inout [String: [UInt8]]) {
        let id = ObjectIdentifier(type(of: object))
        let fields: [PublishedLayout.Field]
        if let known = persistence.publishedFields[id] {
            fields = known
        } else {
            fields = PublishedLayout.fields(of: type(of: object))
            persistence.publishedFields[id] = fields
        }
        if names.count != fields.count { names = fields.map { "o " + key + " " + $0.label } }
        for (field, name) in zip(fields, names) {
            let property = PublishedLayout.read(field.type, of: object, at: field.offset)
            let storage = property.storage
            if storage.persistedVersion == storage.version, property.isPlainValue {
                if let bytes = storage.persistedBytes { records[name] = bytes }
                continue
            }
            let value = property.storedValue
            guard let codable = value as? any Encodable else {
                notCodable(type(of: value), key)
                continue
            }
            let bytes = encoded(codable, name)
            storage.persistedBytes = bytes
            storage.persistedVersion = storage.version
            if let bytes { records[name] = bytes }
        }
    }

    /// An `@Observable` class's tracked properties are stored as `_name` (the macro's backing storage).
    private func encodeObservable(_ object: AnyObject, _ key: String, into records: inout [String: [UInt8]]) {
        for child in Mirror(reflecting: object).children {
            guard let label = child.label, Self.isTracked(label) else { continue }
            if let codable = child.value as? any Encodable {
                store(codable, "o " + key + " " + label, into: &records)
            } else {
                notCodable(type(of: child.value), key)
            }
        }
    }

    private static func isTracked(_ label: String) -> Bool { label.hasPrefix("_") && !label.hasPrefix("_$") }

    private func store(_ value: any Encodable, _ name: String, into records: inout [String: [UInt8]]) {
        if let bytes = encoded(value, name) { records[name] = bytes }
    }

    /// `value`'s bytes, or nil (warned once per type) when it cannot be encoded within the limits.
    func encoded(_ value: any Encodable, _ name: String) -> [UInt8]? {
        do {
            return try SnapshotCodec.encode(value)
        } catch {
            warnOnce(SnapshotCodec.typeName(of: type(of: value)), "not kept: \(error.description)")
            return nil
        }
    }

    private func notCodable(_ type: Any.Type, _ key: String) {
        guard persistence.notCodable.insert(ObjectIdentifier(type)).inserted else { return }
        let name = SnapshotCodec.typeName(of: type)
        warnOnce(name, "\(name) is not Codable: it starts fresh when the session is restored after a restart")
    }

    private func warnOnce(_ type: String, _ message: String) {
        guard persistence.warnedTypes.count < 100, persistence.warnedTypes.insert(type).inserted else { return }
        persistence.warnings.append(message)
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
