import LiveUI

/// A habit tracker in the style of public "HabitTracker" samples, written
/// with the older presentation APIs: `presentationMode`, the `Alert` struct
/// with `.alert(isPresented:)` and `.alert(item:)`, `.sheet(item:)` with
/// detents, a nested alert inside a sheet, a popover, a full-screen cover
/// and `.interactiveDismissDisabled` while a form has unsaved text.
struct TrackedHabit: Identifiable, Equatable {
    let id: Int
    var title: String
    var count: Int
}

struct HabitWarning: Identifiable {
    let id: Int
    let message: String
}

@Observable final class HabitLog {
    var habits = [TrackedHabit(id: 1, title: "Read", count: 3), TrackedHabit(id: 2, title: "Run", count: 1)]
    var nextID = 3

    func count(of id: Int) -> Int { habits.first { $0.id == id }?.count ?? 0 }
}

public struct HabitTrackerView: View {
    @State private var store = HabitLog()
    @State private var selected: TrackedHabit?
    @State private var addingHabit = false
    @State private var showingAbout = false
    @State private var showingWelcome = true
    @State private var problem: HabitWarning?

    public init() {}

    public var body: some View {
        NavigationView {
            VStack(spacing: 16) {
                ForEach(store.habits) { habit in
                    Button("\(habit.title): \(habit.count)") {
                        selected = habit
                    }
                }
                Button("New Habit") {
                    addingHabit = true
                }
                Button("Check") {
                    if store.habits.count > 2 {
                        problem = HabitWarning(id: 1, message: "Too many habits")
                    }
                }
                Button("About") {
                    showingAbout = true
                }
                .popover(isPresented: $showingAbout) {
                    Text("HabitTracker 1.0")
                        .padding()
                }
            }
            .navigationTitle("Habits")
            .sheet(item: $selected) { habit in
                HabitDetailSheet(store: store, habitID: habit.id)
            }
            .sheet(isPresented: $addingHabit) {
                NewHabitSheet(store: store)
            }
            .alert(item: $problem) { problem in
                Alert(title: Text(problem.message), message: Text("Keep two habits at most."), dismissButton: .default(Text("Got it")))
            }
            .fullScreenCover(isPresented: $showingWelcome) {
                VStack(spacing: 20) {
                    Text("Welcome to HabitTracker")
                        .font(.largeTitle)
                    Button("Get Started") {
                        showingWelcome = false
                    }
                }
            }
        }
    }
}

struct HabitDetailSheet: View {
    let store: HabitLog
    let habitID: Int
    @Environment(\.presentationMode) var presentationMode
    @State private var confirmingDelete = false

    var body: some View {
        VStack(spacing: 12) {
            Text("Done \(store.count(of: habitID)) times")
            Button("Mark Done") {
                if let i = store.habits.firstIndex(where: { $0.id == habitID }) { store.habits[i].count += 1 }
            }
            Button("Delete Habit") {
                confirmingDelete = true
            }
            Button("Close") {
                presentationMode.wrappedValue.dismiss()
            }
        }
        .presentationDetents([.medium, .large])
        .alert(isPresented: $confirmingDelete) {
            Alert(
                title: Text("Delete this habit?"), message: Text("Its history goes too."),
                primaryButton: .destructive(Text("Delete")) {
                    store.habits.removeAll { $0.id == habitID }
                    presentationMode.wrappedValue.dismiss()
                },
                secondaryButton: .cancel())
        }
    }
}

struct NewHabitSheet: View {
    let store: HabitLog
    @Environment(\.presentationMode) var presentationMode
    @State private var title = ""

    var body: some View {
        Form {
            TextField("Title", text: $title)
            Button("Save") {
                store.habits.append(TrackedHabit(id: store.nextID, title: title, count: 0))
                store.nextID += 1
                presentationMode.wrappedValue.dismiss()
            }
            Button("Cancel") {
                presentationMode.wrappedValue.dismiss()
            }
        }
        .interactiveDismissDisabled(!title.isEmpty)
    }
}
