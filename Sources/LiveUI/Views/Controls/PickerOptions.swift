import LiveHTML

/// How a Picker learns its options: it renders its content with a collector
/// in the environment; `.tag(_:)` (or a `ForEach` item without a tag, whose
/// id becomes its tag, as in SwiftUI) records the tag and marks the option's
/// element with its index. The picker then finds the marked elements, removes
/// the marks and lays them out as options. Tags stay on the server: the page
/// only ever sees option indices.
@MainActor
final class PickerTagCollector {
    static let marker = "data-lv-tag"
    private(set) var tags: [AnyHashable] = []

    /// Records a tag; returns the mark to put on its option's element.
    func add(_ tag: AnyHashable) -> String {
        tags.append(tag)
        return String(tags.count - 1)
    }

    static func hasMarker(_ nodes: [Node]) -> Bool {
        for case .element(let e) in nodes {
            if e[attribute: marker] != nil || hasMarker(e.children) { return true }
        }
        return false
    }

    /// The marked elements in document order, marks removed, with their tags.
    func options(in nodes: [Node]) -> [(tag: AnyHashable, label: Element)] {
        var out: [(AnyHashable, Element)] = []
        func walk(_ nodes: [Node]) {
            for case .element(var e) in nodes {
                if let mark = e[attribute: Self.marker], let index = Int(mark), tags.indices.contains(index) {
                    e[attribute: Self.marker] = nil
                    out.append((tags[index], e))
                } else {
                    walk(e.children)
                }
            }
        }
        walk(nodes)
        return out
    }

    /// Marks a `ForEach` item that has no tag of its own with its id.
    func inferTag(_ key: AnyHashable, for nodes: [Node], _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        if Self.hasMarker(nodes) { return nodes }
        let mark = add(key)
        return Layout.modify(nodes, path, env, canMerge: { _ in true }) { $0[attribute: Self.marker] = mark }
    }
}

/// `.tag(_:)`: the value a Picker option, a List row or a tab stands for. Elsewhere it changes nothing.
struct TagModifier<Tag: Hashable>: PrimitiveModifier {
    let tag: Tag

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        guard let collector = env.pickerTags else {
            // MARK: Tab views: the value that selects this tab (TabCollector.swift).
            if let tabs = env.tabs {
                return tabs.item(at: path, inner: path, { $0.tag = AnyHashable(tag) }, content: { content($0, env) })
            }
            // MARK: Lists: in a List, the value a row stands for in its selection.
            let nodes = content(path, env)
            env.listRows?.update(nodes) { $0.tag = AnyHashable(tag) }
            return nodes
        }
        var inner = env
        // An option's own content is not a list of options.
        inner.pickerTags = nil
        let mark = collector.add(AnyHashable(tag))
        return Layout.modify(content(path.modified, inner), path, inner, canMerge: { _ in true }) {
            $0[attribute: PickerTagCollector.marker] = mark
        }
    }
}

extension View {
    /// The value this view stands for in a `Picker`'s selection.
    @inlinable public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(ModifierFactory.tag(tag))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func tag<V: Hashable>(_ tag: V) -> some ViewModifier {
        TagModifier(tag: tag)
    }
}
