import LiveUI

// A Moonshot-style app: missions and astronauts decoded from bundled JSON
// (a string here: a test target has no resources bundle), an adaptive
// LazyVGrid in a ScrollView, value-based navigation, ShapeStyle extensions
// and a dark color scheme.

struct MoonshotAstronaut: Codable, Identifiable, Hashable {
    let id: String
    let name: String
    let description: String
}

struct MoonshotMission: Codable, Identifiable, Hashable {
    struct CrewRole: Codable, Hashable {
        let name: String
        let role: String
    }

    let id: Int
    let launchDate: Date?
    let crew: [CrewRole]
    let description: String

    var displayName: String { "Apollo \(id)" }
    var image: String { "apollo\(id)" }
    var formattedLaunchDate: String {
        launchDate?.formatted(date: .abbreviated, time: .omitted) ?? "N/A"
    }
}

extension ShapeStyle where Self == Color {
    static var darkBackground: Color {
        Color(red: 0.1, green: 0.1, blue: 0.2)
    }

    static var lightBackground: Color {
        Color(red: 0.2, green: 0.2, blue: 0.3)
    }
}

extension Bundle {
    func decode<T: Codable>(_ json: String, as type: T.Type = T.self) -> T {
        let decoder = JSONDecoder()
        let formatter = DateFormatter()
        formatter.dateFormat = "y-MM-dd"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        decoder.dateDecodingStrategy = .formatted(formatter)
        do {
            return try decoder.decode(T.self, from: Data(json.utf8))
        } catch {
            fatalError("Failed to decode bundled JSON: \(error)")
        }
    }
}

enum MoonshotData {
    static let astronauts = """
    {
      "armstrong": { "id": "armstrong", "name": "Neil A. Armstrong", "description": "Commander of the first crewed landing." },
      "aldrin": { "id": "aldrin", "name": "Edwin E. \\"Buzz\\" Aldrin Jr.", "description": "Lunar module pilot who followed him down the ladder." },
      "collins": { "id": "collins", "name": "Michael Collins", "description": "Stayed in lunar orbit in the command module." },
      "lovell": { "id": "lovell", "name": "James A. Lovell Jr.", "description": "Flew twice to the Moon without landing." }
    }
    """

    static let missions = """
    [
      { "id": 8, "launchDate": "1968-12-21", "crew": [ { "name": "lovell", "role": "Command module pilot" } ], "description": "The first crewed flight around the Moon." },
      { "id": 11, "launchDate": "1969-07-16", "crew": [ { "name": "armstrong", "role": "Commander" }, { "name": "collins", "role": "Command module pilot" }, { "name": "aldrin", "role": "Lunar module pilot" } ], "description": "The first crewed landing on the Moon." },
      { "id": 13, "launchDate": "1970-04-11", "crew": [ { "name": "lovell", "role": "Commander" } ], "description": "An oxygen tank failed; the crew came home safely." }
    ]
    """
}

struct MoonshotContentView: View {
    let astronauts: [String: MoonshotAstronaut] = Bundle.main.decode(MoonshotData.astronauts)
    let missions: [MoonshotMission] = Bundle.main.decode(MoonshotData.missions)

    let columns = [
        GridItem(.adaptive(minimum: 150))
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(missions) { mission in
                        NavigationLink(value: mission) {
                            VStack {
                                Image(decorative: mission.image)
                                    .resizable()
                                    .scaledToFit()
                                    .frame(width: 100, height: 100)
                                    .padding()

                                VStack {
                                    Text(mission.displayName)
                                        .font(.headline)
                                        .foregroundStyle(.white)
                                    Text(mission.formattedLaunchDate)
                                        .font(.caption)
                                        .foregroundStyle(.white.opacity(0.6))
                                }
                                .padding(.vertical)
                                .frame(maxWidth: .infinity)
                                .background(.lightBackground)
                            }
                            .clipShape(.rect(cornerRadius: 10))
                            .overlay(
                                RoundedRectangle(cornerRadius: 10)
                                    .stroke(.lightBackground)
                            )
                        }
                    }
                }
                .padding([.horizontal, .bottom])
            }
            .navigationTitle("Moonshot")
            .background(.darkBackground)
            .preferredColorScheme(.dark)
            .navigationDestination(for: MoonshotMission.self) { mission in
                MissionDetailView(mission: mission, astronauts: astronauts)
            }
        }
    }
}

struct MissionDetailView: View {
    struct CrewMember: Hashable {
        let role: String
        let astronaut: MoonshotAstronaut
    }

    let mission: MoonshotMission
    let crew: [CrewMember]

    init(mission: MoonshotMission, astronauts: [String: MoonshotAstronaut]) {
        self.mission = mission
        self.crew = mission.crew.map { member in
            if let astronaut = astronauts[member.name] {
                return CrewMember(role: member.role, astronaut: astronaut)
            } else {
                fatalError("Missing \(member.name)")
            }
        }
    }

    var body: some View {
        ScrollView {
            VStack {
                Image(mission.image)
                    .resizable()
                    .scaledToFit()
                    .containerRelativeFrame(.horizontal) { width, axis in
                        width * 0.6
                    }
                    .padding(.top)

                VStack(alignment: .leading) {
                    Text("Mission Highlights")
                        .font(.title.bold())
                        .padding(.bottom, 5)

                    Text(mission.description)

                    Text("Launched \(mission.formattedLaunchDate)")
                        .foregroundStyle(.secondary)
                }
                .padding(.horizontal)

                ScrollView(.horizontal, showsIndicators: false) {
                    HStack {
                        ForEach(crew, id: \.role) { crewMember in
                            NavigationLink {
                                AstronautView(astronaut: crewMember.astronaut)
                            } label: {
                                HStack {
                                    Image(crewMember.astronaut.id)
                                        .resizable()
                                        .frame(width: 104, height: 72)
                                        .clipShape(.capsule)
                                        .overlay(
                                            Capsule()
                                                .strokeBorder(.white, lineWidth: 1)
                                        )

                                    VStack(alignment: .leading) {
                                        Text(crewMember.astronaut.name)
                                            .foregroundStyle(.white)
                                            .font(.headline)
                                        Text(crewMember.role)
                                            .foregroundStyle(.white.opacity(0.6))
                                    }
                                }
                                .padding(.horizontal)
                            }
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
            }
            .padding(.bottom)
        }
        .navigationTitle(mission.displayName)
        .navigationBarTitleDisplayMode(.inline)
        .background(.darkBackground)
    }
}

struct AstronautView: View {
    let astronaut: MoonshotAstronaut

    var body: some View {
        ScrollView {
            Image(astronaut.id)
                .resizable()
                .scaledToFit()

            Text(astronaut.description)
                .padding()
        }
        .background(.darkBackground)
        .navigationTitle(astronaut.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct MoonshotApp: App {
    var body: some Scene {
        WindowGroup {
            MoonshotContentView()
        }
    }
}

#if canImport(SwiftUI)
#Preview {
    MoonshotContentView()
        .preferredColorScheme(.dark)
}
#endif
