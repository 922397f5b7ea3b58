import LiveTesting
import LiveUI
import Observation
import Testing

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
        }
    }
}

private struct Toggler: View {
    @State private var showCounter = true
    var body: some View {
        VStack {
            if showCounter { Counter() }
            Button("Toggle") { showCounter.toggle() }
        }
    }
}

private struct Parent: View {
    @State private var name = "x"
    var body: some View {
        VStack {
            Text("Name: \(name)")
            Child(name: $name)
            Child(name: .constant("fixed"))
            Child(name: Binding(get: { name.uppercased() }, set: { name = $0.lowercased() }))
        }
    }
}

private struct Child: View {
    @Binding var name: String
    var body: some View {
        TextField("Child \(name)", text: $name)
    }
}

final class Model: ObservableObject {
    @Published var value = 0
    @Published var label = "a"
}

private struct ObservingView: View {
    @ObservedObject var model: Model
    var body: some View {
        VStack {
            Text("Value \(model.value)")
            TextField("Label", text: $model.label)
            Text("Label is \(model.label)")
        }
    }
}

private struct OwningView: View {
    @StateObject private var model = Model()
    var body: some View {
        VStack {
            Text("Owned \(model.value)")
            Button("Bump") { model.value += 1 }
        }
    }
}

private struct NeedsModel: View {
    @EnvironmentObject var model: Model
    var body: some View { Text("Env \(model.value)") }
}

@Observable final class ObservationModel {
    var count = 0
}

private struct ObservationView: View {
    let model: ObservationModel
    var body: some View {
        VStack {
            Text("Observed \(model.count)")
            Button("Add") { model.count += 1 }
        }
    }
}

@MainActor @Suite struct StateTests {
    @Test func stateSurvivesRerenders() throws {
        let page = TestSession { Counter() }
        try page.button("Increment").click()
        try page.button("Increment").click()
        #expect(page.hasText("Count: 2"))
    }

    @Test func stateIsDroppedWhenTheViewLeavesTheTree() throws {
        let page = TestSession { Toggler() }
        try page.button("Increment").click()
        #expect(page.hasText("Count: 1"))
        let slots = page.session.stateSlotCount
        try page.button("Toggle").click()
        #expect(!page.hasText("Count: 1"))
        #expect(page.session.stateSlotCount < slots)
        try page.button("Toggle").click()
        #expect(page.hasText("Count: 0"))
    }

    @Test func bindingsWriteThrough() throws {
        let page = TestSession { Parent() }
        try page.textField("Child x").setValue("bob")
        #expect(page.hasText("Name: bob"))
        // The constant binding ignores writes.
        try page.textField("Child fixed").setValue("nope")
        #expect(page.hasText("Name: bob"))
        // A computed Binding(get:set:) transforms both ways, and the server's value reaches the field.
        try page.textField("Child BOB").setValue("CAROL")
        #expect(page.hasText("Name: carol"))
        #expect(try page.textField("Child CAROL").value == "CAROL")
    }

    @Test func observedObjectChangesRerender() throws {
        let model = Model()
        let page = TestSession { ObservingView(model: model) }
        model.value = 5
        #expect(!page.hasText("Value 5"), "renders are coalesced to the end of the turn")
        page.advance(by: 0)
        #expect(page.hasText("Value 5"))
        try page.textField("Label").type("bc")
        #expect(model.label == "abc")
        #expect(page.hasText("Label is abc"))
    }

    @Test func changesInOneTurnCoalesceIntoOnePatch() {
        let model = Model()
        let page = TestSession { ObservingView(model: model) }
        let before = page.patches.count
        model.value = 1
        model.value = 2
        model.label = "z"
        page.advance(by: 0)
        #expect(page.patches.count == before + 1)
        #expect(page.hasText("Value 2"))
        #expect(page.hasText("Label is z"))
    }

    @Test func stateObjectIsCreatedOncePerIdentity() throws {
        let page = TestSession { OwningView() }
        try page.button("Bump").click()
        try page.button("Bump").click()
        #expect(page.hasText("Owned 2"))
    }

    @Test func objectWillChangeIsSharedAndSubscribable() {
        let model = Model()
        var count = 0
        let token = model.objectWillChange.sink { count += 1 }
        model.value = 1
        model.label = "b"
        #expect(count == 2)
        token.cancel()
        model.value = 2
        #expect(count == 2)
    }

    @Test func environmentObjectIsFound() {
        let model = Model()
        model.value = 7
        let page = TestSession { NeedsModel().environmentObject(model) }
        #expect(page.hasText("Env 7"))
    }

    @Test func missingEnvironmentObjectIsAClearErrorNotACrash() {
        let page = TestSession {
            VStack {
                Text("Still here")
                NeedsModel()
            }
        }
        #expect(page.hasText("Still here"))
        #expect(page.visibleText.contains("No ObservableObject of type Model found"))
        #expect(page.session.problems.first?.contains("NeedsModel") == true)
    }

    @Test func observationModelsRerender() throws {
        let model = ObservationModel()
        let page = TestSession { ObservationView(model: model) }
        try page.button("Add").click()
        #expect(page.hasText("Observed 1"))
        model.count = 10
        page.advance(by: 0)
        #expect(page.hasText("Observed 10"))
    }
}
