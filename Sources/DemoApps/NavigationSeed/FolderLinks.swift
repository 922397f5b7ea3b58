// The second seed's first snippets: a link with a Label, and the titled
// convenience form, both to a FolderList.
import LiveUI

struct Folder: Identifiable {
    let id: Int
    let name: String
}

struct FolderList: View {
    var id: Int

    var body: some View {
        List {
            Label("Notes \(id)", systemImage: "star")
            Label("Drafts", systemImage: "heart")
        }
        .navigationTitle("Folder \(id)")
    }
}

struct FoldersView: View {
    let workFolder = Folder(id: 1, name: "Work")

    var body: some View {
        NavigationStack {
            List {
                NavigationLink(destination: FolderList(id: workFolder.id)) {
                    Label("Work Folder", systemImage: "folder")
                }
                NavigationLink("Home Folder", destination: FolderList(id: 2))
            }
            .navigationTitle("Folders")
        }
    }
}
