import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `ViewThatFits`, in-process (Tests/FidelityApps/Styling/AdaptiveActionsApp.swift):
/// every candidate is in the page for the browser to measure, the first shown
/// until it has; tests find the shown one's controls.
@MainActor @Suite struct ViewThatFitsTests {
    private func classes(_ page: TestSession, _ identifier: String) throws -> [Substring] {
        let e = try #require(page.page.find(id: page.element(identifier: identifier).id))
        return (e[attribute: "class"] ?? "").split(separator: " ")
    }

    @Test func everyCandidateIsThereTheFirstShown() throws {
        let page = TestSession { AdaptiveActionsApp() }
        #expect(try !classes(page, "row").contains("vtf-off"))
        #expect(try classes(page, "column").contains("vtf-off"))
        #expect(try !classes(page, "long-date").contains("vtf-off"))
        #expect(try classes(page, "short-date").contains("vtf-off"))
        #expect(try classes(page, "tiny-date").contains("vtf-off"))
        let boxes = page.page.allElements().filter { $0[attribute: "data-lv-fits"] != nil }
        #expect(boxes.map { $0[attribute: "data-lv-fits"] } == ["x", "x"], "a height is measured only inside a fixed one")
    }

    /// The same button in two candidates: a test finds the shown one, and it acts.
    @Test func aTestFindsTheShownCandidatesControls() throws {
        let page = TestSession { AdaptiveActionsApp() }
        let follow = try page.button("Follow")
        let row = try #require(page.page.find(id: page.element(identifier: "row").id))
        #expect(row.find(id: follow.id) != nil)
        try follow.click()
        #expect(page.hasText("Follows: 1"))
    }

    @Test func insideAFixedHeightTheHeightIsMeasuredToo() throws {
        let page = TestSession {
            ViewThatFits {
                Text("A")
                Text("B")
            }
            .frame(width: 100, height: 40)
        }
        let box = try #require(page.page.allElements().first { $0[attribute: "data-lv-fits"] != nil })
        #expect(box[attribute: "data-lv-fits"] == "x y:40")
    }
}
