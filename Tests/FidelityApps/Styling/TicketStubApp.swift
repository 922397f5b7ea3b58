import LiveUI

/// A concert ticket drawn with the iOS 16–17 styling APIs samples reach for: a stub
/// with only its top corners rounded, an elliptical glow, a tinted photo
/// (`colorMultiply`), wide type, a metric that scales with text, a stepper with
/// a format, a long press that holds the seat, margins inside the seat list, and
/// a sheet with its own background.
public struct TicketStubApp: View {
    @ScaledMetric(relativeTo: .title) private var stubHeight = 120.0
    @State private var guests = 1.0
    @State private var held = false
    @State private var showingDetails = false

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            ZStack {
                UnevenRoundedRectangle(topLeadingRadius: 24, topTrailingRadius: 24)
                    .fill(EllipticalGradient(colors: [.orange, .purple], center: .center, endRadiusFraction: 0.5))
                    .accessibilityIdentifier("stub")
                Text("NIGHT SHOW")
                    .font(.title.bold())
                    .fontWidth(.expanded)
                    .foregroundStyle(.white)
            }
            .frame(height: stubHeight)
            Color.white
                .frame(width: 60, height: 60)
                .colorMultiply(.blue)
                .accessibilityIdentifier("tinted")
            Stepper("Guests: \(Int(guests))", value: $guests, in: 1...6, step: 1, format: .number)
            Text(held ? "Seat held" : "Press and hold to hold the seat")
                .padding()
                .background(.yellow.opacity(0.3), in: .rect(topLeadingRadius: 8, bottomTrailingRadius: 8))
                .onLongPressGesture { held = true }
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(1...3, id: \.self) { row in Text("Row \(row)") }
                }
            }
            .contentMargins(.horizontal, 20, for: .scrollContent)
            .scrollClipDisabled()
            .frame(height: 80)
            .accessibilityIdentifier("rows")
            Button("Details") { showingDetails = true }
        }
        .safeAreaPadding(.horizontal, 12)
        .sheet(isPresented: $showingDetails) {
            VStack {
                Text("Doors open at 8 pm")
                Button("Done") { showingDetails = false }
            }
            .presentationBackground(.thinMaterial)
            .presentationCompactAdaptation(.sheet)
        }
    }
}
