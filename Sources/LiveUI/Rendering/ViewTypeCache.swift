/// What rendering needs to know about each view and modifier type, looked up
/// once: the runtime's conformance checks and field walks cost more than a
/// table hit (`TypeTable`). Shared by every session of a server (per-session copies
/// would cost each session memory for the same facts).
@MainActor
package final class ViewTypeCache {
    // Unchecked (as `RenderCache`'s properties): main actor only, and each table is read
    // or written in one step; `info` alone is looked up ≈ 120 times a login cycle.
    @exclusivity(unchecked) private var views = TypeTable<ViewTypeInfo>()
    @exclusivity(unchecked) private var modifiers = TypeTable<(any PrimitiveModifier.Type)?>()

    /// How to compare values of each composite view type (issue #16).
    @exclusivity(unchecked) private var comparisons = TypeTable<ViewComparison>()

    package init() {}

    // MARK: Durable sessions (issue #15; here since issue #16: 0.6–0.7 KB per session when each kept its own)
    /// `SnapshotCodec.typeName` of view types, made once each.
    private var typeNames: [ObjectIdentifier: String] = [:]
    /// `@Published` fields by model class.
    private var publishedFields: [ObjectIdentifier: [PublishedLayout.Field]] = [:]

    func typeName(_ type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        if let known = typeNames[id] { return known }
        let made = SnapshotCodec.typeName(of: type)
        typeNames[id] = made
        return made
    }

    /// Durable records' names (`s <path> <view type> <label>`, `o … <property>`), one copy of each
    /// for every session: the same page's records have the same names in every session, and each
    /// session kept its own copies (≈ 0.35 KB of names and 50 bytes of a names array per idle
    /// login session, heaptrack at 2,000 sessions, 2026-12-05). Bounded, since a path may hold
    /// the app's data (a `ForEach` id): past `maxSharedRecordNames` a name is only looked up,
    /// and one not found is kept by its session as before.
    private var recordNames: Set<String> = []
    private var recordNameLists: Set<[String]> = []
    package static let maxSharedRecordNames = 4096

    /// `name`, or the equal string another session made (its storage then shared).
    func sharedRecordName(_ name: String) -> String {
        if recordNames.count < Self.maxSharedRecordNames { return recordNames.insert(name).memberAfterInsert }
        return recordNames.firstIndex(of: name).map { recordNames[$0] } ?? name
    }

    /// `names` (a model's records), or the equal array another session made, strings and all.
    func sharedRecordNames(_ names: [String]) -> [String] {
        if let known = recordNameLists.firstIndex(of: names) { return recordNameLists[known] }
        let shared = names.map(sharedRecordName)
        if recordNameLists.count < Self.maxSharedRecordNames / 8 { recordNameLists.insert(shared) }
        return shared
    }

    /// How many names and lists of names are shared (tests).
    package var sharedRecordNameCount: (names: Int, lists: Int) { (recordNames.count, recordNameLists.count) }

    /// View paths, one copy of each for every session: a path is the id of the
    /// element its view renders, the key of its state and its stored render,
    /// and every session of a page has the same ones. Each session made its
    /// own (768 B per idle login session, heaptrack at 2,000 sessions: its
    /// ids are 12-28 bytes, past the 15 a string holds inline). Bounded, since
    /// a path may hold the app's data (a `ForEach` id): a full table starts
    /// over, so the pages served now are the ones shared (paths are compared
    /// by value only; a session keeps the copies it has).
    /// Unchecked: touched on the main actor only, and the dynamic checks were
    /// a quarter of the lookup (190 instructions).
    @exclusivity(unchecked) private var paths = SharedPathTable(limit: maxSharedPaths)
    package static let maxSharedPaths = 16_384

    /// `path`, or the equal path another session rendered (its storage then shared).
    func sharedPath(_ path: ViewPath) -> ViewPath {
        // Held inline: nothing to share.
        guard path.raw.utf8.count > 15 else { return path }
        return ViewPath(raw: paths.shared(path.raw))
    }

    /// `path.child(index)`, shared, looked up without making the string when held.
    func sharedChild(of path: ViewPath, _ index: Int) -> ViewPath {
        let step = ViewPath.step(index)
        guard path.raw.utf8.count + step.utf8.count > 15 else { return ViewPath(raw: path.raw + step) }
        return ViewPath(raw: paths.shared(path.raw, step))
    }

    /// How many paths are shared (tests).
    package var sharedPathCount: Int { paths.count }

    /// How a stored control's box reads its `value` attribute (RenderCache+Echo.swift), by
    /// the box's class: the cast to the conditional conformance, made per keystroke, cost
    /// ≈ 1.7k instructions of a 34k keystroke (callgrind, `LiveBench N served only`).
    @exclusivity(unchecked) private var valueAttributeReaders = TypeTable<ValueAttributeReader?>()

    func valueAttributeReader(for box: AnyObject) -> ValueAttributeReader? {
        let id = ObjectIdentifier(type(of: box))
        if let known = valueAttributeReaders[id] { return known }
        let made = (box as? any ValueAttributeControl).map { Self.reader(for: $0) }
        valueAttributeReaders[id] = made
        return made
    }

    /// A reader for boxes of exactly `control`'s class (the table's key).
    private static func reader<C: ValueAttributeControl>(for control: C) -> ValueAttributeReader {
        { box in unsafeBitCast(box, to: C.self).renderedValueAttribute() }
    }

    func publishedFields(of type: AnyClass) -> [PublishedLayout.Field] {
        let id = ObjectIdentifier(type)
        if let known = publishedFields[id] { return known }
        let made = PublishedLayout.fields(of: type)
        publishedFields[id] = made
        return made
    }

    func comparison<V>(_ type: V.Type) -> ViewComparison {
        let id = ObjectIdentifier(type)
        if let known = comparisons[id] { return known }
        let made = ViewComparison(type)
        comparisons[id] = made
        return made
    }

    func info<V>(_ type: V.Type) -> ViewTypeInfo {
        let id = ObjectIdentifier(type)
        if let known = views[id] { return known }
        let made = ViewTypeInfo(type)
        views[id] = made
        return made
    }

    func primitiveModifier<M>(_ type: M.Type) -> (any PrimitiveModifier.Type)? {
        let id = ObjectIdentifier(type)
        if let known = modifiers[id] { return known }
        let made = type as? any PrimitiveModifier.Type
        modifiers[id] = made
        return made
    }
}
