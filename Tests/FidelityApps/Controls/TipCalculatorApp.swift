import LiveUI

/// The classic tip calculator: a bill, a segmented tip picker, a stepper for
/// the party size and a slider for a custom tip.
struct TipCalculatorView: View {
    @State private var checkAmount = "100"
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @State private var customTip = 0.0
    @State private var isAdjusting = false

    let tipPercentages = [10, 15, 20, 25, 0]

    var totalPerPerson: Double {
        let amount = Double(checkAmount) ?? 0
        let tip = amount * Double(tipPercentage) / 100 + customTip
        return (amount + tip) / Double(numberOfPeople)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            TextField("Amount", text: $checkAmount)
                .textFieldStyle(.roundedBorder)
            Stepper("\(numberOfPeople) people", value: $numberOfPeople, in: 1...10)
            Text("How much tip do you want to leave?")
            Picker("Tip percentage", selection: $tipPercentage) {
                ForEach(tipPercentages, id: \.self) {
                    Text("\($0)%")
                }
            }
            .pickerStyle(.segmented)
            Slider(value: $customTip, in: 0...20, step: 1) {
                Text("Extra tip")
            } minimumValueLabel: {
                Text("$0")
            } maximumValueLabel: {
                Text("$20")
            } onEditingChanged: { editing in
                isAdjusting = editing
            }
            Text("Extra tip: $\(Int(customTip))\(isAdjusting ? " (adjusting)" : "")")
            Text("Amount per person: " + String(format: "$%.2f", totalPerPerson))
                .font(.headline)
        }
        .padding()
    }
}
