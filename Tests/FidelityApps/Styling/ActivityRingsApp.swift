import Foundation
import LiveUI

/// A fitness summary drawn the way SwiftUI tutorials draw: a progress ring
/// (`Circle().trim(…).stroke(…)` turned a quarter back), a shape of the app's
/// own (`Triangle`), an animatable pie slice with `addArc`, a wave filled with
/// a gradient, and a sparkline `Path` built from data.
public struct ActivityRingsApp: View {
    @State private var move = 0.25
    @State private var wavePhase = 0.0
    let week: [Double] = [3, 5, 4, 8, 6, 9, 7]

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            Text("Today").font(.largeTitle)
            ZStack {
                Circle()
                    .stroke(Color.red.opacity(0.2), lineWidth: 20)
                Circle()
                    .trim(from: 0, to: move)
                    .stroke(Color.red, style: StrokeStyle(lineWidth: 20, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .accessibilityIdentifier("move-ring")
                Text("\(Int(move * 100))%")
                    .font(.title)
            }
            .frame(width: 150, height: 150)
            Button("Log workout") {
                withAnimation(.easeInOut) { move = min(1, move + 0.25) }
            }
            HStack {
                Triangle()
                    .fill(.orange)
                    .frame(width: 40, height: 40)
                    .accessibilityIdentifier("trend")
                Text("Up 12% this week")
                Color.orange
                    .frame(width: 40, height: 40)
                    .clipShape(Triangle())
                    .accessibilityIdentifier("badge")
            }
            PieSlice(startAngle: .degrees(0), endAngle: .degrees(120))
                .fill(Color.green)
                .frame(width: 80, height: 80)
                .accessibilityIdentifier("slice")
            Wave(amplitude: 10, phase: wavePhase)
                .fill(LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom))
                .frame(width: 300, height: 80)
                .accessibilityIdentifier("wave")
            Sparkline(values: week)
                .stroke(Color.purple, style: StrokeStyle(lineWidth: 3, lineJoin: .round))
                .frame(width: 210, height: 60)
                .accessibilityIdentifier("sparkline")
        }
        .padding()
    }
}

public struct Triangle: Shape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct PieSlice: Shape {
    var startAngle: Angle
    var endAngle: Angle

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(startAngle.degrees, endAngle.degrees) }
        set {
            startAngle = .degrees(newValue.first)
            endAngle = .degrees(newValue.second)
        }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.move(to: center)
        path.addArc(
            center: center, radius: min(rect.width, rect.height) / 2, startAngle: startAngle, endAngle: endAngle,
            clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct Wave: Shape {
    var amplitude: CGFloat
    var phase: Double

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: 0, y: rect.midY))
            path.addQuadCurve(
                to: CGPoint(x: rect.width / 2, y: rect.midY), control: CGPoint(x: rect.width / 4, y: rect.midY - amplitude))
            path.addQuadCurve(
                to: CGPoint(x: rect.width, y: rect.midY), control: CGPoint(x: rect.width * 3 / 4, y: rect.midY + amplitude))
            path.addLine(to: CGPoint(x: rect.width, y: rect.height))
            path.addLine(to: CGPoint(x: 0, y: rect.height))
            path.closeSubpath()
        }
    }
}

struct Sparkline: Shape {
    let values: [Double]

    func path(in rect: CGRect) -> Path {
        guard values.count > 1, let top = values.max(), top > 0 else { return Path() }
        let step = rect.width / CGFloat(values.count - 1)
        return Path { path in
            path.addLines(
                values.enumerated().map { i, value in
                    CGPoint(x: CGFloat(i) * step, y: rect.height - rect.height * CGFloat(value / top))
                })
        }
    }
}
