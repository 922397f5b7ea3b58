import LiveUI

// A CupcakeCorner-style app: a Form with Picker, Stepper and Toggles over an
// @Observable order, `.disabled` validation, an async "checkout" (a stand-in
// for URLSession's upload, injected so tests need no network), `.task` and
// `.alert`.

@Observable
class CupcakeOrder: Codable {
    enum CodingKeys: String, CodingKey {
        case _type = "type"
        case _quantity = "quantity"
        case _specialRequestEnabled = "specialRequestEnabled"
        case _extraFrosting = "extraFrosting"
        case _addSprinkles = "addSprinkles"
        case _name = "name"
        case _streetAddress = "streetAddress"
        case _city = "city"
        case _zip = "zip"
    }

    static let types = ["Vanilla", "Strawberry", "Chocolate", "Rainbow"]

    var type = 0
    var quantity = 3

    var specialRequestEnabled = false {
        didSet {
            if specialRequestEnabled == false {
                extraFrosting = false
                addSprinkles = false
            }
        }
    }
    var extraFrosting = false
    var addSprinkles = false

    var name = ""
    var streetAddress = ""
    var city = ""
    var zip = ""

    var hasValidAddress: Bool {
        if name.trimmingCharacters(in: .whitespaces).isEmpty
            || streetAddress.trimmingCharacters(in: .whitespaces).isEmpty
            || city.trimmingCharacters(in: .whitespaces).isEmpty
            || zip.trimmingCharacters(in: .whitespaces).isEmpty {
            return false
        }
        return true
    }

    var cost: Decimal {
        var cost = Decimal(quantity) * 2
        cost += Decimal(type) / 2
        if extraFrosting { cost += Decimal(quantity) }
        if addSprinkles { cost += Decimal(quantity) / 2 }
        return cost
    }
}

/// What "sending" an order means: URLSession in the real app, a stub in tests.
struct CupcakeBakery: Sendable {
    var send: @Sendable (Data) async throws -> Data

    static let echo = CupcakeBakery { data in
        try await Task.sleep(for: .seconds(1))
        return data
    }
}

struct CupcakeContentView: View {
    @State private var order = CupcakeOrder()
    @State private var greeting = "Loading…"
    var bakery = CupcakeBakery.echo

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Select your cake type", selection: $order.type) {
                        ForEach(CupcakeOrder.types.indices, id: \.self) {
                            Text(CupcakeOrder.types[$0])
                        }
                    }

                    Stepper("Number of cakes: \(order.quantity)", value: $order.quantity, in: 3...20)
                }

                Section {
                    Toggle("Any special requests?", isOn: $order.specialRequestEnabled.animation())

                    if order.specialRequestEnabled {
                        Toggle("Add extra frosting", isOn: $order.extraFrosting)
                        Toggle("Add extra sprinkles", isOn: $order.addSprinkles)
                    }
                }

                Section {
                    NavigationLink("Delivery details") {
                        CupcakeAddressView(order: order, bakery: bakery)
                    }
                } footer: {
                    Text(greeting)
                }
            }
            .navigationTitle("Cupcake Corner")
            .task {
                try? await Task.sleep(for: .milliseconds(300))
                greeting = "Fresh today: \(CupcakeOrder.types.joined(separator: ", "))"
            }
        }
    }
}

struct CupcakeAddressView: View {
    @Bindable var order: CupcakeOrder
    var bakery: CupcakeBakery

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $order.name)
                TextField("Street Address", text: $order.streetAddress)
                TextField("City", text: $order.city)
                TextField("Zip", text: $order.zip)
            }

            Section {
                NavigationLink("Check out") {
                    CupcakeCheckoutView(order: order, bakery: bakery)
                }
            }
            .disabled(order.hasValidAddress == false)
        }
        .navigationTitle("Delivery details")
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct CupcakeCheckoutView: View {
    var order: CupcakeOrder
    var bakery: CupcakeBakery

    @State private var confirmationMessage = ""
    @State private var showingConfirmation = false
    @State private var isPlacingOrder = false

    var body: some View {
        ScrollView {
            VStack {
                AsyncImage(url: URL(string: "https://hws.dev/img/cupcakes@3x.jpg"), scale: 3) { image in
                    image
                        .resizable()
                        .scaledToFit()
                } placeholder: {
                    ProgressView()
                }
                .frame(height: 233)

                Text("Your total is \(order.cost, format: .currency(code: "USD"))")
                    .font(.title)

                Button("Place Order") {
                    Task {
                        await placeOrder()
                    }
                }
                .padding()
                .disabled(isPlacingOrder)

                if isPlacingOrder {
                    ProgressView("Sending…")
                }
            }
        }
        .navigationTitle("Check out")
        .navigationBarTitleDisplayMode(.inline)
        .scrollBounceBehavior(.basedOnSize)
        .alert("Thank you!", isPresented: $showingConfirmation) {
            Button("OK") { }
        } message: {
            Text(confirmationMessage)
        }
    }

    func placeOrder() async {
        guard let encoded = try? JSONEncoder().encode(order) else {
            print("Failed to encode order")
            return
        }

        isPlacingOrder = true
        defer { isPlacingOrder = false }
        do {
            let data = try await bakery.send(encoded)
            let decodedOrder = try JSONDecoder().decode(CupcakeOrder.self, from: data)
            confirmationMessage = "Your order for \(decodedOrder.quantity)x \(CupcakeOrder.types[decodedOrder.type].lowercased()) cupcakes is on its way!"
            showingConfirmation = true
        } catch {
            print("Checkout failed: \(error.localizedDescription)")
        }
    }
}

struct CupcakeCornerApp: App {
    var body: some Scene {
        WindowGroup {
            CupcakeContentView()
        }
    }
}

#if canImport(SwiftUI)
#Preview {
    CupcakeCheckoutView(order: CupcakeOrder(), bakery: .echo)
}
#endif
