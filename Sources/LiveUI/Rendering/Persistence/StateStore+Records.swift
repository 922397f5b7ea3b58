// MARK: A durable session's records, kept between writes (issue #15)
//
// The records of a session's snapshot live here from one write to the next,
// and each write sends only the ones that changed since (`takeChangedRecords`).
// Building every record anew for each write (a dictionary keyed by long names,
// then compared whole with the last write) cost ≈ 67k instructions a write on
// the main actor for the served login (callgrind, docs/performance.md); a slot
// of a plain type (SnapshotCodec.isPlainValue) not assigned since the last
// write now costs a version comparison. Other values are encoded again at
// every write, since what they hold can change unseen; `put` sends them only
// when their bytes changed.
//
// A record is `s <key>` for a value (a `Codable` `@State`), or
// `o <key> <property>` for one stored property of a model (an `@Observable`
// class held in `@State`, an `ObservableObject`'s `@Published`), where
// `<key>` is the view's identity: `<path> <view type> <property>`.

/// A slot whose contents a session's snapshot keeps.
@MainActor
protocol PersistentSlot: AnyObject {
    /// Brings this slot's records in `store` up to date (named after `key`).
    func persist(_ key: StateStore.Key, _ store: StateStore)
    /// The model object whose state those records hold, if any.
    var persistedObject: AnyObject? { get }
    /// The names of the records this slot put in the snapshot: removed with the slot.
    var persistedNames: [String] { get }
}

extension PersistentSlot {
    var persistedObject: AnyObject? { nil }
}

extension StateSlot: PersistentSlot {
    func persist(_ key: StateStore.Key, _ store: StateStore) {
        guard persists else { return }
        // Not assigned since the last write, and nothing inside can change
        // otherwise: the record stands as written (most slots, most writes).
        if !store.persistence.scratch, let record = persisted, record.version == version, SnapshotCodec.isPlainValue(Value.self) { return }
        guard !(Value.self is AnyClass), let codable = value as? any Encodable else {
            // A model held in `@State`, or a value that is not `Codable` (warned once): looked at every write.
            // (A value of a protocol type may change its dynamic type, and so its records, between writes.)
            let names = store.encode(value, store.recordKey(key))
            guard !store.persistence.scratch else { return }
            for name in otherNames + (persisted.map { [$0.name] } ?? []) where !names.contains(name) { store.put(name, nil) }
            persisted = nil
            otherNames = names
            return
        }
        let name = persisted?.name ?? store.types.sharedRecordName("s " + store.recordKey(key))
        let bytes = store.encoded(codable, name)
        store.put(name, bytes)
        guard !store.persistence.scratch else { return }  // the caches stay as the last write left them
        for old in otherNames where old != name { store.put(old, nil) }
        otherNames = []
        persisted = PersistedRecord(name: name, version: version)
    }

    var persistedNames: [String] { (persisted.map { [$0.name] } ?? []) + otherNames }
}

extension StateObject.Slot: PersistentSlot {
    var persistedObject: AnyObject? { object }

    func persist(_ key: StateStore.Key, _ store: StateStore) {
        // The key is made only while the names are (once): not kept per slot.
        store.encodePublished(of: object, store.recordKey(key), into: &published)
    }

    var persistedNames: [String] { published.names }
}

/// The records of one model object's `@Published` properties: their names
/// (made once) and the version of each property they were last written at.
struct PublishedRecords {
    var names: [String] = []
    var versions: [Int] = []
}

extension StateStore {
    /// Brings every record up to date with the session's state now.
    package func updateRecords() {
        var owned: Set<ObjectIdentifier> = []
        for (key, slot) in slots {
            guard let slot = slot as? PersistentSlot else { continue }
            slot.persist(key, self)
            if let object = slot.persistedObject { owned.insert(ObjectIdentifier(object)) }
        }
        // An `@ObservedObject` that a `@StateObject` of this session owns is
        // written (and restored) under its owner's key: not read twice per write.
        var observed: [Key: ObservedRecords] = [:]
        for (key, object) in persistence.observed where !owned.contains(ObjectIdentifier(object)) {
            // Kept while it is the same object (held, so its address cannot be reused meanwhile).
            let last = persistence.observedRecords[key]
            var kept = last.flatMap { $0.object === object ? $0 : nil } ?? ObservedRecords(object: object)
            encodePublished(of: object, recordKey(key), into: &kept.records)
            if let last, last.object !== object {
                // Another object under the same key (of another class, it may have other properties).
                for name in last.records.names where !kept.records.names.contains(name) { put(name, nil) }
            }
            observed[key] = kept
        }
        for (key, gone) in persistence.observedRecords where observed[key] == nil {
            for name in gone.records.names { put(name, nil) }
        }
        persistence.observedRecords = observed
    }

    /// Every record of the session's state now, in no particular order.
    package func snapshotRecords() -> [String: [UInt8]] {
        updateRecords()
        return persistence.records
    }

    /// Every record made anew from the session's state (every value encoded, no cache read or
    /// changed): what the records kept between writes must equal (tests; DurableWriteCrawlTests).
    package func recordsFromScratch() -> [String: [UInt8]] {
        let kept = persistence
        defer { persistence = kept }
        persistence.records = [:]
        persistence.recordBytes = 0
        persistence.observedRecords = [:]
        persistence.scratch = true
        updateRecords()
        return persistence.records
    }

    /// Every name the store can hold for the session after the writes so far: the records kept,
    /// and those set or removed since the last write took them.
    package var recordNamesSinceLastWrite: Set<String> { Set(persistence.records.keys).union(persistence.changed) }

    /// How many records there are, and their bytes in all (checked against a snapshot's limits).
    package var recordsSize: (count: Int, bytes: Int) { (persistence.records.count, persistence.recordBytes) }

    /// The records set (a value) or removed (nil) since the last call, and forgets them.
    package func takeChangedRecords() -> [(key: String, value: [UInt8]?)] {
        defer { persistence.changed.removeAll() }  // not kept: a set's storage per idle session
        return persistence.changed.map { ($0, persistence.records[$0]) }
    }

    /// Forgets what changed so far (a whole snapshot was just written).
    package func clearChangedRecords() { persistence.changed.removeAll() }

    /// Sets (or, with nil, removes) a record, noting a change when its bytes differ.
    func put(_ name: String, _ bytes: [UInt8]?) {
        // One lookup for both the old value and the new (each costs a hash of the long name).
        let old = bytes.map { persistence.records.updateValue($0, forKey: name) } ?? persistence.records.removeValue(forKey: name)
        guard old != bytes else { return }
        persistence.recordBytes += (bytes?.count ?? 0) - (old?.count ?? 0)
        persistence.changed.insert(name)
    }

    /// A slot left the page: its records go with it.
    func forget(_ slot: AnyObject) {
        // A session that is not durable keeps no records: nothing to remove (and no cast per dropped slot).
        guard !persistence.records.isEmpty, let slot = slot as? PersistentSlot else { return }
        for name in slot.persistedNames { put(name, nil) }
    }

    // MARK: Saving

    /// Puts `value`'s records (a model held in `@State`, or a class); returns their names.
    func encode(_ value: Any, _ key: String) -> [String] {
        if let codable = value as? any Encodable {
            let name = types.sharedRecordName("s " + key)
            put(name, encoded(codable, name))
            return [name]
        } else if type(of: value) is AnyClass, let model = value as? any Observable {
            return encodeObservable(model as AnyObject, key)
        } else {
            notCodable(type(of: value))
            return []
        }
    }

    /// An `ObservableObject`'s `@Published` values as records `o <key> <property>`.
    /// A value not assigned since these records last wrote it is skipped when it can
    /// change only by assignment; others are encoded again (`put` keeps equal bytes).
    func encodePublished(of object: AnyObject, _ key: @autoclosure () -> String, into records: inout PublishedRecords) {
        let fields = types.publishedFields(of: type(of: object))
        if records.names.count != fields.count {
            let key = key()
            records.names = types.sharedRecordNames(fields.map { "o " + key + " " + $0.label })
            records.versions = Array(repeating: -1, count: fields.count)
        }
        for (i, field) in fields.enumerated() {
            let property = PublishedLayout.read(field.type, of: object, at: field.offset)
            let storage = property.storage
            let plain = field.plain
            let scratch = persistence.scratch  // encode everything, and leave the caches as they are
            if plain, records.versions[i] == storage.version, !scratch { continue }
            if !scratch { records.versions[i] = storage.version }
            // The same object seen under another key this write: its bytes are made already.
            if plain, storage.persistedVersion == storage.version, !scratch {
                put(records.names[i], storage.persistedBytes)
                continue
            }
            let value = property.storedValue
            guard let codable = value as? any Encodable else {
                notCodable(type(of: value))
                continue
            }
            let bytes = encoded(codable, records.names[i])
            if !scratch {
                storage.persistedBytes = bytes
                storage.persistedVersion = storage.version
            }
            put(records.names[i], bytes)
        }
    }

    /// An `@Observable` class's tracked properties are stored as `_name` (the macro's backing storage).
    private func encodeObservable(_ object: AnyObject, _ key: String) -> [String] {
        var names: [String] = []
        for child in Mirror(reflecting: object).children {
            guard let label = child.label, Self.isTracked(label) else { continue }
            if let codable = child.value as? any Encodable {
                let name = types.sharedRecordName("o " + key + " " + label)
                put(name, encoded(codable, name))
                names.append(name)
            } else {
                notCodable(type(of: child.value))
            }
        }
        return names
    }

    static func isTracked(_ label: String) -> Bool { label.hasPrefix("_") && !label.hasPrefix("_$") }

    /// `value`'s bytes, or nil (warned once per type) when it cannot be encoded within the limits.
    func encoded(_ value: any Encodable, _ name: String) -> [UInt8]? {
        do {
            return try SnapshotCodec.encode(value)
        } catch {
            warnOnce(SnapshotCodec.typeName(of: type(of: value)), "not kept: \(error.description)")
            return nil
        }
    }

    private func notCodable(_ type: Any.Type) {
        guard persistence.notCodable.insert(ObjectIdentifier(type)).inserted else { return }
        let name = SnapshotCodec.typeName(of: type)
        warnOnce(name, "\(name) is not Codable: it starts fresh when the session is restored after a restart")
    }

    private func warnOnce(_ type: String, _ message: String) {
        guard persistence.warnedTypes.count < 100, persistence.warnedTypes.insert(type).inserted else { return }
        persistence.warnings.append(message)
    }
}

/// An `@ObservedObject`'s records, kept for the object they were made from.
struct ObservedRecords {
    let object: AnyObject
    var records = PublishedRecords()
}
