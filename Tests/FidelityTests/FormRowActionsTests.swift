import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// `ForEach.onDelete` in a `Form`, as a Scrumdinger-style edit screen has it:
/// the attendees' rows can be deleted, with the row action outside edit mode
/// and the leading delete button in it, and the offsets are the data's.
@MainActor @Suite struct FormRowActionsTests {
    struct EditMeeting: View {
        @State private var title = "Design"
        @State private var attendees = ["Ann", "Bo", "Cy"]

        var body: some View {
            NavigationStack {
                Form {
                    Section("Meeting info") {
                        TextField("Title", text: $title)
                    }
                    Section("Attendees") {
                        ForEach(attendees, id: \.self) { name in
                            Text(name)
                        }
                        .onDelete { attendees.remove(atOffsets: $0) }
                    }
                    Text("\(attendees.count) attendees")
                }
                .toolbar { EditButton() }
            }
        }
    }

    @Test func eachAttendeeRowHasADeleteActionThatRemovesThatOne() throws {
        let page = TestSession { EditMeeting() }
        #expect(try page.buttons("Delete").count == 3)
        // The second row's action deletes the second attendee (offset 1 of the data).
        try page.buttons("Delete")[1].click()
        #expect(!page.hasText("Bo"))
        #expect(page.hasText("Ann") && page.hasText("Cy"))
        #expect(page.hasText("2 attendees"))
        #expect(try page.buttons("Delete").count == 2)
        // The other rows of the form are as before: one row each, no action.
        #expect(try page.textField("Title").tag == "input")
        #expect(page.html.components(separatedBy: "fs-row ls-row").count == 3)
    }

    @Test func inEditModeTheRowsHaveLeadingDeleteButtons() throws {
        let page = TestSession { EditMeeting() }
        try page.button("Edit").click()
        let deletes = try page.buttons("Delete")
        #expect(deletes.count == 3)
        #expect(deletes.allSatisfy { $0.attribute("class") == "ls-del" })
        try deletes[0].click()
        #expect(!page.hasText("Ann"))
        #expect(page.hasText("2 attendees"))
    }

    @Test func anItemThatShowsNothingMakesNoRow() throws {
        struct Filtered: View {
            @State private var items = ["a", "b", "c"]
            var body: some View {
                Form {
                    ForEach(items, id: \.self) { item in
                        if item != "b" { Text(item) }
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                }
            }
        }
        let page = TestSession { Filtered() }
        #expect(try page.buttons("Delete").count == 2)
        // The second button is c's, at offset 2 of the data.
        try page.buttons("Delete")[1].click()
        #expect(page.hasText("a") && !page.hasText("c"))
    }
}
