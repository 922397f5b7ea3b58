import LiveUI

// A HabitTracker-style app (the usual "challenge" after iExpense): an
// @Observable model, NavigationStack(path:), a sheet to add a habit, a Stepper
// to count completions, a List with sections and swipe actions.

struct HabitActivity: Identifiable, Codable, Hashable {
    var id = UUID()
    var title: String
    var description: String
    var completionCount = 0
    var isFavorite = false
}

@Observable
final class HabitActivities {
    var activities: [HabitActivity]

    init(activities: [HabitActivity] = []) {
        self.activities = activities
    }

    func update(_ activity: HabitActivity) {
        guard let index = activities.firstIndex(where: { $0.id == activity.id }) else { return }
        activities[index] = activity
    }
}

struct HabitTrackerContentView: View {
    @State private var data: HabitActivities
    @State private var path = [HabitActivity]()
    @State private var addingNewActivity = false

    init(data: HabitActivities = HabitActivities()) {
        _data = State(initialValue: data)
    }

    var favorites: [HabitActivity] { data.activities.filter(\.isFavorite) }
    var others: [HabitActivity] { data.activities.filter { !$0.isFavorite } }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                if !favorites.isEmpty {
                    Section("Favorites") {
                        ForEach(favorites) { activity in
                            row(for: activity)
                        }
                    }
                }

                Section {
                    ForEach(others) { activity in
                        row(for: activity)
                    }
                } header: {
                    Text("All habits")
                } footer: {
                    Text("\(data.activities.count) habits")
                }
            }
            .navigationTitle("HabitTracker")
            .navigationDestination(for: HabitActivity.self) { activity in
                HabitActivityView(data: data, activity: activity)
            }
            .toolbar {
                Button("Add new activity", systemImage: "plus") {
                    addingNewActivity.toggle()
                }
            }
            .sheet(isPresented: $addingNewActivity) {
                AddHabitActivityView(data: data)
            }
            .overlay {
                if data.activities.isEmpty {
                    ContentUnavailableView {
                        Label("No habits yet", systemImage: "list.bullet")
                    } description: {
                        Text("Add the first thing you want to do every day.")
                    }
                }
            }
        }
    }

    func row(for activity: HabitActivity) -> some View {
        NavigationLink(value: activity) {
            HStack {
                Text(activity.title)
                Spacer()
                Text(String(activity.completionCount))
                    .font(.caption.weight(.black))
                    .padding(5)
                    .frame(minWidth: 50)
                    .background(color(for: activity))
                    .clipShape(.capsule)
            }
        }
        .swipeActions {
            Button(activity.isFavorite ? "Unfavorite" : "Favorite", systemImage: "star") {
                var changed = activity
                changed.isFavorite.toggle()
                data.update(changed)
            }
            .tint(.yellow)
        }
    }

    func color(for activity: HabitActivity) -> Color {
        if activity.completionCount < 3 {
            .red
        } else if activity.completionCount < 10 {
            .orange
        } else {
            .green
        }
    }
}

struct HabitActivityView: View {
    var data: HabitActivities
    var activity: HabitActivity
    @State private var count = 0

    var body: some View {
        List {
            if !activity.description.isEmpty {
                Section {
                    Text(activity.description)
                }
            }

            Section {
                Stepper("Completed: \(count)", value: $count, in: 0...Int.max)
                    .onChange(of: count) {
                        var newActivity = activity
                        newActivity.completionCount = count
                        data.update(newActivity)
                    }
            }
        }
        .navigationTitle(activity.title)
        .onAppear {
            count = data.activities.first(where: { $0.id == activity.id })?.completionCount ?? activity.completionCount
        }
    }
}

struct AddHabitActivityView: View {
    @Environment(\.dismiss) var dismiss
    var data: HabitActivities

    @State private var title = ""
    @State private var description = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextField("Description", text: $description)
            }
            .navigationTitle("Add new activity")
            .toolbar {
                Button("Save") {
                    let trimmedTitle = title.trimmingCharacters(in: .whitespacesAndNewlines)
                    guard !trimmedTitle.isEmpty else { return }
                    let activity = HabitActivity(title: trimmedTitle, description: description)
                    data.activities.append(activity)
                    dismiss()
                }
            }
        }
    }
}

struct HabitTrackerApp: App {
    var body: some Scene {
        WindowGroup {
            HabitTrackerContentView()
        }
    }
}

#if canImport(SwiftUI)
#Preview {
    HabitTrackerContentView(data: HabitActivities(activities: [HabitActivity(title: "Read", description: "Ten pages")]))
}
#endif
