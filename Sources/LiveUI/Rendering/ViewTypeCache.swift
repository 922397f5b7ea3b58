/// What rendering needs to know about each view and modifier type, looked up
/// once: the runtime's conformance checks and field walks cost more than a
/// dictionary hit. Shared by every session of a server (per-session copies
/// would cost each session memory for the same facts).
@MainActor
package final class ViewTypeCache {
    private var views: [ObjectIdentifier: ViewTypeInfo] = [:]
    private var modifiers: [ObjectIdentifier: (any PrimitiveModifier.Type)?] = [:]

    /// How to compare values of each composite view type (issue #16).
    private var comparisons: [ObjectIdentifier: ViewComparison] = [:]

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
