import LiveUI

/// A Moonshot-style browser: missions and their crews, two value types on
/// one NavigationPath, each with its own navigationDestination. Crew ids
/// are strings, so a reload of a crew page restores it from the URL.
struct MissionsApp: View {
    struct Mission: Identifiable, Hashable {
        let id: Int
        let name: String
        let crew: [String]
    }

    struct Astronaut: Identifiable, Hashable {
        let id: String
        let name: String
    }

    static let missions = [
        Mission(id: 11, name: "Apollo 11", crew: ["armstrong", "aldrin", "collins"]),
        Mission(id: 13, name: "Apollo 13", crew: ["lovell", "swigert", "haise"]),
    ]
    static let astronauts: [String: Astronaut] = [
        "armstrong": Astronaut(id: "armstrong", name: "Neil Armstrong"),
        "aldrin": Astronaut(id: "aldrin", name: "Buzz Aldrin"),
        "collins": Astronaut(id: "collins", name: "Michael Collins"),
        "lovell": Astronaut(id: "lovell", name: "Jim Lovell"),
        "swigert": Astronaut(id: "swigert", name: "Jack Swigert"),
        "haise": Astronaut(id: "haise", name: "Fred Haise"),
    ]

    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(Self.missions) { mission in
                NavigationLink(value: mission) {
                    VStack(alignment: .leading) {
                        Text(mission.name).font(.headline)
                        Text("\(mission.crew.count) crew")
                    }
                }
            }
            .navigationTitle("Moonshot")
            .navigationDestination(for: Mission.self) { mission in
                MissionView(mission: mission, path: $path)
            }
            .navigationDestination(for: Astronaut.self) { astronaut in
                Text(astronaut.name)
                    .navigationTitle(astronaut.name)
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) {
                            Button("Back to missions") { path.removeLast(path.count) }
                        }
                    }
            }
        }
    }
}

private struct MissionView: View {
    let mission: MissionsApp.Mission
    @Binding var path: NavigationPath

    var body: some View {
        VStack {
            Text("Crew of \(mission.name)")
            ForEach(mission.crew, id: \.self) { id in
                if let astronaut = MissionsApp.astronauts[id] {
                    NavigationLink(astronaut.name, value: astronaut)
                }
            }
            Text("Path: \(path.count)")
        }
        .navigationTitle(mission.name)
    }
}
