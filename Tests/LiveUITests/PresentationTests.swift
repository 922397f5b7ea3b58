import Foundation
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// Presentation APIs one by one, in-process: when onDismiss runs, item
/// sheets, alert defaults and data, the Alert struct and action sheets, the
/// environment of presented content, navigation inside a sheet.
@MainActor @Suite struct PresentationTests {
    struct Counted: View {
        @State var show = false
        @State var dismissals = 0
        var body: some View {
            VStack {
                Button("Open") { show = true }
                Text("Dismissed \(dismissals)")
            }
            .sheet(isPresented: $show, onDismiss: { dismissals += 1 }) {
                Inner(show: $show)
            }
        }
    }

    struct Inner: View {
        @Binding var show: Bool
        @Environment(\.isPresented) var isPresented
        var body: some View {
            VStack {
                Text(isPresented ? "Presented" : "Not presented")
                Button("Close by binding") { show = false }
            }
        }
    }

    @Test func onDismissRunsWhenTheAppSetsTheBindingAndIsPresentedIsTrueInside() throws {
        let page = TestSession { Counted() }
        #expect(page.hasText("Dismissed 0"))
        try page.button("Open").click()
        #expect(try page.dialog().hasText("Presented"))
        try page.dialog().button("Close by binding").click()
        #expect(page.dialogs.isEmpty)
        #expect(page.hasText("Dismissed 1"))
        // The presenter's own element is unchanged by presenting: no wrapper, no sibling.
        try page.button("Open").click()
        let root = page.page
        #expect(root.children.count == 2)
        #expect(root.children.last?.element?.tag == "dialog")
        #expect(page.failures.isEmpty)
    }

    struct Fruit: Identifiable, Equatable {
        let id: String
    }

    struct Fruits: View {
        @State var fruit: Fruit?
        @State var log: [String] = []
        var body: some View {
            VStack {
                Button("Apple") { fruit = Fruit(id: "apple") }
                Text("Log: \(log.joined(separator: ","))")
            }
            .sheet(item: $fruit, onDismiss: { log.append("dismissed") }) { fruit in
                VStack {
                    Text("Fruit: \(fruit.id)")
                    Button("Pear instead") { self.fruit = Fruit(id: "pear") }
                }
            }
        }
    }

    @Test func anItemSheetShowsItsItemAndAnotherItemReplacesIt() throws {
        let page = TestSession { Fruits() }
        try page.button("Apple").click()
        let first = try page.dialog().element.id
        #expect(try page.dialog().hasText("Fruit: apple"))
        try page.dialog().button("Pear instead").click()
        #expect(page.dialogs.count == 1)
        #expect(try page.dialog().hasText("Fruit: pear"))
        #expect(try page.dialog().element.id != first)
        #expect(page.hasText("Log: dismissed"))
        try page.pressEscape()
        #expect(page.dialogs.isEmpty)
        #expect(page.hasText("Log: dismissed,dismissed"))
        #expect(page.failures.isEmpty)
    }

    struct Alerts: View {
        @State var plain = false
        @State var withData = false
        @State var data: Int?
        @State var said = ""
        var body: some View {
            VStack {
                Button("Plain") { plain = true }
                Button("Data") { withData = true }
                Button("Set data") { data = 7 }
                Text("Said: \(said)")
            }
            .alert("Saved", isPresented: $plain) {}
            .alert("Number", isPresented: $withData, presenting: data) { n in
                Button("Use \(n)") { said = "\(n)" }
            } message: { n in
                Text("The number is \(n).")
            }
        }
    }

    @Test func anAlertWithoutButtonsGetsOKAndPresentingNeedsData() throws {
        let page = TestSession { Alerts() }
        try page.button("Plain").click()
        let alert = try page.dialog("Saved")
        #expect(try alert.button("OK").attribute("autofocus") != nil)
        try alert.button("OK").click()
        #expect(page.dialogs.isEmpty)
        // No data: nothing shows, though the binding is true.
        try page.button("Data").click()
        #expect(page.dialogs.isEmpty)
        try page.button("Set data").click()
        #expect(try page.dialog("Number").hasText("The number is 7."))
        try page.dialog().button("Use 7").click()
        #expect(page.hasText("Said: 7"))
        #expect(page.dialogs.isEmpty)
        #expect(page.failures.isEmpty)
    }

    struct OldStyle: View {
        @State var alert = false
        @State var sheet = false
        @State var choice = "none"
        var body: some View {
            VStack {
                Button("Alert") { alert = true }
                Button("Sheet") { sheet = true }
                Text("Choice: \(choice)")
            }
            .alert(isPresented: $alert) {
                Alert(title: Text("Heads up"))
            }
            .actionSheet(isPresented: $sheet) {
                ActionSheet(
                    title: Text("Share"), message: Text("Pick one"),
                    buttons: [.default(Text("Mail")) { choice = "mail" }, .destructive(Text("Forget")) { choice = "forget" }, .cancel()])
            }
        }
    }

    @Test func theAlertStructAndActionSheets() throws {
        let page = TestSession { OldStyle() }
        try page.button("Alert").click()
        try page.dialog("Heads up").button("OK").click()
        #expect(page.dialogs.isEmpty)
        try page.button("Sheet").click()
        let sheet = try page.dialog("Share")
        #expect(try sheet.element.attribute("data-lv-modal") == "dialog")
        #expect(sheet.hasText("Pick one"))
        #expect(try sheet.button("Forget").attribute("class")?.contains("rd") == true)
        // Its own Cancel: no second one added.
        #expect(try sheet.buttons("Cancel").count == 1)
        try page.pressEscape()
        #expect(page.hasText("Choice: none"))
        try page.button("Sheet").click()
        try page.dialog().button("Mail").click()
        #expect(page.hasText("Choice: mail"))
        #expect(page.failures.isEmpty)
    }

    struct TitledSheet: View {
        @State var show = false
        var body: some View {
            NavigationStack {
                Button("Show") { show = true }
                    .navigationTitle("Home")
                    .sheet(isPresented: $show) {
                        NavigationStack {
                            VStack {
                                NavigationLink("Details") { Text("Detail page") }
                                DismissButton()
                            }
                            .navigationTitle("Sheet")
                        }
                    }
            }
        }
    }

    struct DismissButton: View {
        @Environment(\.dismiss) var dismiss
        @Environment(\.presentationMode) var presentationMode
        var body: some View {
            Button(presentationMode.wrappedValue.isPresented ? "Done" : "Not presented") { dismiss() }
        }
    }

    @Test func aNavigationStackInASheetPushesWithoutTouchingThePagesURLOrTitle() throws {
        let page = TestSession(path: "/home", route: "/home") { TitledSheet() }
        try page.button("Show").click()
        let sheet = try page.dialog()
        #expect(sheet.hasText("Sheet"))
        #expect(page.title == "Home")
        try sheet.link("Details").click()
        #expect(try page.dialog().hasText("Detail page"))
        #expect(page.url == "/home")
        #expect(page.title == "Home")
        #expect(page.session.navigationDepth == 0)
        // Closing and opening again starts at the sheet's root: its state left with it.
        try page.pressEscape()
        try page.button("Show").click()
        #expect(try page.dialog().button("Done").text == "Done")
        try page.dialog().button("Done").click()
        #expect(page.dialogs.isEmpty)
        #expect(page.failures.isEmpty)
    }

    @Test func dismissOutsideAPresentationDoesNothing() throws {
        let page = TestSession { DismissButton() }
        try page.button("Not presented").click()
        #expect(page.hasText("Not presented"))
        #expect(page.errors.isEmpty)
    }

    final class Model: ObservableObject {
        @Published var name = "shared"
    }

    struct Owner: View {
        @StateObject var model = Model()
        @State var show = true
        var body: some View {
            Form {
                Text("Owner")
            }
            .fullScreenCover(isPresented: $show) { Reader() }
            .environmentObject(model)
        }
    }

    struct Reader: View {
        @EnvironmentObject var model: Model
        var body: some View { Text("Model: \(model.name)") }
    }

    @Test func presentedContentInheritsEnvironmentObjectsAndLeavesTheFormItWasPresentedFrom() throws {
        let page = TestSession { Owner() }
        #expect(try page.dialog().hasText("Model: shared"))
        #expect(page.session.problems.isEmpty)
        // The dialog is outside the form, where a <form> or <dialog> could not nest.
        let form = try #require(page.page.allElements().first { $0.tag == "form" })
        #expect(!form.allElements().contains { $0.tag == "dialog" })
    }

    struct Detents: View {
        @State var show = true
        @State var detent = PresentationDetent.large
        var body: some View {
            Text("Page")
                .sheet(isPresented: $show) {
                    Text("Small")
                        .presentationDetents([.height(200), .large], selection: $detent)
                        .presentationDragIndicator(.visible)
                }
        }
    }

    @Test func detentsSizeTheSheetTheSelectionWins() throws {
        let page = TestSession { Detents() }
        // The bound detent is .large: the full sheet, no height of its own.
        #expect(try page.dialog().element.attribute("style") == nil)
        struct Smallest: View {
            var body: some View {
                Text("Page").sheet(isPresented: .constant(true)) {
                    Text("Small").presentationDetents([.large, .height(200), .fraction(0.7)])
                }
            }
        }
        let other = TestSession { Smallest() }
        #expect(try other.dialog().element.attribute("style") == "--lv-h:200px")
    }

    struct ErrorAlert: View {
        struct Failure: LocalizedError {
            var errorDescription: String? { "Could not save" }
        }
        @State var showing = true
        var body: some View {
            Text("Page").alert(isPresented: $showing, error: Failure()) {
                Button("Retry") {}
            }
        }
    }

    @Test func anErrorAlertIsTitledByTheErrorsDescription() throws {
        let page = TestSession { ErrorAlert() }
        #expect(try page.dialog("Could not save").buttons("Retry").count == 1)
    }

    struct HiddenTitle: View {
        @State var show = true
        var body: some View {
            Text("Page").confirmationDialog("Pick a color", isPresented: $show) {
                Button("Red") {}
            }
        }
    }

    @Test func aConfirmationDialogsAutomaticTitleNamesItWithoutShowingIt() throws {
        let page = TestSession { HiddenTitle() }
        let dialog = try page.dialog().element
        #expect(dialog.attribute("aria-label") == "Pick a color")
        #expect(!page.hasText("Pick a color"))
        #expect(try page.dialog().buttons("Cancel").count == 1)
    }

    struct Outer: View {
        @State var show = false
        var body: some View {
            Button("First") { show = true }
                .sheet(isPresented: $show) { Middle() }
        }
    }

    struct Middle: View {
        @State var show = false
        @Environment(\.dismiss) var dismiss
        var body: some View {
            VStack {
                Text("First sheet")
                Button("Second") { show = true }
                Button("Close first") { dismiss() }
            }
            .sheet(isPresented: $show) { DismissButton() }
        }
    }

    @Test func aSheetPresentsASheetAndDismissActsOnTheNearest() throws {
        let page = TestSession { Outer() }
        try page.button("First").click()
        try page.dialog().button("Second").click()
        #expect(page.dialogs.count == 2)
        // The inner one's dismiss closes the inner one only.
        try page.dialog().button("Done").click()
        #expect(page.dialogs.count == 1)
        #expect(try page.dialog().hasText("First sheet"))
        try page.dialog().button("Second").click()
        try page.pressEscape()
        #expect(page.dialogs.count == 1)
        try page.dialog().button("Close first").click()
        #expect(page.dialogs.isEmpty)
        #expect(page.failures.isEmpty)
    }

    struct Pushing: View {
        @State var show = false
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Detail") { DismissButton() }
                    Button("Sheet") { show = true }
                }
                .navigationTitle("Root")
                .sheet(isPresented: $show) {
                    NavigationStack {
                        NavigationLink("Inner detail") { DismissButton() }
                            .navigationTitle("In sheet")
                    }
                }
            }
        }
    }

    @Test func dismissInAPushedViewPopsItAndInsideASheetPopsBeforeClosing() throws {
        let page = TestSession(path: "/p", route: "/p") { Pushing() }
        try page.link("Detail").click()
        #expect(page.url == "/p/detail")
        // A pushed view is presented too (presentationMode.isPresented), and dismiss pops it.
        try page.button("Done").click()
        #expect(page.url == "/p")
        #expect(page.session.navigationDepth == 0)
        try page.button("Sheet").click()
        try page.dialog().link("Inner detail").click()
        try page.dialog().button("Done").click()
        // The nearest presentation was the push inside the sheet: the sheet stays, back at its root.
        #expect(page.dialogs.count == 1)
        #expect(try page.dialog().hasText("In sheet"))
        #expect(try page.dialog().findAll(.button("Done")).isEmpty)
        #expect(page.url == "/p")
        #expect(page.failures.isEmpty)
    }
}
