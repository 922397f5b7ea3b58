import LiveUI

// An iExpense-style app as a tutorial builds it: an @Observable store saved as
// JSON in UserDefaults, an "add" sheet with a Form, onDelete, EditButton and
// currency formatting. Type names carry the app's name only because the five
// real apps share one module here.

struct IExpenseItem: Identifiable, Codable, Equatable {
    var id = UUID()
    let name: String
    let type: String
    let amount: Double
}

@Observable
class IExpenseStore {
    var items = [IExpenseItem]() {
        didSet {
            if let encoded = try? JSONEncoder().encode(items) {
                defaults.set(encoded, forKey: key)
            }
        }
    }

    @ObservationIgnored private let defaults: UserDefaults
    @ObservationIgnored private let key: String

    init(defaults: UserDefaults = .standard, key: String = "Items") {
        self.defaults = defaults
        self.key = key
        if let savedItems = defaults.data(forKey: key),
           let decodedItems = try? JSONDecoder().decode([IExpenseItem].self, from: savedItems) {
            items = decodedItems
            return
        }
        items = []
    }
}

struct IExpenseContentView: View {
    @State private var expenses: IExpenseStore
    @State private var showingAddExpense = false
    @AppStorage("currencyCode") private var currencyCode = "USD"

    init(expenses: IExpenseStore = IExpenseStore()) {
        _expenses = State(initialValue: expenses)
    }

    var body: some View {
        NavigationStack {
            List {
                if expenses.items.isEmpty {
                    ContentUnavailableView("No Expenses", systemImage: "creditcard", description: Text("Tap + to add your first expense."))
                }
                ForEach(expenses.items) { item in
                    HStack {
                        VStack(alignment: .leading) {
                            Text(item.name)
                                .font(.headline)
                            Text(item.type)
                                .foregroundStyle(.secondary)
                        }

                        Spacer()

                        Text(item.amount, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                            .foregroundStyle(item.amount < 10 ? .green : item.amount < 100 ? .orange : .red)
                    }
                    .accessibilityElement(children: .combine)
                }
                .onDelete(perform: removeItems)
            }
            .navigationTitle("iExpense")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add Expense", systemImage: "plus") {
                        showingAddExpense = true
                    }
                }
            }
            .sheet(isPresented: $showingAddExpense) {
                AddExpenseView(expenses: expenses)
            }
        }
    }

    func removeItems(at offsets: IndexSet) {
        expenses.items.remove(atOffsets: offsets)
    }
}

struct AddExpenseView: View {
    @Environment(\.dismiss) var dismiss

    @State private var name = ""
    @State private var type = "Personal"
    @State private var amount = 0.0

    var expenses: IExpenseStore

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
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        let item = IExpenseItem(name: name, type: type, amount: amount)
                        expenses.items.append(item)
                        dismiss()
                    }
                    .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}

struct IExpenseApp: App {
    var body: some Scene {
        WindowGroup {
            IExpenseContentView()
        }
    }
}

#if canImport(SwiftUI)
#Preview {
    IExpenseContentView()
}
#endif

struct AddExpenseView_Previews: PreviewProvider {
    static var previews: some View {
        AddExpenseView(expenses: IExpenseStore())
    }
}
