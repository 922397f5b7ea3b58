import LiveUI

// A weather summary: symbols sized by fonts and imageScale, tinted by
// foregroundColor, variants, dates in SwiftUI's styles, icon-only labels.

struct DayForecast: Identifiable {
    let id: Int
    let day: String
    let symbol: String
    let high: Int
    let low: Int
}

struct WeatherSummaryApp: View {
    let updated = Date(timeIntervalSince1970: 1_700_000_000)
    let nextUpdate = Date().addingTimeInterval(15 * 60)
    let temperature = 21.4
    let forecast = [
        DayForecast(id: 0, day: "Mon", symbol: "sun.max", high: 23, low: 14),
        DayForecast(id: 1, day: "Tue", symbol: "cloud.sun", high: 19, low: 12),
        DayForecast(id: 2, day: "Wed", symbol: "cloud.rain", high: 16, low: 11),
    ]

    var body: some View {
        VStack(spacing: 12) {
            Text("Lisbon")
                .font(.title)
            Image(systemName: "sun.max.fill")
                .font(.system(size: 64))
                .foregroundColor(.yellow)
            Text("\(temperature, specifier: "%.0f")°")
                .font(.system(size: 48, weight: .thin))
            Text("Feels like \(temperature - 1.2, format: .number.precision(.fractionLength(1)))°")
                .foregroundColor(.secondary)
            HStack(spacing: 24) {
                ForEach(forecast) { day in
                    VStack {
                        Text(day.day).font(.caption).textCase(.uppercase)
                        Image(systemName: day.symbol)
                            .imageScale(.large)
                            .symbolVariant(.fill)
                        Text("\(day.high)° / \(day.low)°").monospacedDigit()
                    }
                }
            }
            HStack {
                Label("Wind 12 km/h", systemImage: "wind")
                Label("Humidity 60%", systemImage: "drop")
                    .labelStyle(.iconOnly)
            }
            Text("Updated \(updated, style: .date)")
                .font(.footnote)
                .foregroundColor(.secondary)
            Text("Next update in \(nextUpdate, style: .timer)")
                .font(.footnote)
                .monospacedDigit()
                .accessibilityIdentifier("next-update")
        }
        .padding()
    }
}
