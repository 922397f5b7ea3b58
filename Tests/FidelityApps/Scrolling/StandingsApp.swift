import LiveUI

/// A league table laid out with `Grid`: names leading, numbers trailing, a
/// divider under the header, and a footer spanning every column.
struct StandingsApp: View {
    struct Team: Identifiable {
        let id: String
        let played: Int
        let won: Int
        let points: Int
    }

    let teams = [
        Team(id: "Harbor City", played: 10, won: 8, points: 25),
        Team(id: "Riverside", played: 10, won: 6, points: 20),
        Team(id: "Old Town", played: 10, won: 4, points: 14),
    ]
    @State private var compact = false

    var body: some View {
        VStack(spacing: 20) {
            Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 10) {
                GridRow {
                    Text("Team").bold()
                    Text("P").bold().gridColumnAlignment(.trailing)
                    Text("W").bold().gridColumnAlignment(.trailing)
                    Text("Pts").bold().gridColumnAlignment(.trailing)
                }
                Divider()
                ForEach(teams) { team in
                    GridRow {
                        Text(team.id)
                        Text("\(team.played)")
                        Text("\(team.won)")
                        Text("\(team.points)").bold()
                    }
                }
                GridRow {
                    Text("Season 2026, after 10 rounds")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .gridCellColumns(4)
                }
            }
            .accessibilityIdentifier("table")
            .padding()
            .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
        }
        .padding()
    }
}
