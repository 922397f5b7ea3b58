import Foundation

/// A stored environment (RenderCache.swift): a view is reused only when the
/// next render hands it the same environment.
///
/// The same scalars and the same references (so the same copy-on-write
/// buffers and closure contexts), compared field by field: padding is not
/// copied. The inline part without its references to the boxes, and each
/// box's own fields when the two do not share one (a modifier that sets a
/// string to the same literal makes a new box).
///
/// The app's objects and its own keys' values are compared by content, not by
/// buffer: `.environmentObject(model)` and `.environment(\.key, value)` make a
/// new dictionary on every render of the view they modify, so a byte
/// comparison found every view below a re-rendered root changed (the
/// commonest app shape: a root holding its model and handing it down). A
/// list's row collector, a navigation column's level, a presentation's
/// scope, a lazy container's window and a preference reader's sink are new on
/// every render of their container too: compared by presence (`ListRowCollector`, `PreferenceSink`,
/// `NavigationLevel.noteUse`, `PresentationScope.noteUse`, `LazyWindow.claim`
/// say why that is enough).
final class EnvironmentBox {
    let value: EnvironmentValues
    init(_ value: EnvironmentValues) { self.value = value }

    nonisolated static let ranges: [(offset: Int, size: Int)] = {
        let boxes = [\EnvironmentValues.shared, \EnvironmentValues.rare as PartialKeyPath<EnvironmentValues>]
            .map { MemoryLayout<EnvironmentValues>.offset(of: $0)! }
        return ViewComparison.byteRanges(of: EnvironmentValues.self).filter { !boxes.contains($0.offset) }
    }()
    /// The shared box's fields but the two dictionaries compared by content.
    nonisolated static let sharedRanges: [(offset: Int, size: Int)] = {
        let byContent = [\SharedEnvironmentValues.objects, \SharedEnvironmentValues.custom as PartialKeyPath<SharedEnvironmentValues>]
            .map { MemoryLayout<SharedEnvironmentValues>.offset(of: $0)! }
        let size = MemoryLayout<[ObjectIdentifier: Any]>.size
        return ViewComparison.byteRanges(of: SharedEnvironmentValues.self).filter { range in
            !byContent.contains { range.offset >= $0 && range.offset < $0 + size }
        }
    }()
    /// The rare box's fields but the list's collector, the column's level, the presentation's
    /// scope and the lazy window, which every render of their container makes anew (see above),
    /// and custom styles, compared by type and bytes (`CustomStyle.same`).
    nonisolated static let rareRanges: [(offset: Int, size: Int)] = {
        let skipped = [
            \RareEnvironmentValues.listRows, \RareEnvironmentValues.preferenceSink, \RareEnvironmentValues.navigationLevel,
            \RareEnvironmentValues.presentationScope, \RareEnvironmentValues.lazyWindow,
            \RareEnvironmentValues.customButtonStyle, \RareEnvironmentValues.customLabelStyle as PartialKeyPath<RareEnvironmentValues>,
        ]
        .map { MemoryLayout<RareEnvironmentValues>.offset(of: $0)! }
        let size = MemoryLayout<AnyObject?>.size
        return ViewComparison.byteRanges(of: RareEnvironmentValues.self).filter { range in
            !skipped.contains { range.offset >= $0 && range.offset < $0 + size }
        }
    }()

    func matches(_ other: EnvironmentValues) -> Bool {
        guard Self.same(value, other, Self.ranges) else { return false }
        guard value.shared === other.shared || Self.sameShared(value.shared.values, other.shared.values) else { return false }
        switch (value.rare, other.rare) {
        case (nil, nil): return true
        case (let a?, let b?):
            return a === b
                || (Self.same(a.values, b.values, Self.rareRanges) && (a.values.listRows == nil) == (b.values.listRows == nil)
                    && (a.values.preferenceSink == nil) == (b.values.preferenceSink == nil)
                    && (a.values.navigationLevel == nil) == (b.values.navigationLevel == nil)
                    && (a.values.presentationScope == nil) == (b.values.presentationScope == nil)
                    && (a.values.lazyWindow == nil) == (b.values.lazyWindow == nil)
                    && CustomStyle.same(a.values.customButtonStyle, b.values.customButtonStyle)
                    && CustomStyle.same(a.values.customLabelStyle, b.values.customLabelStyle))
        default: return false  // one at the defaults without a box, the other with one: not worth comparing
        }
    }

    private static func sameShared(_ a: SharedEnvironmentValues, _ b: SharedEnvironmentValues) -> Bool {
        guard same(a, b, sharedRanges), a.objects.count == b.objects.count, a.custom.count == b.custom.count else { return false }
        for (key, object) in a.objects where b.objects[key] !== object { return false }
        for (key, value) in a.custom {
            guard let other = b.custom[key], sameValue(value, other) else { return false }
        }
        return true
    }

    /// The same object, or equal values of an `Equatable` type; anything else (a closure) is taken as changed.
    private static func sameValue(_ a: Any, _ b: Any) -> Bool {
        if type(of: a) is AnyClass { return type(of: b) is AnyClass && (a as AnyObject) === (b as AnyObject) }
        guard let a = a as? any Equatable else { return false }
        func equal<E: Equatable>(_ a: E) -> Bool { (b as? E).map { $0 == a } ?? false }
        return equal(a)
    }

    private static func same<T>(_ a: T, _ b: T, _ ranges: [(offset: Int, size: Int)]) -> Bool {
        borrowingPointer(to: a) { a in
            borrowingPointer(to: b) { b in
                for (offset, size) in ranges where memcmp(UnsafeRawPointer(a) + offset, UnsafeRawPointer(b) + offset, size) != 0 {
                    return false
                }
                return true
            }
        }
    }
}

extension EnvironmentValues {
    /// Whether views below may be reused: not while a container collects
    /// what its content reports during the render (picker tags, a lazy window).
    var allowsViewReuse: Bool {
        // All of them rare values: no box, none set.
        guard let rare = rare?.values else { return true }
        // A list's rows may be reused (their facts are journaled, `ListRowCollector.report`;
        // a section that wraps rows under a selection is not, `noteWrapped`), and so may a
        // navigation column's views that do not read the column (`NavigationLevel.noteUse`)
        // and a presentation's that do not report to it (`PresentationScope.noteUse`), and a
        // lazy container's that do not hold the `ForEach` its window goes to (`LazyWindow.claim`).
        // A tab view's tabs are not: their items are reported as they render (TabCollector.swift).
        return rare.pickerTags == nil && rare.scrollTarget == nil && rare.tabs == nil
    }
}
