import Foundation
import LiveUI

/// A team roster as Mac and iPad samples write one: a `Table` of people with
/// a sortable name and age, a column of the app's own, a selection, and the
/// data sorted when the table's sort order changes.
public struct TeamTableApp: View {
    struct Person: Identifiable {
        let id: Int
        var name: String
        var age: Int
        var role: String
    }

    @State private var people = [
        Person(id: 1, name: "Maya", age: 34, role: "Design"),
        Person(id: 2, name: "Arjun", age: 28, role: "Engineering"),
        Person(id: 3, name: "Lena", age: 41, role: "Sales"),
    ]
    @State private var sortOrder = [KeyPathComparator(\Person.name)]
    @State private var selected: Person.ID?

    public init() {}

    public var body: some View {
        VStack(alignment: .leading) {
            Table(people, selection: $selected, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Age", value: \.age) { person in
                    Text("\(person.age)")
                }
                .width(60)
                TableColumn("Role") { person in
                    Label(person.role, systemImage: "person")
                }
            }
            .onChange(of: sortOrder) { _, order in
                people.sort(using: order)
            }
            Text("Selected: \(people.first { $0.id == selected }?.name ?? "nobody")")
        }
        .padding()
        .onAppear { people.sort(using: sortOrder) }
    }
}
