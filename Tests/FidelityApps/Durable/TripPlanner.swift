import Foundation
import LiveUI

/// A trip planner of the kind sample code shows for Observation and
/// ObservableObject side by side: the plan is an `@Observable` model held in
/// `@State`, the budget an `ObservableObject` owned with `@StateObject`, the
/// text being typed and the chosen tab plain `@State`. Everything here but
/// the visit's action counter is `Codable`, so a restarted server brings it back.
@Observable final class TripPlan {
    var destination = ""
    var nights = 1
    var packing: [PackingItem] = []
}

struct PackingItem: Codable, Identifiable, Hashable {
    var id: Int
    var name: String
    var packed = false
}

final class TripBudget: ObservableObject {
    @Published var perNight: Int = 80
    @Published var currency = "EUR"

    func total(nights: Int) -> Int { perNight * nights }
}

enum PlannerTab: String, Codable, CaseIterable, Hashable {
    case plan = "Plan"
    case packing = "Packing"
}

/// Not `Codable` on purpose: how often the user acted during this visit, which starts over after a restart.
struct VisitCounter {
    var actions = 0
}

struct TripPlannerView: View {
    @State private var plan = TripPlan()
    @StateObject private var budget = TripBudget()
    @State private var tab: PlannerTab = .plan
    @State private var newItem = ""
    @State private var nextID = 1
    @State private var visit = VisitCounter()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(plan.destination.isEmpty ? "Where to?" : "Trip to \(plan.destination)")
                .font(.title)
            Picker("Section", selection: $tab) {
                ForEach(PlannerTab.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            switch tab {
            case .plan: planSection
            case .packing: packingSection
            }
            Text("Actions this visit: \(visit.actions)")
                .font(.footnote)
        }
        .padding()
    }

    private var planSection: some View {
        Form {
            TextField("Destination", text: $plan.destination)
            Stepper("Nights: \(plan.nights)", value: $plan.nights, in: 1...30)
            Stepper("Per night: \(budget.perNight) \(budget.currency)", value: $budget.perNight, in: 0...1000, step: 10)
            Text("Budget: \(budget.total(nights: plan.nights)) \(budget.currency)")
            Button("Switch to USD") {
                budget.currency = "USD"
                visit.actions += 1
            }
        }
    }

    private var packingSection: some View {
        VStack(alignment: .leading) {
            HStack {
                TextField("New item", text: $newItem)
                Button("Add") {
                    let name = newItem.trimmingCharacters(in: .whitespaces)
                    guard !name.isEmpty else { return }
                    plan.packing.append(PackingItem(id: nextID, name: name))
                    nextID += 1
                    newItem = ""
                    visit.actions += 1
                }
            }
            List {
                ForEach($plan.packing) { $item in
                    Toggle(item.name, isOn: $item.packed)
                }
            }
            Text("\(plan.packing.filter(\.packed).count) of \(plan.packing.count) packed")
        }
    }
}
