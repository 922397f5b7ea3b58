import LiveUI

// Tab views written the way SwiftUI apps and tutorials write them: the
// iOS 13–17 `.tabItem`/`.tag` spelling with and without a selection, tabs
// that label themselves in their own body, the iOS 18 `Tab` API with and
// without values and badges; the page style is in TabPagesApp.swift.

// MARK: - The classic tab bar: selection, tags in both orders, a stack, a badge

/// The iOS 13–17 tab bar: `TabView(selection:)` over an enum, each tab's
/// content labelled with `.tabItem { Label(...) }` and tagged (Home tags after
/// its item, Inbox and Profile before), a NavigationStack in the Home tab, a
/// badge counting the unread messages, a button that switches tabs by setting
/// the selection, and a line above the bar saying which tab is showing.
public struct TabsApp: View {
    enum Screen: Hashable {
        case home, inbox, profile

        var title: String {
            switch self {
            case .home: "Home"
            case .inbox: "Inbox"
            case .profile: "Profile"
            }
        }
    }

    @State private var selection: Screen = .home
    @State private var unread = 3

    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            Text("Showing \(selection.title)")
                .font(.caption)
                .foregroundStyle(.secondary)
            TabView(selection: $selection) {
                TabsHomeView(selection: $selection)
                    .tabItem {
                        Label("Home", systemImage: "house")
                    }
                    .tag(Screen.home)

                TabsInboxView(unread: $unread)
                    .tag(Screen.inbox)
                    .tabItem {
                        Label("Inbox", systemImage: "tray")
                    }
                    .badge(unread)

                TabsProfileView()
                    .tag(Screen.profile)
                    .tabItem {
                        Label("Profile", systemImage: "person.crop.circle")
                    }
            }
        }
    }
}

private struct TabsHomeView: View {
    @Binding var selection: TabsApp.Screen

    var body: some View {
        NavigationStack {
            List {
                Section("Today") {
                    NavigationLink("Morning run") {
                        TabsWorkoutDetail(name: "Morning run", summary: "5 km along the river")
                    }
                    NavigationLink("Evening yoga") {
                        TabsWorkoutDetail(name: "Evening yoga", summary: "30 minutes of stretching")
                    }
                }
                Section {
                    Button("Check inbox") { selection = .inbox }
                }
            }
            .navigationTitle("Home")
        }
    }
}

private struct TabsWorkoutDetail: View {
    let name: String
    let summary: String
    @State private var done = false

    var body: some View {
        VStack(spacing: 12) {
            Text(summary)
            Toggle("Done", isOn: $done)
        }
        .padding()
        .navigationTitle(name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

private struct TabsInboxView: View {
    @Binding var unread: Int

    var body: some View {
        NavigationStack {
            List {
                Text("Lunch on Friday?")
                Text("Your parcel is on its way")
                Text("Build 42 passed")
                Section {
                    Text(unread == 0 ? "All caught up" : "\(unread) unread")
                    Button("Mark all as read") { unread = 0 }
                }
            }
            .navigationTitle("Inbox")
        }
    }
}

private struct TabsProfileView: View {
    @State private var displayName = ""
    @State private var notifications = true
    @State private var coffees = 0

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Display name", text: $displayName)
                    Toggle("Notifications", isOn: $notifications)
                }
                Section("Today") {
                    Text("Coffees today: \(coffees)")
                    Button("Add a coffee") { coffees += 1 }
                }
            }
            .navigationTitle("Profile")
        }
    }
}

// MARK: - onAppear / onDisappear in tabs, counted by a shared model

/// Two tabs without a selection, their items in the iOS 13 spelling (an
/// `Image` and a `Text`); an `ObservableObject` owned by the root
/// counts how often each tab's content appeared and disappeared, and the
/// Stats tab shows the counts.
public struct ActivityTabsApp: View {
    final class VisitLog: ObservableObject {
        @Published var feedAppeared = 0
        @Published var feedDisappeared = 0
        @Published var statsAppeared = 0
    }

    @StateObject private var log = VisitLog()

    public init() {}

    public var body: some View {
        TabView {
            ActivityFeedView(log: log)
                .tabItem {
                    Image(systemName: "list.bullet")
                    Text("Feed")
                }
            ActivityStatsView(log: log)
                .tabItem {
                    Image(systemName: "chart.bar")
                    Text("Stats")
                }
        }
    }
}

private struct ActivityFeedView: View {
    @ObservedObject var log: ActivityTabsApp.VisitLog

    var body: some View {
        List {
            Text("Ferry timetable changes on Monday")
            Text("New bike lanes on Harbour Street")
        }
        .onAppear { log.feedAppeared += 1 }
        .onDisappear { log.feedDisappeared += 1 }
    }
}

private struct ActivityStatsView: View {
    @ObservedObject var log: ActivityTabsApp.VisitLog

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Feed appeared: \(log.feedAppeared)")
            Text("Feed disappeared: \(log.feedDisappeared)")
            Text("Stats appeared: \(log.statsAppeared)")
        }
        .padding()
        .onAppear { log.statsAppeared += 1 }
    }
}

// MARK: - Tabs that label themselves

/// `TabView { RecipesTab(); FavoritesTab(); ShoppingTab() }`: each tab is the
/// app's own view, and each applies `.tabItem` in its own body. No selection:
/// the first tab shows first.
public struct RecipesApp: View {
    public init() {}

    public var body: some View {
        TabView {
            RecipesTab()
            FavoritesTab()
            ShoppingTab()
        }
    }
}

private struct RecipesTab: View {
    let recipes = ["Shakshuka", "Mushroom risotto", "Lemon drizzle cake"]

    var body: some View {
        List(recipes, id: \.self) { recipe in
            Text(recipe)
        }
        .tabItem {
            Label("Recipes", systemImage: "book")
        }
    }
}

private struct FavoritesTab: View {
    @State private var likes = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Pancakes with blueberries")
            Text("Likes: \(likes)")
            Button("Like") { likes += 1 }
        }
        .padding()
        .tabItem {
            Label("Favorites", systemImage: "heart")
        }
    }
}

private struct ShoppingTab: View {
    struct Item: Identifiable {
        let id: Int
        let name: String
    }

    @State private var newItem = ""
    @State private var items = [Item(id: 1, name: "Flour")]

    var body: some View {
        Form {
            Section("Add") {
                TextField("New item", text: $newItem)
                Button("Add to list") {
                    guard !newItem.isEmpty else { return }
                    items.append(Item(id: (items.map(\.id).max() ?? 0) + 1, name: newItem))
                    newItem = ""
                }
            }
            Section("To buy") {
                ForEach(items) { item in
                    Text(item.name)
                }
            }
        }
        .tabItem {
            Label("Shopping", systemImage: "cart")
        }
    }
}

// MARK: - The iOS 18 Tab API

/// `Tab(_:systemImage:value:)` inside `TabView(selection:)`: a mail app with
/// a badge on the Inbox tab and a button in the Inbox that switches to Drafts.
public struct MailboxApp: View {
    enum Mailbox: Hashable {
        case inbox, sent, drafts
    }

    @State private var mailbox: Mailbox = .inbox
    @State private var drafts: [String] = []

    public init() {}

    public var body: some View {
        TabView(selection: $mailbox) {
            Tab("Inbox", systemImage: "tray", value: Mailbox.inbox) {
                NavigationStack {
                    List {
                        Text("Launch checklist from Grace")
                        Text("Tickets for Saturday from Alan")
                        Button("Reply to Grace") {
                            drafts.append("Re: Launch checklist")
                            mailbox = .drafts
                        }
                    }
                    .navigationTitle("Inbox")
                }
            }
            .badge(2)

            Tab("Sent", systemImage: "paperplane", value: Mailbox.sent) {
                NavigationStack {
                    List {
                        Text("Quarterly report to Ada")
                    }
                    .navigationTitle("Sent")
                }
            }

            Tab("Drafts", systemImage: "doc.text", value: Mailbox.drafts) {
                NavigationStack {
                    List {
                        if drafts.isEmpty {
                            Text("No drafts")
                        }
                        ForEach(drafts, id: \.self) { draft in
                            Text(draft)
                        }
                    }
                    .navigationTitle("Drafts")
                }
            }
        }
    }
}

/// `Tab(_:systemImage:)` without values: a weather app's tabs, one with a
/// text badge and one whose badge counts alerts (none, so no badge).
public struct WeatherTabsApp: View {
    private let alerts: [String] = []

    public init() {}

    public var body: some View {
        TabView {
            Tab("Today", systemImage: "sun.max") {
                VStack(spacing: 8) {
                    Text("Sunny, 21°")
                    Text("Light breeze from the west")
                }
                .padding()
            }

            Tab("Week", systemImage: "calendar") {
                List {
                    Text("Tuesday: showers")
                    Text("Wednesday: cloudy")
                    Text("Thursday: sunny")
                }
            }

            Tab("Radar", systemImage: "map") {
                Text("Rain moving in from the coast")
                    .padding()
            }
            .badge("New")

            Tab("Alerts", systemImage: "exclamationmark.triangle") {
                List {
                    if alerts.isEmpty {
                        Text("No weather alerts")
                    }
                    ForEach(alerts, id: \.self) { alert in
                        Text(alert)
                    }
                }
            }
            .badge(alerts.count)
        }
    }
}
