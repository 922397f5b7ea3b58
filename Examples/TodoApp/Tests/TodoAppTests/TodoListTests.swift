import LiveTesting
import Testing

@testable import TodoApp

/// The app driven like a user would, in-process: every event and patch goes
/// through LiveUI's wire format, and the page is rebuilt from patches.
@MainActor @Suite struct TodoListTests {
    @Test func returnAddsATodoAndClearsTheField() throws {
        let page = TestSession { TodoList() }
        let field = try page.textField("New todo")
        try field.type("Buy milk")
        try field.submit()
        #expect(page.hasText("Buy milk"))
        #expect(field.value == "")
        #expect(try page.element(identifier: "remaining").text == "1 item left")
        // A blank title adds nothing.
        try field.type("   ")
        try field.submit()
        #expect(try page.element(identifier: "remaining").text == "1 item left")
    }

    @Test func eachRowsButtonsActOnThatRow() throws {
        let page = TestSession { TodoList(store: TodoStore(["Milk", "Eggs", "Bread"])) }
        #expect(try page.buttons("Delete").count == 3)
        try page.within(text: "Eggs").button("Mark Eggs as done").click()
        #expect(try page.element(identifier: "remaining").text == "2 items left")
        #expect(try page.within(text: "Eggs").button("Mark Eggs as not done").text.contains("Done"))
        try page.within(text: "Milk").button("Delete").click()
        #expect(!page.hasText("Milk"))
        #expect(page.hasText("Eggs") && page.hasText("Bread"))
        #expect(try page.element(identifier: "remaining").text == "1 item left")
    }

    @Test func theDetailScreenEditsNotesAndTogglesAndBackKeepsThem() throws {
        let page = TestSession { TodoList(store: TodoStore(["Milk", "Eggs"])) }
        try page.link("Eggs").click()
        #expect(page.url == "/eggs")
        #expect(page.title == "Eggs")
        #expect(try page.element(identifier: "status").text == "Not done yet")
        try page.textField("Notes").type("a dozen")
        try page.button("Mark as done").click()
        #expect(try page.element(identifier: "status").text == "Done")
        try page.back()
        #expect(page.url == "/")
        #expect(try page.element(identifier: "remaining").text == "1 item left")
        try page.link("Eggs").click()
        #expect(try page.textField("Notes").value == "a dozen")
    }
}
