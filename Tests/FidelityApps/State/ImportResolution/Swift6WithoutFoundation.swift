import LiveUI

// Swift 6 language mode, only `import LiveUI`.
// Same source as its sibling files but for the imports: `DispatchQueue.main`,
// `Task.sleep` and `Timer.publish` must reach the session's clock in every one
// (issue #12 item 8; checked by the ImportResolution tests).

// Swift 6 code isolates its models to the main actor (a non-isolated class could not be sent to the queue).
@MainActor public final class Swift6WithoutFoundationModel: ObservableObject {
    @Published public var message = "idle"
    public init() {}

    public func start() {
        message = "waiting"
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.message = "after one second"
            DispatchQueue.main.async {
                self.message += ", then a turn later"
            }
        }
    }
}

public struct Swift6WithoutFoundationView: View {
    @StateObject private var model = Swift6WithoutFoundationModel()
    @State private var slept = "not slept"
    @State private var ticks = 0
    let timer = Timer.publish(every: 2, on: .main, in: .common).autoconnect()

    public init() {}

    public var body: some View {
        VStack {
            Text(model.message)
            Text(slept)
            Text("Ticks: \(ticks)")
            Button("Start") { model.start() }
        }
        .task {
            do {
                try await Task.sleep(nanoseconds: 500_000_000)
                slept = "slept half a second"
                try await Task.sleep(for: .seconds(1))
                slept += " and one more"
            } catch {
                slept = "cancelled"
            }
        }
        .onReceive(timer) { _ in ticks += 1 }
    }
}
