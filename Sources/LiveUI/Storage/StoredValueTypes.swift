import Foundation

// The value types `@AppStorage` and `@SceneStorage` take, as in SwiftUI (Date as in iOS 18).

extension AppStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: StorageCodecs.bool)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: StorageCodecs.int)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: StorageCodecs.double)
    }
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: StorageCodecs.string)
    }
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: StorageCodecs.url)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: StorageCodecs.data)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, codec: StorageCodecs.date)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: StorageCodecs.raw(Value.self))
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: StorageCodecs.raw(Value.self))
    }
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil, codec: StorageCodecs.optional(StorageCodecs.bool))
    }
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil, codec: StorageCodecs.optional(StorageCodecs.int))
    }
    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil, codec: StorageCodecs.optional(StorageCodecs.double))
    }
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil, codec: StorageCodecs.optional(StorageCodecs.string))
    }
    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil, codec: StorageCodecs.optional(StorageCodecs.url))
    }
    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil, codec: StorageCodecs.optional(StorageCodecs.data))
    }
    public init(_ key: String) where Value == Date? {
        self.init(key: key, defaultValue: nil, codec: StorageCodecs.optional(StorageCodecs.date))
    }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: StorageCodecs.optional(StorageCodecs.raw(R.self)))
    }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: StorageCodecs.optional(StorageCodecs.raw(R.self)))
    }
    @available(
        *, unavailable,
        message: "LiveUI keeps @AppStorage per browser on the server; a UserDefaults suite has no meaning there: drop the store: argument"
    )
    public init(wrappedValue: Value, _ key: String, store: UserDefaults?) { fatalError() }
    @available(
        *, unavailable,
        message: "LiveUI keeps @AppStorage per browser on the server; a UserDefaults suite has no meaning there: drop the store: argument"
    )
    public init(_ key: String, store: UserDefaults?) { fatalError() }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: StorageCodecs.bool)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: StorageCodecs.int)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: StorageCodecs.double)
    }
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: StorageCodecs.string)
    }
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: StorageCodecs.url)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: StorageCodecs.data)
    }
    public init(wrappedValue: Value, _ key: String) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, codec: StorageCodecs.date)
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: StorageCodecs.raw(Value.self))
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: StorageCodecs.raw(Value.self))
    }
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil, codec: StorageCodecs.optional(StorageCodecs.bool))
    }
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil, codec: StorageCodecs.optional(StorageCodecs.int))
    }
    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil, codec: StorageCodecs.optional(StorageCodecs.double))
    }
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil, codec: StorageCodecs.optional(StorageCodecs.string))
    }
    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil, codec: StorageCodecs.optional(StorageCodecs.url))
    }
    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil, codec: StorageCodecs.optional(StorageCodecs.data))
    }
    public init(_ key: String) where Value == Date? {
        self.init(key: key, defaultValue: nil, codec: StorageCodecs.optional(StorageCodecs.date))
    }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: StorageCodecs.optional(StorageCodecs.raw(R.self)))
    }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: StorageCodecs.optional(StorageCodecs.raw(R.self)))
    }
}

extension View {
    @available(*, unavailable, message: "LiveUI keeps @AppStorage per browser on the server; a UserDefaults suite has no meaning there")
    @inlinable public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}
