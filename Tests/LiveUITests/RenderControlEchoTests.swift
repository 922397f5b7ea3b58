import LiveTesting
import LiveUI
import Testing

// Issue #16: an input event that leaves the control showing what the browser
// sent renders nothing (LiveUI/Rendering/RenderCache+Echo.swift). Each control
// here carries an `.offset` of its parent's on its own element: rendered alone
// it would lose the transform, so before, its parent's body ran for every
// keystroke; now nothing runs and the transform stays. Sessions with `checked`
// compare the page and the session's tables after each event with a render
// that evaluates every view.

@MainActor private final class Runs {
    var bodies = 0
}

/// Carried by views without taking part in comparison: `Equatable` by identity.
private struct RunsRef: Equatable {
    let runs: Runs
    static func == (a: Self, b: Self) -> Bool { a.runs === b.runs }
}

/// Counts the values a slider was given; only the slider's label observes it.
private final class Moves: ObservableObject {
    @Published var count = 0
}

/// The slider's label: a view of its own that observes `Moves`.
private struct MovesLabel: View {
    @ObservedObject var moves: Moves
    var body: some View { Text("Moves \(moves.count)") }
}

private struct Notes: View {
    let runs: RunsRef
    let moves: Moves
    @State private var text = ""
    @State private var level = 0.5
    @State private var other = 0.5
    @State private var gain: Float = 0.5

    var body: some View {
        runs.runs.bodies += 1
        let counted = Binding(get: { other }, set: { other = $0; moves.count += 1 })
        return VStack {
            TextEditor(text: $text).accessibilityLabel("Notes").offset(x: 4)
            Slider(value: $level, in: 0...1) { Text("Level") }.offset(x: 4)
            // Each value changes the label too: the slider must render.
            Slider(value: counted, in: 0...1) { MovesLabel(moves: moves) }
            Slider(value: $gain, in: 0...1) { Text("Gain") }
        }
    }
}

@MainActor private func notes(checked: Bool, _ runs: Runs) -> TestSession {
    let moves = Moves()
    let page = TestSession { VStack { Notes(runs: RunsRef(runs: runs), moves: moves) } }
    page.checkRenders(checked)
    page.session.rendersEverything = false
    return page
}

@MainActor @Suite struct RenderControlEchoTests {
    @Test(arguments: [false, true]) func typingIntoATextEditorRendersNothingAfterTheFirstKeystroke(checked: Bool) throws {
        let runs = Runs()
        let page = notes(checked: checked, runs)
        try page.textField("Notes").type("hey")
        #expect(try page.textField("Notes").value == "hey")
        #expect(try page.textField("Notes").attribute("style")?.contains("translate(4px") == true)
        // The first keystroke rendered the view (nothing was stored for the editor yet).
        if !checked { #expect(runs.bodies == 2 && page.lastRenderCounts.evaluated == 0) }
        #expect(page.failures.isEmpty)
    }

    @Test(arguments: [false, true]) func aSlidersValuesRenderNothingUntilTheDragEnds(checked: Bool) throws {
        let runs = Runs()
        let page = notes(checked: checked, runs)
        try page.slider("Level").slide(to: 0.75, through: [0.25, 0.5])
        #expect(try page.slider("Level").value == "0.75")
        #expect(try page.slider("Level").attribute("style")?.contains("translate(4px") == true)
        // 0.25 rendered the view (the slider was not stored), 0.5 and 0.75 rendered
        // nothing, and the drag's end (`change`) rendered it again: it is not an input.
        if !checked { #expect(runs.bodies == 3) }
        #expect(page.failures.isEmpty)
    }

    /// A view inside the control that changed too (the slider's label) renders: the
    /// value alone does not say the rest of the control is as it was.
    @Test(arguments: [false, true]) func aControlWhoseLabelChangedRenders(checked: Bool) throws {
        let runs = Runs()
        let page = notes(checked: checked, runs)
        try page.slider("Moves 0").enter("0.25")
        try page.slider("Moves 1").enter("0.5")
        #expect(try page.slider("Moves 2").value == "0.5")
        #expect(page.failures.isEmpty)
    }

    /// A `Float` slider shows the decimal the browser sent, not the nearest `Double`
    /// (0.30000001192092896), and so its values echo too.
    @Test(arguments: [false, true]) func aFloatSlidersValuesShowAsSentAndRenderNothing(checked: Bool) throws {
        let runs = Runs()
        let page = notes(checked: checked, runs)
        try page.slider("Gain").enter("0.1")
        #expect(try page.slider("Gain").value == "0.1")
        try page.slider("Gain").enter("0.3")
        #expect(try page.slider("Gain").value == "0.3")
        // 0.1 rendered the view (the slider was not stored); 0.3 rendered nothing.
        if !checked { #expect(runs.bodies == 2) }
        #expect(page.failures.isEmpty)
    }

    /// A value the binding changed is sent back, as before.
    @Test(arguments: [false, true]) func aSliderValueTheBindingSnappedIsSentBack(checked: Bool) throws {
        let runs = Runs()
        let page = notes(checked: checked, runs)
        try page.slider("Level").enter("0.25")
        try page.slider("Level").enter("0.50")
        #expect(try page.slider("Level").value == "0.5")
        #expect(page.failures.isEmpty)
    }
}
