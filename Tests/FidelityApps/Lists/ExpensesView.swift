import LiveUI

/// An expense tracker in the style of the iExpense tutorials: an
/// ObservableObject of items, a section per kind of expense, swipe (here:
/// the row's Delete action) or edit mode to delete, an Add button.
struct ExpenseItem: Identifiable, Equatable {
    let id: Int
    let name: String
    let type: String
    let amount: Double
}

final class Expenses: ObservableObject {
    @Published var items: [ExpenseItem] = [
        ExpenseItem(id: 1, name: "Lunch", type: "Personal", amount: 12.5),
        ExpenseItem(id: 2, name: "Train ticket", type: "Business", amount: 48),
        ExpenseItem(id: 3, name: "Coffee", type: "Personal", amount: 3.2),
        ExpenseItem(id: 4, name: "Hotel", type: "Business", amount: 180),
    ]
    var nextID = 5

    var personal: [ExpenseItem] { items.filter { $0.type == "Personal" } }
    var business: [ExpenseItem] { items.filter { $0.type == "Business" } }
}

struct ExpensesView: View {
    @StateObject private var expenses = Expenses()

    var body: some View {
        NavigationStack {
            VStack {
                HStack {
                    EditButton()
                    Spacer()
                    Button("Add expense") {
                        expenses.items.append(ExpenseItem(id: expenses.nextID, name: "Taxi", type: "Business", amount: 22))
                        expenses.nextID += 1
                    }
                }
                .padding(.horizontal)
                List {
                    ExpenseSection(title: "Personal", items: expenses.personal, deleteItems: removePersonalItems)
                    ExpenseSection(title: "Business", items: expenses.business, deleteItems: removeBusinessItems)
                }
                .listStyle(.insetGrouped)
                Text("Total: \(expenses.items.reduce(0) { $0 + $1.amount }, specifier: "%.2f")")
                    .accessibilityIdentifier("total")
            }
            .navigationTitle("iExpense")
        }
    }

    func removeItems(at offsets: IndexSet, in inputArray: [ExpenseItem]) {
        var objectsToDelete = IndexSet()
        for offset in offsets {
            let item = inputArray[offset]
            if let index = expenses.items.firstIndex(of: item) {
                objectsToDelete.insert(index)
            }
        }
        expenses.items.remove(atOffsets: objectsToDelete)
    }

    func removePersonalItems(at offsets: IndexSet) {
        removeItems(at: offsets, in: expenses.personal)
    }

    func removeBusinessItems(at offsets: IndexSet) {
        removeItems(at: offsets, in: expenses.business)
    }
}

struct ExpenseSection: View {
    let title: String
    let items: [ExpenseItem]
    let deleteItems: (IndexSet) -> Void

    var body: some View {
        Section(title) {
            ForEach(items) { item in
                HStack {
                    VStack(alignment: .leading) {
                        Text(item.name)
                            .font(.headline)
                        Text(item.type)
                    }
                    Spacer()
                    Text(item.amount, format: .currency(code: "USD"))
                        .foregroundColor(item.amount < 10 ? .cheap : item.amount < 100 ? .pricey : .expensive)
                }
            }
            .onDelete(perform: deleteItems)
        }
    }
}

// Amount colors dark enough for 4.5:1 on a row (the system green and orange are 2.2:1 on white).
extension Color {
    static let cheap = Color(red: 0.1, green: 0.45, blue: 0.2)
    static let pricey = Color(red: 0.62, green: 0.32, blue: 0)
    static let expensive = Color(red: 0.77, green: 0, blue: 0.07)
}
