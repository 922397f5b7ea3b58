import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// Every element id on a page is unique: patches address elements by id.
@MainActor @Suite struct IdentityTests {
    struct Counter: View {
        @State var n = 0
        var body: some View {
            VStack {
                HStack { Text("\(n)") }
                ZStack { Button("More") { n += 1 } }
                List { Text("only row") }
            }
        }
    }

    @Test func aContainerWithOneChildDoesNotLendItItsId() throws {
        let page = TestSession { Counter() }
        let ids = page.page.allElements().map(\.id)
        #expect(Set(ids).count == ids.count, "duplicate ids in \(page.html)")
        try page.button("More").click()
        try page.button("More").click()
        #expect(page.hasText("2"))
        let after = page.page.allElements().map(\.id)
        #expect(Set(after).count == after.count)
    }
}
