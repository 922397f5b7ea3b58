import LiveHTML

// A composite view's render as the render cache tracks it (RenderCache.swift); its
// `@Observable` reads are in RenderFrame+Observation.swift.

/// One composite view's render: dirty once something it read changes.
@MainActor
final class RenderFrame {
    /// The enclosing view's frame (reassigned when a reused view moves under a
    /// re-rendered parent). Strong: a view that is not stored (it holds a
    /// `Binding`) and read nothing itself has no other owner, and a stored
    /// control below it would lose its way to the stored views above (which
    /// must go dirty when it renders alone). Frames never point down: no cycle.
    var parent: RenderFrame?
    private(set) var dirty = false
    /// False when the render produced a one-time output or contains a view that cannot be compared.
    var cacheable = true
    /// Whether the cache's entry for `key` holds this render (`stored`), or held it until a
    /// later render of the view replaced it or the view left the page (`superseded`). The
    /// cache keeps this true to its `entries` wherever it changes them, so that a watch or a
    /// pending change of a superseded render is known as such without a lookup by path.
    var storage = Storage.never
    enum Storage: UInt8 { case never, stored, superseded }
    /// Where the render is stored (nil: not stored).
    var key: RenderCache.Key?
    /// The view rendered (its path and type), stored or not: a later render of the same view supersedes this one.
    let view: RenderCache.Key?
    /// Whether something this render itself read changed (not only something below it).
    var ownDirty = false
    /// The cache, through its link (LifetimeLink.swift): nil once it is gone.
    let cacheLink: LifetimeLink<RenderCache>?
    var cache: RenderCache? { cacheLink?.object }

    init(parent: RenderFrame?, cache: RenderCache?, view: RenderCache.Key? = nil) {
        self.parent = parent
        self.cacheLink = cache?.link
        self.view = view
    }

    /// Marks the frame dirty, and its ancestors with it: their nodes contain its
    /// nodes, so a render of the whole tree evaluates them again. A render of
    /// this view alone (RenderCache+Alone.swift) starts from the `pending` list.
    func invalidate() {
        if !ownDirty {
            ownDirty = true
            cache?.pending.append(self)
        }
        var frame: RenderFrame? = self
        while let f = frame, !f.dirty {
            f.dirty = true
            frame = f.parent
        }
    }
}

/// A stored view value, compared with the next one field by field.
final class ValueBox<V>: @unchecked Sendable {
    let value: V
    init(_ value: V) { self.value = value }
}

extension Array where Element == RenderFrame {
    /// Adds `frame` as a dependent. When the buffer is full (from 8), only the
    /// latest render of each view is kept: a slot read by every render but never
    /// written (a password field's state), or an object that never changes, kept
    /// every frame that ever read it, a list that grew with each render for as
    /// long as the session lived. Amortized O(1) per read, also for an object a
    /// thousand rows observe.
    ///
    /// A compaction leaves room for as many again, so the next one waits until
    /// the list doubled. Compacting at each power of two instead compacted again
    /// a few reads later whenever few frames were stale (a hundred rows each
    /// reading the parent's array through their bindings: 1,193 set inserts an
    /// event, 15 % of its instructions, `LiveBench N rows 100 bindings`).
    mutating func note(_ frame: RenderFrame) {
        // A view's render reads again after a control inside it read (a row's field, then the row, then its
        // toggle): a frame among the last few is not added twice.
        for recent in suffix(4) where recent === frame { return }
        if count >= 8, count == capacity { keepLatestPerView() }
        append(frame)
    }

    private mutating func keepLatestPerView() {
        var seen = Set<RenderCache.Key>(minimumCapacity: count)
        var kept: [RenderFrame] = []
        kept.reserveCapacity(count)
        for frame in reversed() where frame.view.map({ seen.insert($0).inserted }) ?? true { kept.append(frame) }
        kept.reverse()
        kept.reserveCapacity(Swift.max(8, 2 * kept.count))
        self = kept
    }
}
