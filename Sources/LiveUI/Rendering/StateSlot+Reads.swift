// Who depends on a `@State` slot (issue #16): the views whose renders read it,
// and the views that read through a binding to it (BindingLocation.swift).

extension StateSlot {
    /// A render read the slot: the innermost view rendering depends on it.
    func noteRead() {
        guard let cache, cache.unnotedReads == 0, let frame = cache.current else { return }
        readers.note(frame)
    }

    /// The slot was written: the views that read it render again, and those
    /// that read through a binding whose value is different now.
    func written() {
        for frame in readers { frame.invalidate() }
        readers.removeAll()
        guard let cache, var watches = cache.watches.removeValue(forKey: ObjectIdentifier(self)) else { return }
        // A watch that fired goes: its view renders again and watches anew. A write through a
        // binding to one row is not compared with the other rows' reads: comparing every row's
        // value cost 8.2k instructions a row an event (`LiveBench N rows 1000 bindings`).
        let written = writePath
        let mark = written.flatMap(ElementMark.init)
        // Filtered in place, by index: the watches that stay are neither copied (a new array of
        // the kept ones retained and released each one's frame, path and getter) nor handed to a
        // closure (`removeAll(where:)` checks a main-actor closure's executor on every call). With
        // a lookup of each one's entry, the filter cost ≈ 2.4k instructions a row a keystroke on
        // 1,000 bound rows (`LiveBench N rows 1000 bindings`).
        var kept = 0
        for i in watches.indices {
            if watches[i].frame.storage == .superseded {
                // A render a later one replaced, or of a view that left the page (a deleted row,
                // whose binding reads its item as last seen and would never fire): its watch goes,
                // whichever element it read (else a deleted row's stayed while other rows were typed into).
                continue
            } else if let mark, let other = watches[i].mark, mark.differs(from: other) {
                // Stays: another element of the same collection, told by plain integers.
            } else if let written, BindingLocation.disjoint(watches[i].path, written) {
                // Stays.
            } else if watches[i].changed() {
                watches[i].frame.invalidate()
                continue
            }
            if kept != i { watches.swapAt(kept, i) }
            kept += 1
        }
        watches.removeLast(watches.count - kept)
        // A list that shrank a lot (1,000 rows deleted down to a few) lets go of its room.
        if watches.capacity > 16, kept * 4 < watches.capacity {
            var smaller: [SlotWatch] = []
            smaller.reserveCapacity(Swift.max(8, 2 * kept))
            smaller.append(contentsOf: watches)
            watches = smaller
        }
        if !watches.isEmpty { cache.watches[ObjectIdentifier(self)] = watches }
    }
}

extension StateSlotBase: BindingSlot {
    /// The watches are kept by the cache, not the slot: a watch holds the binding's getter,
    /// which holds the slot (a cycle that would outlive the slot). `StateStore.endRender`
    /// drops the watches of the slots it drops.
    func watch(_ frame: RenderFrame, at path: [BindingLocation.Step], _ changed: @escaping @MainActor () -> Bool) {
        guard let cache, !reads(frame) else { return }
        cache.watches[ObjectIdentifier(self), default: []].note(
            SlotWatch(frame: frame, path: path, mark: ElementMark(path), changed: changed))
    }

    /// Whether `frame` read the whole slot lately: it renders again on any write, and
    /// need not watch (`ForEach($items)` reads the array, then each row's id through its binding).
    func reads(_ frame: RenderFrame) -> Bool {
        for recent in readers.suffix(4) where recent === frame { return true }
        return false
    }

    func writing(at path: [BindingLocation.Step], _ write: () -> Void) {
        // The innermost binding's path is the most precise: the bindings it was made from write the same value.
        guard writePath == nil else { return write() }
        writePath = path
        defer { writePath = nil }
        write()
    }
}

/// A view's read through a binding to a slot (`Binding.watchedRead`).
struct SlotWatch {
    let frame: RenderFrame
    /// Where the binding read (BindingLocation.path).
    let path: [BindingLocation.Step]
    let mark: ElementMark?
    /// Whether the value the view read is different now.
    let changed: @MainActor () -> Bool
}

extension Array where Element == SlotWatch {
    /// As `readers`: when the list is full, only the latest render of each view keeps its
    /// watches (a row read through its binding on every render, but its value never changed).
    @MainActor mutating func note(_ watch: SlotWatch) {
        if count >= 8, count == capacity { keepLatestPerView() }
        append(watch)
    }

    /// Drops the watches of renders a later render of the same view superseded
    /// (a render may watch several times: a row's field and its toggle), and
    /// leaves room for as many again.
    @MainActor mutating func keepLatestPerView() {
        var latest: [RenderCache.Key: RenderFrame] = [:]
        for watch in reversed() {
            if let view = watch.frame.view, latest[view] == nil { latest[view] = watch.frame }
        }
        var kept = filter { watch in
            watch.frame.storage != .superseded && (watch.frame.view.map { latest[$0] === watch.frame } ?? true)
        }
        kept.reserveCapacity(Swift.max(8, 2 * kept.count))
        self = kept
    }
}

extension RenderCache {
    var watchCount: Int { watches.values.reduce(0) { $0 + $1.count } }

    /// Runs `read` (a binding's getter) without noting its slot read on the open frame.
    func withoutNotingReads<T>(_ read: () -> T) -> T {
        unnotedReads += 1
        defer { unnotedReads -= 1 }
        return read()
    }
}
