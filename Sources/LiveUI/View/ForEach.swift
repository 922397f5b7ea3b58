import Foundation
import LiveHTML

/// Views computed from a collection. Each item's identity is its id, so a
/// reordered collection moves elements instead of re-creating them.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public var data: Data
    let id: (Data.Element) -> ID
    public var content: (Data.Element) -> Content
    // MARK: Lists: what a List lets the user do with the items (Views/Lists/ForEachEditing.swift).
    var deleteAction: (@MainActor (IndexSet) -> Void)?
    var moveAction: (@MainActor (IndexSet, Int) -> Void)?

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        // `id: \.self` (the commonest), read without the key path (see the extensions below).
        // The identity key path is the only one from a value to its own type at offset 0 (`\Data.Element.self`
        // itself is instantiated at run time: ≈ 5k instructions at each body evaluation).
        if ID.self == Data.Element.self, MemoryLayout<Data.Element>.offset(of: id) == 0 {
            self.id = { $0 as! ID }
        } else {
            self.id = { $0[keyPath: id] }
        }
        self.content = content
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var nodes: [Node] = []
        // What each item adds to the path: two items that would make one DOM id are one too many (a
        // `Set<ID>` also cost a run-time metadata lookup per insert in this generic code).
        var seen = Set<String>()
        // Directly in a lazy container, only the window of items near the viewport renders.
        var env = env
        let window = LazyWindow.claim(&env, data, id)
        let start = window?.range.lowerBound ?? 0
        let first = data.index(data.startIndex, offsetBy: start)
        let end = window.map { data.index(first, offsetBy: $0.range.count) } ?? data.endIndex
        // In a List, each item reports its true offset in the data (for .onDelete/.onMove).
        let rows = env.listRows
        let count = rows == nil ? 0 : data.count
        // In a Form, a deletable item is a row with a Delete action of its own (Views/Forms/FormRowActions.swift).
        let formDelete = deleteAction.flatMap { FormRowActions.apply(to: env) ? $0 : nil }
        // Directly in a TabView, each item is a tab (Views/Navigation/TabCollector.swift).
        let tabs = env.tabs
        // By index, not `data[first..<end].enumerated()`: in this unspecialized generic code each
        // step of the slice's enumerated iterator looked up its metadata at run time.
        var position = first
        var offset = start - 1
        while position != end {
            let element = data[position]
            data.formIndex(after: &position)
            offset += 1
            let key = id(element)
            // Duplicate ids would give two elements one DOM id; SwiftUI logs and
            // shows the first. We keep the first and skip the rest.
            let component = ViewPath.sanitize(key)
            guard seen.insert(component).inserted else { continue }
            let itemPath = path.child("k" + component)
            let itemNodes =
                if let tabs {
                    tabs.forEachItem(at: itemPath, id: AnyHashable(key)) { ctx.render(content(element), itemPath, env) }
                } else {
                    ctx.render(content(element), itemPath, env)
                }
            if let options = env.pickerTags {
                // In a Picker, an item without a tag stands for its id (SwiftUI's rule).
                nodes += options.inferTag(AnyHashable(key), for: itemNodes, itemPath, env)
            } else if let formDelete, !itemNodes.isEmpty {
                nodes.append(FormRowActions.row(itemNodes, itemPath, offset: offset, formDelete, ctx, env))
            } else {
                nodes += itemNodes
            }
            if let rows {
                rows.record(
                    ListRowCollector.Item(
                        offset: offset, count: count, key: AnyHashable(key), group: path.raw, delete: deleteAction, move: moveAction),
                    for: itemNodes)
            }
        }
        return window?.pad(nodes, path) ?? nodes
    }
}

// The ids below are read by closures, not key paths: a key path read is a
// generic projection (≈ 500 instructions an item, a `Result` metadata lookup included).
extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0.id }
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = { $0 }
        self.content = content
    }
}
