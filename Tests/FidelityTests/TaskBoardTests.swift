import FidelityApps
import LiveHTML
import LiveRuntime
import LiveTesting
import LiveUI
import Testing

/// Drag and drop in-process (Tests/FidelityApps/Motion/TaskBoardApp.swift): cards
/// carried between columns, the column under a card lit, a card binned as its title.
@MainActor @Suite struct TaskBoardTests {
    private func page() -> TestSession {
        let page = TestSession { TaskBoardApp() }
        page.checkRenders()
        return page
    }

    @Test func aCardMovesToTheColumnItIsDroppedOn() throws {
        let page = page()
        #expect(page.hasText("To do (2)") && page.hasText("Done (0)"))
        let card = try page.element(identifier: "task-1")
        #expect(card.attribute("data-lv-drag") == "4d")
        // Tab stops, for the keyboard's form (Space or Return picks up and drops).
        let column = try page.element(identifier: "column-Done")
        #expect(card.attribute("tabindex") == "0" && column.attribute("tabindex") == "0")
        try card.drop(on: try page.element(identifier: "column-Done"), at: (20, 64))
        #expect(page.hasText("To do (1)") && page.hasText("Done (1)"))
        #expect(page.hasText("Dropped in Done at y 64"))
        let done = try page.within(identifier: "column-Done")
        #expect(done.hasText("Write the brief"))
        #expect(page.failures.isEmpty)
    }

    @Test func theColumnUnderTheCardLightsUp() throws {
        let page = page()
        let doing = try page.element(identifier: "column-Doing")
        let unlit = doing.attribute("style")
        #expect(doing.attribute("data-lv-drop") == "t", "it has isTargeted: the page tells it")
        try doing.dragOver(by: try page.element(identifier: "task-1"))
        let lit = try page.element(identifier: "column-Doing").attribute("style")
        #expect(lit != unlit && lit?.contains("rgba(0,122,255,0.2)") == true, "\(lit ?? "")")
        try page.element(identifier: "column-Doing").dragLeave()
        #expect(try page.element(identifier: "column-Doing").attribute("style") == unlit)
        #expect(page.failures.isEmpty)
    }

    @Test func theBinTakesACardAsItsTitle() throws {
        let page = page()
        try page.element(identifier: "task-3").drop(on: try page.element(identifier: "bin"))
        #expect(page.hasText("Binned: Draft the agenda"))
        #expect(page.hasText("Doing (0)"))
        #expect(page.failures.isEmpty)
    }

    @Test func aDestinationForAnotherTypeIsNotTargeted() throws {
        struct Page: View {
            @State private var lit = false
            @State private var got = 0
            var body: some View {
                VStack {
                    Text("words").draggable("seven").accessibilityIdentifier("word")
                    Text("data lit: \(lit), got \(got)")
                        .dropDestination(for: Data.self) { items, _ in
                            got += items.count
                            return true
                        } isTargeted: { lit = $0 }
                        .accessibilityIdentifier("numbers")
                    Text("plain").dropDestination(for: String.self) { _, _ in true }.accessibilityIdentifier("plain")
                }
            }
        }
        let page = TestSession { Page() }
        // As in SwiftUI: a String over a destination for Data neither lights it nor drops there.
        let data = try page.element(identifier: "numbers")
        try data.dragOver(by: try page.element(identifier: "word"))
        #expect(page.hasText("data lit: false, got 0"))
        try page.element(identifier: "word").drop(on: data)
        #expect(page.hasText("data lit: false, got 0"))
        // Without isTargeted the page tells the destination nothing until the drop.
        #expect(try page.element(identifier: "plain").attribute("data-lv-drop") == "")
        #expect(throws: (any Error).self) { try page.element(identifier: "plain").dragOver(by: try page.element(identifier: "word")) }
    }

    @Test func aDropWhoseItemLeftThePageUnlightsTheDestination() throws {
        let page = page()
        let card = try page.element(identifier: "task-3").id
        let doing = try page.element(identifier: "column-Doing")
        try doing.dragOver(by: try page.element(identifier: "task-3"))
        // The card leaves the page before the drop arrives (binned by another action in between).
        try page.element(identifier: "task-3").drop(on: try page.element(identifier: "bin"))
        let outcome = page.sendRaw(
            ClientEvent(
                seq: page.session.lastSeq + 1, kind: .drop, target: doing.id, value: "=" + card, drag: DragSample(x: 1, y: 1, startX: 0, startY: 0)))
        #expect(outcome.error != nil)
        #expect(!(try page.element(identifier: "column-Doing").attribute("style") ?? "").contains("rgba(0,122,255,0.2)"), "no longer lit")
        #expect(page.failures.isEmpty)
    }

    @Test func whatTheBrowserCannotSendIsRefused() throws {
        let page = page()
        let column = try page.element(identifier: "column-Done")
        // Not draggable, not a destination: the page would not send these.
        #expect(throws: (any Error).self) { try page.element(identifier: "column-Doing").drop(on: column) }
        #expect(throws: (any Error).self) { try page.element(identifier: "task-1").drop(on: try page.element(identifier: "task-2")) }
        // A source that left the page (a stale drop): refused, nothing moves.
        let stale = DragSample(x: 1, y: 1, startX: 0, startY: 0)
        let outcome = page.sendRaw(ClientEvent(seq: page.session.lastSeq + 1, kind: .drop, target: column.id, value: "=r.gone", drag: stale))
        #expect(outcome.error != nil)
        #expect(page.hasText("Done (0)"))
        // A value the decoder would refuse, sent past it; and a source that is on the page but not draggable.
        let odd = page.sendRaw(ClientEvent(seq: page.session.lastSeq + 1, kind: .drop, target: column.id, value: "x" + column.id, drag: stale))
        #expect(odd.error != nil)
        let notDraggable = page.sendRaw(ClientEvent(seq: page.session.lastSeq + 1, kind: .drop, target: column.id, value: "=" + column.id, drag: stale))
        #expect(notDraggable.error?.code == "wrong_kind")
        #expect(page.hasText("Done (0)"))
    }
}
