import LiveUI

/// A HabitTracker in the iOS 14/15 style: NavigationView, per-row links with
/// destinations (two habits share a name), .navigationBarTitle and
/// .navigationBarItems, and an add screen pushed with
/// navigationDestination(isPresented:) that has Cancel and Save in its bar.
struct HabitsApp: View {
    final class Habits: ObservableObject {
        @Published var items: [Habit] = [
            Habit(id: 1, name: "Read", detail: "20 pages of a novel"),
            Habit(id: 2, name: "Run", detail: "5 km in the park"),
            Habit(id: 3, name: "Read", detail: "One paper a week"),
        ]
    }

    struct Habit: Identifiable {
        let id: Int
        let name: String
        let detail: String
    }

    @StateObject private var habits = Habits()
    @State private var showingAdd = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(habits.items) { habit in
                    NavigationLink(destination: Text(habit.detail).navigationBarTitle(habit.name, displayMode: .inline)) {
                        Text(habit.name)
                    }
                }
            }
            .navigationBarTitle("Habits")
            .navigationBarItems(
                leading: Text("\(habits.items.count) habits"),
                trailing: Button("Add") { showingAdd = true }
            )
            .navigationDestination(isPresented: $showingAdd) {
                AddHabitView(habits: habits)
            }
        }
    }
}

private struct AddHabitView: View {
    @ObservedObject var habits: HabitsApp.Habits
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
        }
        .navigationTitle("New Habit")
        .navigationBarTitleDisplayMode(.inline)
        .navigationBarBackButtonHidden(true)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { name = "" }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") {
                    habits.items.append(HabitsApp.Habit(id: habits.items.count + 1, name: name, detail: "New"))
                    name = ""
                }
            }
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Clear") { name = "" }
            }
        }
    }
}
