import Foundation
import LiveUI

/// A team lunch poll, the kind of small voting app tutorials build: every
/// open tab votes and sees the tallies move. The votes are a shared topic,
/// so the tallies are the same in every session (and every server process
/// sharing a Redis); each tab's own choice is `@State`.
struct LunchVote: Codable, Sendable, Hashable {
    var voter: UUID
    var choice: String
}

struct LunchPollView: View {
    static let choices = ["Tacos", "Ramen", "Salad", "Pizza"]

    @SharedTopic("poll.lunch", keep: 200) private var votes: [LunchVote]
    @State private var voter = UUID()
    @State private var myChoice: String?

    /// Each voter's latest vote counts once; a choice not on the menu is ignored.
    private var tallies: [String: Int] {
        var latest: [UUID: String] = [:]
        for vote in votes where Self.choices.contains(vote.choice) { latest[vote.voter] = vote.choice }
        return latest.values.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    var body: some View {
        NavigationStack {
            List {
                Section("Where do we eat?") {
                    ForEach(Self.choices, id: \.self) { choice in
                        HStack {
                            Text(choice)
                            Spacer()
                            Text("\(tallies[choice, default: 0])")
                                .accessibilityIdentifier("votes-\(choice)")
                            Button(myChoice == choice ? "Voted" : "Vote") {
                                myChoice = choice
                                $votes.publish(LunchVote(voter: voter, choice: choice))
                            }
                            .disabled(myChoice == choice)
                        }
                    }
                }
                Section {
                    Text(summary)
                        .accessibilityIdentifier("summary")
                }
            }
            .navigationTitle("Lunch poll")
        }
    }

    private var summary: String {
        let total = tallies.values.reduce(0, +)
        guard let top = tallies.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }) else {
            return "No votes yet"
        }
        return "\(total) vote\(total == 1 ? "" : "s"), \(top.key) leads"
    }
}
