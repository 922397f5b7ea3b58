import Foundation
import LiveUI

/// A badge designer drawn with shapes moved, turned and scaled as shapes
/// (`rotation`, `scale`, `offset`, `transform`), the way SwiftUI samples use
/// them: a flower of turned ellipses, a ring turned to start at 12 o'clock
/// before it is trimmed, a sheared tag, a card with an offset shadow, a
/// diamond clip, and a type-erased shape that tilts with a toggle.
public struct BadgeMakerApp: View {
    @State private var petals = 6
    @State private var progress = 0.25
    @State private var tilted = false

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            Text("Badge maker").font(.largeTitle)
            ZStack {
                ForEach(0..<petals, id: \.self) { i in
                    Ellipse()
                        .scale(x: 0.35, y: 1)
                        .rotation(.degrees(Double(i) * 180 / Double(petals)))
                        .fill(Color.pink.opacity(0.45))
                        .accessibilityIdentifier("petal-\(i)")
                }
                Circle()
                    .scale(0.3)
                    .fill(Color.yellow)
                    .accessibilityIdentifier("heart")
            }
            .frame(width: 160, height: 160)
            Stepper("Petals: \(petals)", value: $petals, in: 3...8)
                .frame(width: 240)

            ZStack {
                Circle()
                    .stroke(Color.green.opacity(0.2), lineWidth: 14)
                // Turned first, so the trimmed ring starts at 12 o'clock.
                Circle()
                    .rotation(.degrees(-90))
                    .trim(from: 0, to: progress)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 14, lineCap: .round))
                    .accessibilityIdentifier("ring")
                Text("\(Int(progress * 100))%")
            }
            .frame(width: 120, height: 120)
            Button("Add a quarter") {
                withAnimation { progress = min(1, progress + 0.25) }
            }

            HStack(spacing: 24) {
                ZStack {
                    RoundedRectangle(cornerRadius: 10)
                        .offset(x: 6, y: 6)
                        .fill(Color.black.opacity(0.25))
                        .accessibilityIdentifier("shadow")
                    RoundedRectangle(cornerRadius: 10)
                        // Deep enough that the white label reads at 5.9:1.
                        .fill(Color(red: 0, green: 0.38, blue: 0.8))
                    Text("New").bold().foregroundColor(.white)
                }
                .frame(width: 80, height: 50)

                Rectangle()
                    .transform(CGAffineTransform(a: 1, b: 0, c: -0.25, d: 1, tx: 10, ty: 0))
                    .fill(Color.orange)
                    .frame(width: 80, height: 40)
                    .accessibilityIdentifier("slanted")

                Color.purple
                    .frame(width: 60, height: 60)
                    .clipShape(Rectangle().scale(0.7).rotation(.degrees(45)))
                    .accessibilityIdentifier("diamond")
            }

            Toggle("Tilt the tag", isOn: $tilted)
                .frame(width: 240)
            (tilted ? AnyShape(Capsule().rotation(.degrees(-12))) : AnyShape(Capsule()))
                .fill(Color.teal)
                .frame(width: 120, height: 36)
                .accessibilityIdentifier("tag")
        }
        .padding()
    }
}
