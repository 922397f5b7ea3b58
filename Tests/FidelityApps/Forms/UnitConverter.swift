import LiveUI

/// A distance converter: the user types kilometres into a number field
/// and reads miles. The value changes on Return or when the field loses focus.
struct UnitConverter: View {
    @State private var kilometers: Double = 5
    @State private var precision = 2

    private var miles: Double { kilometers * 0.621371 }

    var body: some View {
        NavigationStack {
            Form {
                Section("Distance") {
                    TextField("Kilometers", value: $kilometers, format: .number)
                        .keyboardType(.decimalPad)
                        .submitLabel(.done)
                    LabeledContent("Miles") {
                        Text(miles.formatted(.number.precision(.fractionLength(precision))))
                            .accessibilityIdentifier("miles")
                    }
                }
                Section {
                    TextField("Decimal places", value: $precision, format: .number)
                        .keyboardType(.numberPad)
                } header: {
                    Text("Precision")
                } footer: {
                    Text("Converted at 0.621371 miles per kilometre.")
                }
                Section {
                    Button("Marathon") { kilometers = 42.195 }
                    Button("Reset") { kilometers = 0 }
                }
            }
            .navigationTitle("Converter")
        }
    }
}

/// Splitting a bill: a currency field, a percent field and a count.
struct TipCalculator: View {
    @State private var checkAmount = 0.0
    @State private var tipPercentage = 20
    @State private var people = 2

    private var totalPerPerson: Double {
        let tip = checkAmount * Double(tipPercentage) / 100
        return (checkAmount + tip) / Double(max(people, 1))
    }

    var body: some View {
        Form {
            Section {
                TextField("Amount", value: $checkAmount, format: .currency(code: "USD"))
                    .keyboardType(.decimalPad)
                TextField("Number of people", value: $people, format: .number)
                    .keyboardType(.numberPad)
            }
            Section("Tip") {
                TextField("Tip percentage", value: $tipPercentage, format: .percent)
            }
            Section("Amount per person") {
                LabeledContent("Each pays", value: totalPerPerson, format: .currency(code: "USD"))
            }
        }
    }
}
