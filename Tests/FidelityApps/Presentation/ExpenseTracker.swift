import LiveUI

/// An expense tracker in the style of the public "iExpense" tutorials: a
/// list, an add-expense sheet with a form whose Save and Cancel (toolbar
/// items) call `dismiss()`, a "Delete All" alert with a destructive action and a
/// confirmation dialog to choose the order.
struct TrackedExpense: Identifiable, Equatable {
    let id: Int
    let name: String
    let type: String
    let amount: Double
}

final class ExpenseLedger: ObservableObject {
    @Published var items: [TrackedExpense] = [
        TrackedExpense(id: 1, name: "Coffee", type: "Personal", amount: 4.5),
        TrackedExpense(id: 2, name: "Train ticket", type: "Business", amount: 32),
    ]
    private var nextID = 3

    func add(name: String, type: String, amount: Double) {
        items.append(TrackedExpense(id: nextID, name: name, type: type, amount: amount))
        nextID += 1
    }

    var total: Double { items.reduce(0) { $0 + $1.amount } }
}

enum ExpenseSortOrder: String {
    case added = "Order added"
    case amount = "Largest first"
    case name = "By name"
}

public struct ExpenseTrackerView: View {
    @StateObject private var expenses = ExpenseLedger()
    @State private var showingAddExpense = false
    @State private var showingDeleteAll = false
    @State private var showingOrder = false
    @State private var order = ExpenseSortOrder.added
    @State private var sheetsShown = 0

    public init() {}

    private var sortedItems: [TrackedExpense] {
        switch order {
        case .added: return expenses.items
        case .amount: return expenses.items.sorted { $0.amount > $1.amount }
        case .name: return expenses.items.sorted { $0.name < $1.name }
        }
    }

    public var body: some View {
        NavigationStack {
            List {
                ForEach(sortedItems) { item in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(item.name)
                                .font(.headline)
                            Text(item.type)
                        }
                        Spacer()
                        Text(item.amount, format: .currency(code: "USD"))
                    }
                }
                Text("Total: \(expenses.total, format: .currency(code: "USD"))")
                    .accessibilityIdentifier("total")
                Text("\(order.rawValue), \(sheetsShown) sheets closed")
                    .accessibilityIdentifier("status")
                Button("Add Expense") {
                    showingAddExpense = true
                }
                Button("Sort…") {
                    showingOrder = true
                }
                Button("Delete All", role: .destructive) {
                    showingDeleteAll = true
                }
                .disabled(expenses.items.isEmpty)
            }
            .navigationTitle("iExpense")
            .sheet(isPresented: $showingAddExpense, onDismiss: { sheetsShown += 1 }) {
                NewExpenseSheet(expenses: expenses)
            }
            .alert("Delete all expenses?", isPresented: $showingDeleteAll) {
                Button("Delete", role: .destructive) {
                    expenses.items.removeAll()
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
            .confirmationDialog("Sort expenses", isPresented: $showingOrder, titleVisibility: .visible) {
                Button("Order added") { order = .added }
                Button("Largest first") { order = .amount }
                Button("By name") { order = .name }
            }
        }
    }
}

struct NewExpenseSheet: View {
    @ObservedObject var expenses: ExpenseLedger
    @Environment(\.dismiss) var dismiss

    @State private var name = ""
    @State private var type = "Personal"
    @State private var amount = 0.0

    let types = ["Business", "Personal"]

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Picker("Type", selection: $type) {
                    ForEach(types, id: \.self) {
                        Text($0)
                    }
                }
                TextField("Amount", value: $amount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
            }
            .navigationTitle("Add new expense")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        expenses.add(name: name, type: type, amount: amount)
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
    }
}
