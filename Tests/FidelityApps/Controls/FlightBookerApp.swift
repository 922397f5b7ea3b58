import LiveUI

/// 7GUIs' flight booker: one-way or return, two dates, a return date never
/// before the departure.
struct FlightBookerView: View {
    enum Kind: Hashable {
        case oneWay, returnFlight
    }

    @State private var kind = Kind.oneWay
    @State private var departure = Date(timeIntervalSince1970: 1_798_761_600)  // 2027-01-01 00:00 UTC
    @State private var returnDate = Date(timeIntervalSince1970: 1_798_761_600)
    @State private var boardingTime = Date(timeIntervalSince1970: 1_798_761_600 + 9 * 3600)
    @State private var booked: String?

    static let format: DateFormatter = {
        let f = DateFormatter()
        f.dateFormat = "yyyy-MM-dd HH:mm"
        f.timeZone = TimeZone(identifier: "UTC")
        return f
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Picker("Flight", selection: $kind) {
                Text("One-way flight").tag(Kind.oneWay)
                Text("Return flight").tag(Kind.returnFlight)
            }
            DatePicker("Departure", selection: $departure, displayedComponents: .date)
            DatePicker("Return", selection: $returnDate, in: departure..., displayedComponents: [.date])
                .disabled(kind == .oneWay)
            DatePicker("Boarding", selection: $boardingTime, displayedComponents: .hourAndMinute)
            Button("Book") {
                booked =
                    kind == .oneWay
                    ? "One-way on \(Self.format.string(from: departure))"
                    : "Return \(Self.format.string(from: departure)) – \(Self.format.string(from: returnDate))"
            }
            .buttonStyle(.borderedProminent)
            Text("Boarding at \(Self.format.string(from: boardingTime))")
            if let booked {
                Text("Booked: \(booked)")
            }
        }
        .padding()
    }
}
