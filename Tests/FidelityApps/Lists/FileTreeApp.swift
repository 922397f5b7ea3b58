import LiveUI

/// A file browser written as SwiftUI samples write one: a tree of items
/// whose folders have `children`, shown with `List(_:children:)`.
public struct FileTreeApp: View {
    public struct FileItem: Identifiable {
        public init(id: String, name: String, children: [FileItem]? = nil) {
            (self.id, self.name, self.children) = (id, name, children)
        }

        public let id: String
        public let name: String
        public var children: [FileItem]?
        var icon: String { children == nil ? "doc" : "folder" }
    }

    public static let tree: [FileItem] = [
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

    public init() {}

    public var body: some View {
        NavigationStack {
            List(Self.tree, children: \.children) { item in
                Label(item.name, systemImage: item.icon)
            }
            .navigationTitle("Files")
        }
    }
}
