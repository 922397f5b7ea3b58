import Foundation

/// A value kept for this browser, as `@AppStorage` keeps one in `UserDefaults`
/// for the device: every tab of the browser reads and writes the same values
/// (a change in one re-renders the others), and they survive reloads, other
/// pages and server restarts. The server keeps them under a random id in an
/// `HttpOnly` cookie, in its store (`LIVEUI_STORE`).
///
///     @AppStorage("darkMode") private var darkMode = false
///     @AppStorage("sort") private var sort: SortOrder = .name   // RawRepresentable (Int or String)
///     @AppStorage("nickname") private var nickname: String?     // absent until set
@MainActor @propertyWrapper
public struct AppStorage<Value>: DynamicProperty, DynamicPropertyBinding {
    let location: StoredLocation<Value>

    init(key: String, defaultValue: Value, codec: StorageCodec<Value>) {
        location = StoredLocation(key: key, defaultValue: defaultValue, codec: codec)
    }

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }

    func bind(_ ctx: RenderContext, _ key: StateStore.Key, _ env: EnvironmentValues) throws(RenderError) {
        location.bind(env.appStorage, ctx)
    }
}

/// A value kept for this tab, as `@SceneStorage` keeps one per window: it
/// survives reloads and reconnects of the tab (the page keeps the tab's id in
/// `sessionStorage`), and each tab has its own. Kept server-side for a week
/// after the tab was last seen.
@MainActor @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty, DynamicPropertyBinding {
    let location: StoredLocation<Value>

    init(key: String, defaultValue: Value, codec: StorageCodec<Value>) {
        location = StoredLocation(key: key, defaultValue: defaultValue, codec: codec)
    }

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }

    func bind(_ ctx: RenderContext, _ key: StateStore.Key, _ env: EnvironmentValues) throws(RenderError) {
        location.bind(env.sceneStorage, ctx)
    }
}

/// Where a stored property reads and writes: its area once a render bound
/// it, else (in `init`, outside a session) a value of its own, as `@State` does.
@MainActor
final class StoredLocation<Value> {
    let key: String
    let defaultValue: Value
    let codec: StorageCodec<Value>
    private var area: StorageArea?
    private var unbound: Value?

    init(key: String, defaultValue: Value, codec: StorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
    }

    func bind(_ area: StorageArea?, _ ctx: RenderContext) {
        self.area = area
        area?.observe(ctx.store.target)
    }

    var value: Value {
        get {
            guard let area else { return unbound ?? defaultValue }
            guard let bytes = area[key] else { return defaultValue }
            guard let value = codec.decode(bytes) else {
                area.warn("stored value for key \"\(key.prefix(64))\" is not a \(codec.typeName): the default is used")
                return defaultValue
            }
            return value
        }
        set {
            guard let area else {
                unbound = newValue
                return
            }
            area.set(codec.encode(newValue), for: key)
        }
    }
}
