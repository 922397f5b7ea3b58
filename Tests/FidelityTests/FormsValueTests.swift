import FidelityApps
import LiveTesting
import LiveUI
import Testing

/// TextField(_:value:format:): text is a draft; the value commits on Return
/// or blur, and only when the text parses.
@MainActor @Suite struct FormsValueTests {
    func app(_ path: String) -> TestSession {
        TestSession { FidelityApps.forms.first { $0.path == "/fidelity/forms/" + path }!.makeRoot() }
    }

    @Test func numbersCommitOnReturnAndAreReformatted() throws {
        let page = app("converter")
        let km = try page.textField("Kilometers")
        #expect(km.value == "5")
        #expect(try page.element(identifier: "miles").text == "3.11")
        try km.setValue("")
        try km.type("1234.5")
        // Typing alone changes no value.
        #expect(try page.element(identifier: "miles").text == "3.11")
        try km.submit()
        #expect(try page.element(identifier: "miles").text == "767.08")
        #expect(km.value == "1,234.5")
        #expect(page.failures.isEmpty)
    }

    @Test func invalidTextStaysAndTheValueIsKept() throws {
        let page = app("converter")
        let km = try page.textField("Kilometers")
        try km.setValue("abc")
        try km.submit()
        #expect(km.value == "abc")
        #expect(try page.element(identifier: "miles").text == "3.11")
        // A number followed by other text is not a number (Foundation would read "12" from "12a").
        for text in ["12a", "1.2.3", "x12", "5 km"] {
            try km.setValue(text)
            try km.submit()
            #expect(km.value == text)
            #expect(try page.element(identifier: "miles").text == "3.11")
        }
        // Fixing it commits.
        try km.setValue("10")
        try km.submit()
        #expect(try page.element(identifier: "miles").text == "6.21")
        #expect(km.value == "10")
    }

    /// The draft is part of the page the server holds, as the browser shows it:
    /// patches after it are diffed against what the user sees.
    @Test func theServersPageHoldsTheDraft() throws {
        let page = app("converter")
        let km = try page.textField("Kilometers")
        try km.type("ab")
        #expect(km.value == "5ab")
        #expect(page.session.html.contains("value=\"5ab\""))
        try page.textField("Decimal places").focus()
        #expect(page.session.html.contains("value=\"5ab\""))
        #expect(try page.element(identifier: "miles").text == "3.11")
        #expect(page.failures.isEmpty)
    }

    /// Keystrokes go only to text fields, as in a browser.
    @Test func typingIntoARadioButtonIsRefused() throws {
        let page = TestSession {
            Picker("Size", selection: .constant(1)) {
                Text("S").tag(1)
                Text("L").tag(2)
            }.pickerStyle(.inline)
        }
        let radio = try #require(page.page.allElements().first { $0[attribute: "type"] == "radio" })
        #expect(throws: TestError.notATextField("<input id=\"\(radio.id)\">")) { try page.element(id: radio.id).type("a") }
    }

    @Test func leavingTheFieldCommitsLikeReturn() throws {
        let page = app("converter")
        let km = try page.textField("Kilometers")
        #expect(km.attribute("data-lv-focus") == "")
        try km.setValue("2")
        try page.textField("Decimal places").focus()
        #expect(try page.element(identifier: "miles").text == "1.24")
        try page.textField("Decimal places").setValue("4")
        try km.focus()
        #expect(try page.element(identifier: "miles").text == "1.2427")
    }

    @Test func aValueSetByTheAppReplacesTheDraft() throws {
        let page = app("converter")
        let km = try page.textField("Kilometers")
        try km.setValue("7")
        try page.button("Marathon").click()
        #expect(km.value == "42.195")
        try km.submit()
        #expect(try page.element(identifier: "miles").text == "26.22")
    }

    @Test func currencyAndPercentFieldsParseWithOrWithoutTheirSymbols() throws {
        let page = app("tip")
        let amount = try page.textField("Amount")
        #expect(amount.value == "$0.00")
        try amount.setValue("50")
        try amount.submit()
        #expect(amount.value == "$50.00")
        #expect(page.hasText("$30.00"))
        let tip = try page.textField("Tip percentage")
        #expect(tip.value == "20%")
        try tip.setValue("10%")
        try tip.submit()
        #expect(page.hasText("$27.50"))
        try page.textField("Number of people").setValue("5")
        try page.textField("Number of people").submit()
        #expect(page.hasText("$11.00"))
        try amount.setValue("$1,000.5")
        try amount.submit()
        #expect(amount.value == "$1,000.50")
        #expect(page.hasText("$220.11"))
    }

    @Test func anOptionalValueBecomesNilForTextThatDoesNotParse() throws {
        struct Optional: View {
            @State var age: Int? = 30
            var body: some View {
                VStack {
                    TextField("Age", value: $age, format: .number)
                    Text(age.map { "Age \($0)" } ?? "No age")
                }
            }
        }
        let page = TestSession { Optional() }
        let age = try page.textField("Age")
        try age.setValue("31")
        try age.submit()
        #expect(page.hasText("Age 31"))
        try age.setValue("")
        try age.submit()
        #expect(page.hasText("No age"))
        try age.setValue("x")
        try age.submit()
        #expect(page.hasText("No age"))
        #expect(age.value == "x")
    }

    @Test func decimalsAndFloatsUseTheirOwnFormatStyles() throws {
        struct Prices: View {
            @State var price = Decimal(string: "9.99")!
            @State var ratio: Float = 0.5
            var body: some View {
                VStack {
                    TextField("Price", value: $price, format: .currency(code: "EUR"))
                    TextField("Ratio", value: $ratio, format: .percent)
                    Text("\(price) \(ratio)")
                }
            }
        }
        let page = TestSession { Prices() }
        #expect(try page.textField("Price").value == "€9.99")
        #expect(try page.textField("Ratio").value == "50%")
        try page.textField("Price").setValue("12.5")
        try page.textField("Price").submit()
        try page.textField("Ratio").setValue("25")
        try page.textField("Ratio").submit()
        #expect(page.hasText("12.5 0.25"))
        #expect(try page.textField("Price").value == "€12.50")
    }

    @Test func aNumberFormatterWorksToo() throws {
        struct Legacy: View {
            @State var count = 3
            static let formatter: NumberFormatter = {
                let f = NumberFormatter()
                f.numberStyle = .decimal
                f.locale = Locale(identifier: "en_US")
                return f
            }()
            var body: some View {
                VStack {
                    TextField("Count", value: $count, formatter: Self.formatter)
                    Text("Count is \(count)")
                }
            }
        }
        let page = TestSession { Legacy() }
        try page.textField("Count").setValue("1,200")
        try page.textField("Count").submit()
        #expect(page.hasText("Count is 1200"))
        #expect(try page.textField("Count").value == "1,200")
        try page.textField("Count").setValue("many")
        try page.textField("Count").submit()
        #expect(page.hasText("Count is 1200"))
    }
}
