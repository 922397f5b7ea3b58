import LiveTesting
import LiveUI
import Testing

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    @Published var upper = ""
    var seen: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .sink { [weak self] query in self?.seen.append(query) }
            .store(in: &cancellables)
        $query.map { $0.uppercased() }.assign(to: &$upper)
        $query
            .dropFirst()
            .filter { !$0.isEmpty }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] query in self?.results = ["result for \(query)"] }
            .store(in: &cancellables)
    }
}

private struct SearchScreen: View {
    @StateObject var model = SearchModel()
    var body: some View {
        VStack {
            TextField("Query", text: $model.query)
            Text("Upper: \(model.upper)")
            ForEach(model.results, id: \.self) { Text($0) }
        }
    }
}

private struct Receiver: View {
    let subject: PassthroughSubject<String, Never>
    let current: CurrentValueSubject<Int, Never>
    @State private var last = "none"
    @State private var number = -1

    var body: some View {
        VStack {
            Text("Last: \(last)")
            Text("Number: \(number)")
            Button("Send") { subject.send("from a button") }
        }
        .onReceive(subject) { last = $0 }
        .onReceive(current.map { $0 * 10 }.eraseToAnyPublisher()) { number = $0 }
    }
}

private struct ReceiverHost: View {
    let subject: PassthroughSubject<String, Never>
    let current: CurrentValueSubject<Int, Never>
    @State private var shown = true
    var body: some View {
        VStack {
            if shown { Receiver(subject: subject, current: current) }
            Button("Hide") { shown = false }
        }
    }
}

@MainActor @Suite struct PublisherTests {
    @Test func publishedProjectionsAndOperatorsRunOnTheSessionClock() throws {
        let page = TestSession { SearchScreen() }
        try page.textField("Query").type("ab")
        #expect(page.hasText("Upper: AB"), "assign(to: &$upper) re-renders like an assignment")
        #expect(page.hasText("result for ab"), "receive(on:) delivered in the next turn, rendered in the same patch round")
    }

    @Test func debounceWaitsForAPause() throws {
        let model = SearchModel()
        let page = TestSession { SearchScreen(model: model) }
        try page.textField("Query").type("abc")
        page.advance(by: 0.2)
        // (The model was made outside the session: its first value, "", waits on the real main queue.)
        #expect(model.seen.filter { !$0.isEmpty }.isEmpty, "nothing until typing pauses")
        page.advance(by: 0.1)
        #expect(model.seen.filter { !$0.isEmpty } == ["abc"], "one value for three keystrokes")
    }

    @Test func subjectsJustAndAnyPublisherReachOnReceive() throws {
        let subject = PassthroughSubject<String, Never>()
        let current = CurrentValueSubject<Int, Never>(4)
        let page = TestSession { ReceiverHost(subject: subject, current: current) }
        #expect(page.hasText("Number: 40"), "a current value arrives on subscription")
        try page.button("Send").click()
        #expect(page.hasText("Last: from a button"))
        subject.send("from outside")
        page.advance(by: 0)
        #expect(page.hasText("Last: from outside"))
        current.value = 7
        page.advance(by: 0)
        #expect(page.hasText("Number: 70"))
        try page.button("Hide").click()
        // The subscription ended with the view: sending reaches nobody and renders nothing.
        let patches = page.patches.count
        subject.send("after")
        page.advance(by: 0)
        #expect(page.patches.count == patches)
    }

    @Test func sinkCompletionAndCancel() {
        var values: [Int] = []
        var finished = false
        let subject = PassthroughSubject<Int, Never>()
        let token = subject.sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(completion: .finished)
        subject.send(2)
        #expect(values == [1])
        #expect(finished)
        token.cancel()
        var justValues: [String] = []
        _ = Just("once").sink { justValues.append($0) }
        #expect(justValues == ["once"])
        var cancelled: [Int] = []
        let other = PassthroughSubject<Int, Never>()
        let t = other.sink { cancelled.append($0) }
        other.send(1)
        t.cancel()
        other.send(2)
        #expect(cancelled == [1])
    }
}
