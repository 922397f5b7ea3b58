/// What a `@State` slot keeps whatever its value's type: who depends on it
/// (StateSlot+Reads.swift). A class of its own so that a binding finds the slot
/// it derives from (`Binding.location(appending:)`, once per row of
/// `ForEach($items)`) by a class cast: the cast to the `BindingSlot` protocol
/// looked its conformance up at run time, ≈ 0.7k instructions a row a render
/// (`LiveBench N rows 1000 bindings`).
@MainActor
class StateSlotBase {
    // MARK: Per-view invalidation (issue #16, Rendering/RenderCache.swift)
    /// Set for `@State`: reads are tracked per view, and a write re-renders only the views that read it.
    /// Through the cache's link (LifetimeLink.swift): nil once the cache is gone.
    final var cacheLink: LifetimeLink<RenderCache>?
    final var cache: RenderCache? { cacheLink?.object }
    /// The views (their renders) that read the value since it last changed. Unchecked for
    /// exclusivity (main actor only; no access calls out while holding it): the check was
    /// ≈ 80 instructions a read, three a row a render of `ForEach($items)`.
    @exclusivity(unchecked) final var readers: [RenderFrame] = []
    /// Set while a binding writes the value at this path alone (StateSlot+Reads.swift).
    final var writePath: [BindingLocation.Step]?
}

/// The storage cell behind one `@State`, owned by the session's `StateStore`.
@MainActor
final class StateSlot<Value>: StateSlotBase {
    var value: Value { didSet { version &+= 1 } }
    weak var target: InvalidationTarget?
    /// Counts assignments, so a durable session's write skips a value not assigned since (issue #15).
    private(set) var version = 0
    /// The slot's record as last encoded: its name (made once), at `version`.
    var persisted: PersistedRecord?
    /// The records of a model or class held in the slot, as last encoded.
    var otherNames: [String] = []
    /// Whether the session's snapshot keeps it: `@State` yes; focus and gesture state, which the browser owns, no.
    let persists: Bool

    init(_ value: Value, target: InvalidationTarget?, persists: Bool = false) {
        self.value = value
        self.target = target
        self.persists = persists
    }
}

/// A slot's readers, counted without knowing its value type (tests: `StateStore.dependentCount`).
@MainActor protocol ReadTracked: AnyObject {
    var readerCount: Int { get }
}

extension StateSlot: ReadTracked {
    var readerCount: Int { readers.count }
}

/// What a `@State` property holds: its initial value until the runtime binds
/// it to the slot for the view's identity.
@MainActor
final class StateBox<Value> {
    var initial: Value
    /// Unchecked for exclusivity (main actor only, read far more often than set): the check
    /// was ≈ 80 instructions a read of every `@State` and of every binding made from one.
    @exclusivity(unchecked) var slot: StateSlot<Value>?

    init(_ initial: Value) { self.initial = initial }

    var value: Value {
        get {
            guard let slot else { return initial }
            slot.noteRead()
            return slot.value
        }
        set {
            guard let slot else {
                // Not mounted yet (e.g. set in init): SwiftUI keeps the initial value too.
                initial = newValue
                return
            }
            slot.value = newValue
            if slot.cache != nil {
                slot.written()
                slot.target?.invalidateDependents(animation: Transaction.currentAnimation)
            } else {
                slot.target?.invalidate(animation: Transaction.currentAnimation)
            }
        }
    }
}

/// A slot's record as last encoded: its name, and the slot's version it was
/// encoded at (its bytes are the session's, in `StatePersistence.records`).
struct PersistedRecord {
    let name: String
    var version: Int
}
