import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `ContainerRelativeShape` and `.containerShape(_:)`, in-process
/// (Tests/FidelityApps/Styling/WidgetCardsApp.swift): the container's corners,
/// handed down as a CSS variable, taken by the shapes inside it.
@MainActor @Suite struct ContainerShapeTests {
    private func marked(_ page: TestSession, _ id: String) throws -> Element {
        try #require(page.page.allElements().first { $0[attribute: "data-testid"] == id })
    }

    @Test func shapesInsideTakeTheContainersCorners() throws {
        let page = TestSession { WidgetCardsApp() }
        page.checkRenders()
        let card = try marked(page, "steps-card")
        #expect(([card] + card.allElements()).contains { ($0[attribute: "style"] ?? "").contains("--lv-csr:24px") })
        let panel = try marked(page, "steps-panel")
        #expect(panel[attribute: "style"]?.contains("border-radius:var(--lv-csr,0px)") == true)
        // Outside any container shape the variable is unset: square corners.
        let square = try marked(page, "square-panel")
        #expect(square[attribute: "style"]?.contains("border-radius:var(--lv-csr,0px)") == true)
        try page.button("Add 100 steps").click()
        #expect(page.hasText("6300"))
        #expect(page.failures.isEmpty)
    }

    @Test func aShapeWithoutKnownCornersLeavesThemSquare() throws {
        struct Page: View {
            var body: some View {
                Text("x").background(.blue, in: ContainerRelativeShape()).containerShape(Circle().inset(by: 2))
                    .accessibilityIdentifier("x")
            }
        }
        let page = TestSession { Page() }
        #expect(!page.page.allElements().contains { ($0[attribute: "style"] ?? "").contains("--lv-csr:") })
    }
}
