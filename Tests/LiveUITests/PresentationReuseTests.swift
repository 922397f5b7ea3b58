import LiveTesting
import LiveUI
import Testing

// Issue #16: the views in a sheet are reused like the page's. Their
// environment's dismissal is one value for as long as the presenter is on the
// page, and a view that reports to the presentation (its detents, whether it
// may be dismissed) renders with the content every time.

private struct Shown: View {
    let counts: BodyCountsBox
    var body: some View {
        counts.box.note("shown")
        return Text("Static part")
    }
}

private struct Tapper: View {
    let counts: BodyCountsBox
    @State private var taps = 0
    var body: some View {
        counts.box.note("tapper")
        return Button("Tapped \(taps)") { taps += 1 }
    }
}

/// Closes its sheet through `@Environment(\.dismiss)`.
private struct Closer: View {
    let counts: BodyCountsBox
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        counts.box.note("closer")
        return Button("Close") { dismiss() }
    }
}

/// Refuses the user's dismissal while its own state says so.
private struct Guarded: View {
    @State private var locked = true
    var body: some View {
        Button(locked ? "Unlock" : "Lock") { locked.toggle() }
            .interactiveDismissDisabled(locked)
            .presentationDetents([.height(300)])
    }
}

private struct SheetHost: View {
    let counts: BodyCountsBox
    @State private var shown = false
    @State private var dismissals = 0
    var body: some View {
        VStack {
            Button("Open") { shown = true }
            Text("Dismissed \(dismissals)")
        }
        .sheet(isPresented: $shown, onDismiss: { dismissals += 1 }) {
            VStack {
                Shown(counts: counts)
                Tapper(counts: counts)
                Closer(counts: counts)
                Guarded()
            }
        }
    }
}

@MainActor @Suite struct PresentationReuseTests {
    @Test func aSheetsViewsAreReusedAcrossItsOwnChanges() throws {
        let counts = BodyCounts()
        let page = counting { SheetHost(counts: BodyCountsBox(box: counts)) }
        try page.button("Open").click()
        #expect(counts["shown"] == 1 && counts["tapper"] == 1 && counts["closer"] == 1)
        try page.dialog().button("Tapped 0").click()
        #expect(try page.dialog().hasText("Tapped 1"))
        #expect(counts["tapper"] == 2, "the view whose state changed")
        #expect(counts["shown"] == 1 && counts["closer"] == 1, "its siblings in the sheet are reused")
        // A reused view's dismissal still closes the sheet, and onDismiss runs.
        try page.dialog().button("Close").click()
        #expect(page.dialogs.isEmpty)
        #expect(page.hasText("Dismissed 1"))
    }

    @Test func whatAViewReportsToItsSheetHoldsWhileTheRestIsReused() throws {
        let counts = BodyCounts()
        let page = counting(checked: true) { SheetHost(counts: BodyCountsBox(box: counts)) }
        try page.button("Open").click()
        #expect(try page.dialog().element.attribute("data-lv-nodismiss") != nil)
        #expect(try page.dialog().element.attribute("style") == "--lv-h:300px")
        try page.dialog().button("Tapped 0").click()
        // Rendered again for another view's change: the guard and the height stay.
        #expect(try page.dialog().element.attribute("data-lv-nodismiss") != nil)
        #expect(try page.dialog().element.attribute("style") == "--lv-h:300px")
        try page.dialog().button("Unlock").click()
        #expect(try page.dialog().element.attribute("data-lv-nodismiss") == nil)
        try page.dialog().button("Close").click()
        try page.button("Open").click()
        try page.dialog().button("Close").click()
        #expect(page.hasText("Dismissed 2"), "a second presentation's dismissal works too")
        #expect(page.session.renderCheckFailures.isEmpty, "\(page.session.renderCheckFailures)")
    }
}
