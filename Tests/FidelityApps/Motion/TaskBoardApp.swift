import LiveUI
import UniformTypeIdentifiers

/// A task board, as iOS 16+ tutorials build one with `Transferable`: cards
/// dragged between three columns (`.draggable` with a `Codable` task, each
/// column a `.dropDestination` for tasks that lights up while a card is over
/// it), and a bin that takes any dropped text: a task dropped there arrives
/// as its title, through the task's `ProxyRepresentation`.
public struct TaskBoardApp: View {
    @State private var columns: [BoardColumn] = [
        BoardColumn(name: "To do", tasks: [BoardTask(id: 1, title: "Write the brief"), BoardTask(id: 2, title: "Book the venue")]),
        BoardColumn(name: "Doing", tasks: [BoardTask(id: 3, title: "Draft the agenda")]),
        BoardColumn(name: "Done", tasks: []),
    ]
    @State private var targeted: String?
    @State private var binned: [String] = []
    @State private var lastDrop = ""

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .top, spacing: 12) {
                ForEach(columns) { column in
                    VStack(alignment: .leading, spacing: 8) {
                        Text("\(column.name) (\(column.tasks.count))").font(.headline)
                        ForEach(column.tasks) { task in
                            Text(task.title)
                                .padding(10)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .background(.background, in: .rect(cornerRadius: 8))
                                .draggable(task)
                                .accessibilityIdentifier("task-\(task.id)")
                        }
                    }
                    .padding(8)
                    .frame(minWidth: 160, minHeight: 220, alignment: .top)
                    .background(targeted == column.name ? Color.blue.opacity(0.2) : Color.gray.opacity(0.12), in: .rect(cornerRadius: 12))
                    .dropDestination(for: BoardTask.self) { tasks, location in
                        move(tasks, to: column.name)
                        lastDrop = "Dropped in \(column.name) at y \(Int(location.y))"
                        return true
                    } isTargeted: { over in
                        if over { targeted = column.name } else if targeted == column.name { targeted = nil }
                    }
                    .accessibilityIdentifier("column-\(column.name)")
                }
            }
            Text(binned.isEmpty ? "Drop a card here to bin it" : "Binned: \(binned.joined(separator: ", "))")
                .padding()
                .frame(maxWidth: .infinity)
                .background(Color.red.opacity(0.12), in: .rect(cornerRadius: 12))
                .dropDestination(for: String.self) { titles, _ in
                    binned += titles
                    for i in columns.indices { columns[i].tasks.removeAll { titles.contains($0.title) } }
                    return true
                }
                .accessibilityIdentifier("bin")
            Text(lastDrop)
        }
        .padding()
    }

    private func move(_ tasks: [BoardTask], to name: String) {
        for task in tasks {
            for i in columns.indices { columns[i].tasks.removeAll { $0.id == task.id } }
            if let target = columns.firstIndex(where: { $0.name == name }) { columns[target].tasks.append(task) }
        }
    }
}

struct BoardColumn: Identifiable {
    var id: String { name }
    let name: String
    var tasks: [BoardTask]
}

struct BoardTask: Identifiable, Codable, Hashable, Transferable {
    let id: Int
    var title: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .boardTask)
        ProxyRepresentation(exporting: \.title)
    }
}

extension UTType {
    static let boardTask = UTType(exportedAs: "com.example.board-task")
}
