/// One set of stored values as the views see it: a browser's `@AppStorage`
/// or a tab's `@SceneStorage`, held in memory while any session uses it.
/// Writes are checked against `StorageLimits`, handed to `onChange` (which
/// persists them, off the main actor) and re-render every session that read
/// the area, so another tab of the same browser follows a change at once, as
/// two views of one `UserDefaults` do.
@MainActor
package final class StorageArea {
    package let limits: StorageLimits
    private var values: [String: [UInt8]]
    private var totalBytes = 0
    private var readers: [ObjectIdentifier: WeakTarget] = [:]
    private var warned: Set<String> = []
    /// Persists one change (nil: the key was removed).
    package var onChange: (@MainActor (_ key: String, _ value: [UInt8]?) -> Void)?
    /// Something was refused or unreadable (for the server's log); each distinct message once per area.
    package var onWarning: (@MainActor (String) -> Void)?

    /// `values` as loaded from a store: untrusted, so records over the limits are dropped (and warned about).
    package init(values: [String: [UInt8]] = [:], limits: StorageLimits = StorageLimits(), onWarning: (@MainActor (String) -> Void)? = nil)
    {
        self.limits = limits
        self.values = [:]
        self.onWarning = onWarning
        for key in values.keys.sorted() {
            guard let value = values[key] else { continue }
            if let problem = limits.problem(key: key, value: value, count: self.values.count, total: totalBytes) {
                warn("stored value for key \"\(key.prefix(64))\" dropped: \(problem)")
                continue
            }
            self.values[key] = value
            totalBytes += key.utf8.count + value.count
        }
    }

    package var count: Int { values.count }

    /// The session whose render read this area re-renders when it changes.
    package func observe(_ target: InvalidationTarget?) {
        guard let target else { return }
        readers[ObjectIdentifier(target)] = WeakTarget(target)
    }

    package func stopObserving(_ target: InvalidationTarget) {
        readers[ObjectIdentifier(target)] = nil
    }

    package subscript(key: String) -> [UInt8]? { values[key] }

    /// Stores `value` (nil removes the key). Refused, with a warning, past the limits.
    @discardableResult
    package func set(_ value: [UInt8]?, for key: String) -> Bool {
        let old = values[key]
        if old == value { return true }
        let base = totalBytes - (old.map { key.utf8.count + $0.count } ?? 0)
        if let value {
            if let problem = limits.problem(key: key, value: value, count: values.count - (old == nil ? 0 : 1), total: base) {
                warn("value for key \"\(key.prefix(64))\" not stored: \(problem)")
                return false
            }
            values[key] = value
            totalBytes = base + key.utf8.count + value.count
        } else {
            values[key] = nil
            totalBytes = base
        }
        onChange?(key, value)
        let animation = Transaction.currentAnimation
        for (id, reader) in readers {
            if let target = reader.target { target.invalidate(animation: animation) } else { readers[id] = nil }
        }
        return true
    }

    func warn(_ message: String) {
        guard warned.count < 100, warned.insert(message).inserted else { return }
        onWarning?(message)
    }
}

/// How much one area may hold: stored values are untrusted (a tampered or
/// corrupt store) and keys may come from data (`@AppStorage("fav-\(id)")`).
public struct StorageLimits: Sendable, Equatable {
    public var maxKeyBytes = 256
    public var maxValueBytes = 64 * 1024
    public var maxKeys = 256
    public var maxTotalBytes = 1024 * 1024

    public init() {}

    /// Why this record may not be added to an area holding `count` records of `total` bytes; nil if it may.
    func problem(key: String, value: [UInt8], count: Int, total: Int) -> String? {
        if key.isEmpty || key.utf8.count > maxKeyBytes { return "the key is empty or longer than \(maxKeyBytes) bytes" }
        if value.count > maxValueBytes { return "\(value.count) bytes, over the limit of \(maxValueBytes)" }
        if count >= maxKeys { return "over \(maxKeys) keys" }
        if total + key.utf8.count + value.count > maxTotalBytes { return "over \(maxTotalBytes) bytes in all" }
        return nil
    }
}

@MainActor
private struct WeakTarget {
    weak var target: InvalidationTarget?
    init(_ target: InvalidationTarget) { self.target = target }
}
