import Foundation
import LiveUI

/// The process's view of a `KeyValueStore` for sessions: one `StorageArea`
/// per browser (`@AppStorage`) and per tab (`@SceneStorage`), shared by every
/// session that uses it while any does, loaded from the store on first use
/// and written back change by change.
@MainActor
public final class StorageCoordinator {
    public let store: any KeyValueStore
    public let limits: StorageLimits
    /// Refused or unreadable values (the server logs them), with the scope's kind.
    public var onWarning: (@MainActor (_ message: String, _ kind: StorageScope.Kind) -> Void)?
    private var areas: [StorageScope: WeakArea] = [:]

    public init(store: any KeyValueStore, limits: StorageLimits = StorageLimits()) {
        self.store = store
        self.limits = limits
    }

    /// A browser's `@AppStorage`, by its id (from the cookie).
    package func appStorage(browser: String) -> StorageArea { area(StorageScope(.app, browser)) }

    /// A tab's `@SceneStorage`: under its browser, so a tab id alone never reaches another browser's values.
    package func sceneStorage(browser: String, tab: String) -> StorageArea { area(StorageScope(.scene, browser + "/" + tab)) }

    /// How many areas are held by live sessions.
    public var liveAreas: Int { areas.values.filter { $0.area != nil }.count }

    package func area(_ scope: StorageScope) -> StorageArea {
        if let live = areas[scope]?.area { return live }
        if areas.count > 1024 { areas = areas.filter { $0.value.area != nil } }
        let kind = scope.kind
        let area = StorageArea(values: store.load(scope), limits: limits) { [weak self] message in
            self?.onWarning?(message, kind)
        }
        let store = self.store
        area.onChange = { key, value in store.save(scope, [(key, value)]) }
        area.onWarning = { [weak self] message in self?.onWarning?(message, kind) }
        areas[scope] = WeakArea(area: area)
        return area
    }
}

@MainActor
private struct WeakArea {
    weak var area: StorageArea?
}
