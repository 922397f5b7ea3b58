import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// The controls sample apps driven in-process: every value goes through the
/// wire as the browser sends it (a checkbox's state, an option index, a
/// slider's number, ISO date text) and comes back as patches.
@MainActor @Suite struct ControlsTests {
    func app(_ name: String) throws -> TestSession {
        let path = "/fidelity/controls/" + name
        let app = try #require(FidelityApps.controls.first { $0.path == path })
        return TestSession(path: path, route: path) { app.makeRoot() }
    }

    // MARK: Toggle

    @Test func switchesRoundTrip() throws {
        let page = try app("settings")
        let notifications = try page.toggle("Notifications")
        #expect(notifications.isOn)
        #expect(page.html.contains(#"role="switch""#))
        try notifications.toggle()
        #expect(!notifications.isOn)
        #expect(page.hasText("Notifications off, dark mode off"))
        #expect(page.html.contains("--lv-tint:rgb(175,82,222)"))
        try page.toggle("Dark Mode").toggle()
        #expect(page.hasText("Notifications off, dark mode on"))
        try notifications.toggle()
        #expect(page.hasText("Notifications on, dark mode on"))
        #expect(page.failures.isEmpty)
    }

    @Test func checkboxStyleAndDisabled() throws {
        let page = try app("settings")
        let cellular = try page.toggle("Sync over cellular")
        #expect(cellular.attribute("class") == "tg cb")
        try cellular.toggle()
        #expect(page.hasText("Cellular sync on"))
        try page.toggle("Notifications").toggle()
        // Disabled below `.disabled(true)`: the checkbox is disabled and its events refused.
        #expect(page.html.contains("disabled"))
        #expect(throws: TestError.self) { try cellular.toggle() }
        #expect(page.hasText("Cellular sync on"))
    }

    @Test func customToggleStyleGetsABindingToIsOn() throws {
        let page = try app("settings")
        try page.button("☐Auto-save").click()
        #expect(page.hasText("auto-save on"))
        try page.button("☑Auto-save").click()
        #expect(page.hasText("auto-save off"))
    }

    @Test func buttonStyleToggleIsPressedState() throws {
        struct Bold: View {
            @State var bold = false
            var body: some View {
                VStack {
                    Toggle("Bold", isOn: $bold).toggleStyle(.button)
                    Text(bold ? "bold" : "regular")
                }
            }
        }
        let page = TestSession { Bold() }
        let toggle = try page.toggle("Bold")
        #expect(toggle.attribute("aria-pressed") == "false")
        try toggle.toggle()
        #expect(toggle.attribute("aria-pressed") == "true")
        #expect(page.hasText("bold"))
    }

    // MARK: Picker

    @Test func menuPickerOverForEachIdsRoundTripsAnIndex() throws {
        let page = try app("settings")
        let picker = try page.picker("Sort by")
        #expect(picker.options == ["Name", "Date Added", "Size"])
        #expect(picker.selectedOption == "Date Added")
        try picker.select("Size")
        #expect(picker.selectedOption == "Size")
        #expect(page.hasText("Sorted by Size"))
        // The page only knows indices: no Swift value or tag appears in the HTML.
        #expect(!page.html.contains("data-lv-tag"))
        #expect(page.html.contains(#"<option id="#))
        // A stale or forged index is ignored.
        try picker.enter("99")
        #expect(page.hasText("Sorted by Size"))
    }

    @Test func segmentedPickerWithIntTagsFromForEachSelf() throws {
        let page = try app("tip-calculator")
        let picker = try page.picker("Tip percentage")
        #expect(picker.attribute("class") == "pk seg")
        #expect(picker.options == ["10%", "15%", "20%", "25%", "0%"])
        #expect(picker.selectedOption == "20%")
        #expect(page.hasText("Amount per person: $60.00"))
        try picker.select("15%")
        #expect(page.hasText("Amount per person: $57.50"))
        #expect(picker.selectedOption == "15%")
    }

    @Test func inlinePickerWithStringTags() throws {
        let page = try app("photo-card")
        let picker = try page.picker("Flavor")
        #expect(picker.attribute("class") == "pk rl")
        try picker.select("Chocolate")
        #expect(page.hasText("Favorite: Chocolate"))
    }

    struct OptionalFlavor: View {
        @State var flavor: String? = nil
        @State var count = 1
        var body: some View {
            VStack {
                Picker("Flavor", selection: $flavor) {
                    Text("None").tag(String?.none)
                    Text("Mint").tag(Optional("mint"))
                    Text("Plum").tag("plum")
                }
                Text("Chose \(flavor ?? "nothing")")
                Button("Reset") { flavor = nil }
                Picker("Count", selection: $count) {
                    Text("One").tag(1)
                    Text("Two").tag(2)
                }
                Button("Make it seven") { count = 7 }
            }
        }
    }

    @Test func optionalSelectionAndServerSideChanges() throws {
        let page = TestSession { OptionalFlavor() }
        let picker = try page.picker("Flavor")
        #expect(picker.selectedOption == "None")
        try picker.select("Plum")
        #expect(page.hasText("Chose plum"))
        try picker.select("Mint")
        #expect(page.hasText("Chose mint"))
        // The server changes the selection: the patch moves `selected` (liveui.js sets the property).
        try page.button("Reset").click()
        #expect(picker.selectedOption == "None")
        #expect(page.patches.last?.ops.contains { if case .setAttribute(_, "selected", _) = $0 { true } else { false } } == true)
        // A selection no option has: nothing is chosen, as in SwiftUI.
        try page.button("Make it seven").click()
        #expect(try page.picker("Count").selectedOption == nil)
        #expect(page.failures.isEmpty)
    }

    @Test func forEachIdsOfAnotherTypeThanTheSelectionSelectNothingAsInSwiftUI() throws {
        struct Fruit: Identifiable {
            let id: Int
            let name: String
        }
        struct Fruits: View {
            @State var choice = "Apple"
            let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
            var body: some View {
                VStack {
                    Picker("By id", selection: $choice) {
                        ForEach(fruits) { Text($0.name) }
                    }
                    Picker("By tag", selection: $choice) {
                        ForEach(fruits) { Text($0.name).tag($0.name) }
                    }
                    Text("Fruit \(choice)")
                }
            }
        }
        let page = TestSession { Fruits() }
        #expect(try page.picker("By id").selectedOption == nil)
        #expect(try page.picker("By tag").selectedOption == "Apple")
        try page.picker("By id").select("Pear")
        #expect(page.hasText("Fruit Apple"))
        try page.picker("By tag").select("Pear")
        #expect(page.hasText("Fruit Pear"))
    }

    // MARK: Stepper

    @Test func stepperStepsAndStopsAtTheBounds() throws {
        let page = try app("settings")
        try page.stepper("Font size: 14").increment()
        #expect(page.hasText("Font size: 16"))
        try page.stepper("Font size: 16").increment()
        try page.stepper("Font size: 18").increment()
        let top = try page.stepper("Font size: 20")
        #expect(top.isDisabled("Increment"))
        #expect(!top.isDisabled("Decrement"))
        #expect(throws: TestError.self) { try top.increment() }
        for _ in 0..<5 { try page.stepper(page.visibleText.contains("Font size: 10") ? "Font size: 10" : currentSize(page)).decrement() }
        let bottom = try page.stepper("Font size: 10")
        #expect(bottom.isDisabled("Decrement"))
        #expect(page.hasText("10 pt"))
    }

    func currentSize(_ page: TestSession) -> String {
        for n in stride(from: 10, through: 20, by: 2) where page.hasText("Font size: \(n)") { return "Font size: \(n)" }
        return "?"
    }

    @Test func stepperWithIncrementAndDecrementClosuresAndEditingChanges() throws {
        struct Counter: View {
            @State var value = 0
            @State var log: [String] = []
            var body: some View {
                VStack {
                    Stepper("Value \(value)", onIncrement: { value += 5 }, onDecrement: { value -= 1 }) { editing in
                        log.append(editing ? "begin" : "end")
                    }
                    Text(log.joined(separator: ","))
                }
            }
        }
        let page = TestSession { Counter() }
        try page.stepper("Value 0").increment()
        try page.stepper("Value 5").decrement()
        #expect(page.hasText("Value 4"))
        #expect(page.hasText("begin,end,begin,end"))
        #expect(try page.stepper("Value 4").isDisabled("Decrement") == false)
    }

    // MARK: Slider

    @Test func sliderSnapsClampsAndReportsEditing() throws {
        let page = try app("tip-calculator")
        let slider = try page.slider("Extra tip")
        #expect(slider.attribute("min") == "0" && slider.attribute("max") == "20" && slider.attribute("step") == "1")
        try slider.enter("3.4")
        #expect(page.hasText("Extra tip: $3 (adjusting)"))
        try slider.slide(to: 5, through: [4])
        #expect(page.hasText("Extra tip: $5"))
        #expect(!page.hasText("(adjusting)"))
        #expect(slider.value == "5")
        try slider.slide(to: 50)
        #expect(page.hasText("Extra tip: $20"))
        // The server clamped the value: the page's input is told (a value op).
        #expect(slider.value == "20")
        #expect(page.hasText("$20") && page.hasText("$0"))
    }

    // MARK: DatePicker

    @Test func datePickersRoundTripISOTextInUTC() throws {
        let page = try app("flight-booker")
        let departure = try page.datePicker("Departure")
        #expect(departure.inputValue == "2027-01-01")
        #expect(page.html.contains(#"type="date""#) && page.html.contains(#"type="time""#))
        let returnPicker = try page.datePicker("Return")
        #expect(page.html.contains("disabled"))
        #expect(throws: TestError.self) { try returnPicker.enter("2027-03-09") }
        try page.picker("Flight").select("Return flight")
        try departure.enter("2027-03-05")
        #expect(returnPicker.attribute("class") == "dp lx")
        #expect(page.page.allElements().contains { $0[attribute: "type"] == "date" && $0[attribute: "min"] == "2027-03-05" })
        // Before the range's start: clamped to it.
        try returnPicker.enter("2027-03-01")
        #expect(returnPicker.inputValue == "2027-03-05")
        try returnPicker.enter("2027-03-12")
        try page.button("Book").click()
        #expect(page.hasText("Booked: Return 2027-03-05 00:00 – 2027-03-12 00:00"))
        // A time picker keeps the day; a half-typed value ("") changes nothing.
        let boarding = try page.datePicker("Boarding")
        try boarding.enter("14:30")
        #expect(page.hasText("Boarding at 2027-01-01 14:30"))
        try boarding.enter("")
        #expect(page.hasText("Boarding at 2027-01-01 14:30"))
        // Text that is no date (the browser sends none such, a forged event might) changes nothing.
        try departure.enter("2027-02-30")
        try page.button("Book").click()
        #expect(page.hasText("Booked: Return 2027-03-05 00:00 – 2027-03-12 00:00"))
    }

    // MARK: ColorPicker

    @Test func colorPickerRoundTripsHex() throws {
        let page = try app("settings")
        let picker = try page.colorPicker("Accent color")
        #expect(picker.inputValue == "#007aff")
        try picker.enter("#ff8000")
        #expect(page.hasText("accent #FF8000FF"))
        try picker.enter("red")
        #expect(page.hasText("accent #FF8000FF"))
    }

    // MARK: ProgressView, Button(role:)

    @Test func progressViewsAndADestructiveButton() throws {
        let page = try app("download")
        let bar = try page.progress("Downloading")
        #expect(bar.attribute("class") == "pv lx")
        #expect(bar.inputValue == "0")
        #expect(page.html.contains(#"max="100""#))
        try page.button("Connect").click()
        let spinner = try page.progress("Connecting…")
        #expect(spinner.attribute("class") == "pv pi")
        for _ in 0..<4 { try page.button("Download 25%").click() }
        #expect(bar.inputValue == "100")
        #expect(page.hasText("100%") && page.hasText("Download complete"))
        #expect(try page.button("Download 25%").isDisabled)
        let cancel = try page.button("Cancel")
        #expect(cancel.attribute("class") == "bt rd")
        try cancel.click()
        #expect(bar.inputValue == "0" && page.hasText("Download cancelled"))
        let unlabeled = TestSession { ProgressView(value: 0.5) }
        #expect(try unlabeled.progress("Progress").attribute("value") == "0.5")
        #expect(try TestSession { ProgressView() }.progress("Loading").attribute("value") == nil)
    }

    // MARK: onTapGesture

    @Test func singleAndDoubleTaps() throws {
        let page = try app("photo-card")
        // Two tap gestures on one view: nested elements, the single tap outside, the double inside.
        let card = try page.find(
            PageQuery("the photo card") { e in
                e[attribute: "data-lv-tap"] == "1" && e.allElements().contains { $0[attribute: "data-lv-tap"] == "2" }
            })
        // The outer one is a group (a button may hold no other control), still a tab stop; the inner one a button.
        #expect(card.attribute("role") == "group" && card.attribute("tabindex") == "0")
        #expect(page.page.find(id: card.id)?.allElements().first { $0[attribute: "data-lv-tap"] == "2" }?[attribute: "role"] == "button")
        try card.click()
        #expect(page.hasText("Selected"))
        try card.doubleClick()
        try card.doubleClick()
        #expect(page.hasText("♥ 2"))
        #expect(page.hasText("Selected"))
        try page.tappable("Tap me").click()
        #expect(page.hasText("No likes yet"))
        // A view with only a single-tap action refuses a double click.
        #expect(throws: TestError.self) { try page.tappable("Tap me").doubleClick() }
    }

    @Test func aTapGestureOnAButtonTakesItsTapAndADisabledViewTakesNone() throws {
        struct Taps: View {
            @State var taps = 0
            @State var off = true
            var body: some View {
                VStack {
                    Button("Inner") { taps += 10 }.onTapGesture { taps += 1 }
                    Text("Off").onTapGesture { taps += 100 }.disabled(off)
                    Text("Taps \(taps)")
                }
            }
        }
        let page = TestSession { Taps() }
        // As in SwiftUI, a tap gesture on a button takes the tap: its action runs instead of the button's.
        try page.button("Inner").click()
        #expect(page.hasText("Taps 1"))
        #expect(throws: TestError.self) { try page.tappable("Off").click() }
    }
}
