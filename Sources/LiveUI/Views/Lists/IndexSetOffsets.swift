import Foundation

// SwiftUI adds these two to the standard collections for `ForEach.onDelete`
// and `.onMove`, whose actions receive offsets (positions counted from 0,
// not indices). Foundation on Linux has neither, and code written for
// SwiftUI calls them directly (`items.remove(atOffsets: offsets)`).

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions from the start).
    /// Offsets past the end trap, as SwiftUI's do.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard let last = offsets.last else { return }
        precondition(last < count, "remove(atOffsets:): offset \(last) is out of range for \(count) elements")
        // One pass that keeps the survivors in order: removing one by one would be quadratic.
        var kept = Self()
        kept.reserveCapacity(count - offsets.count)
        for (offset, element) in zip(0..., self) where !offsets.contains(offset) {
            kept.append(element)
        }
        self = kept
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so that they sit, in their original
    /// order, just before the element that was at `destination` before the
    /// move (`destination == count`: at the end). Both are offsets into the
    /// collection as it was, which is what `.onMove` passes: moving the
    /// first of three rows below the second is `move(fromOffsets: [0], toOffset: 2)`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        precondition(
            destination >= 0 && destination <= count,
            "move(fromOffsets:toOffset:): destination \(destination) is out of range for \(count) elements")
        guard let lastSource = source.last else { return }
        precondition(lastSource < count, "move(fromOffsets:toOffset:): offset \(lastSource) is out of range for \(count) elements")
        // Before the destination, the moved elements go last; from it on, first.
        // Each side is a stable partition, so everything else keeps its order.
        let split = index(startIndex, offsetBy: destination)
        stablePartition(startIndex..<split, movingToEnd: source, firstOffset: 0)
        stablePartition(split..<endIndex, movingToEnd: nil, firstOffset: destination, movingToStart: source)
    }

    /// Reorders `range` so that elements whose offsets are in `toEnd` come
    /// after the others (or those in `toStart` before them), stably.
    private mutating func stablePartition(
        _ range: Range<Index>, movingToEnd toEnd: IndexSet?, firstOffset: Int, movingToStart toStart: IndexSet? = nil
    ) {
        var front: [Element] = []
        var back: [Element] = []
        var offset = firstOffset
        for i in self[range].indices {
            let marked = toEnd?.contains(offset) ?? false
            let leading = toStart?.contains(offset) ?? false
            if marked || (toStart != nil && !leading) { back.append(self[i]) } else { front.append(self[i]) }
            offset += 1
        }
        var i = range.lowerBound
        for element in front + back {
            self[i] = element
            formIndex(after: &i)
        }
    }
}
