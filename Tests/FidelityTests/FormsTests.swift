import FidelityApps
import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// Form, Section, LabeledContent, TextEditor and the text input traits, driven in-process.
@MainActor @Suite struct FormsTests {
    func signUp() -> TestSession { TestSession { FidelityApps.forms.first { $0.path == "/fidelity/forms/signup" }!.makeRoot() } }

    @Test func aFormIsAFormThatNeverSubmitsWithFieldsetsNamedByTheirHeaders() throws {
        let page = signUp()
        let form = try #require(page.page.allElements().first { $0.tag == "form" })
        #expect(form[attribute: "method"] == "dialog")
        let legends = page.page.allElements().filter { $0.tag == "legend" }.map { $0.textContent }
        #expect(legends == ["Account", "Password", "About you"])
        #expect(page.page.allElements().filter { $0.tag == "fieldset" }.count == 4)
        // A footer describes its section.
        let password = try #require(page.page.allElements().first { $0.tag == "fieldset" && $0.textContent.contains("Use 8 or more") })
        let footerID = try #require(password[attribute: "aria-describedby"])
        #expect(password.find(id: footerID)?.textContent == "Use 8 or more characters.")
        // Sections are the scopes tests (and screen readers) group fields by.
        _ = try page.within(text: "Account").textField("Username")
        _ = try page.within(text: "Password").textField("Confirm password")
    }

    @Test func validationMessagesFollowTheInputAndTheButtonWaitsForValidInput() throws {
        let page = signUp()
        #expect(try page.button("Create Account").isDisabled)
        try page.textField("Username").type("al")
        #expect(page.hasText("Username must be at least 3 characters"))
        try page.textField("Username").type("ice")
        #expect(!page.hasText("Username must be at least 3 characters"))
        try page.textField("Email").type("alice-at-example")
        #expect(page.hasText("Enter a valid email address"))
        try page.textField("Email").setValue("alice@example.com")
        try page.textField("Password").type("secret")
        #expect(page.hasText("Password must be at least 8 characters"))
        try page.textField("Password").type("-enough")
        try page.textField("Confirm password").type("secret-enoug")
        #expect(page.hasText("Passwords do not match"))
        #expect(try page.button("Create Account").isDisabled)
        try page.textField("Confirm password").type("h")
        #expect(page.hasText("Use 8 or more characters."))
        #expect(!(try page.button("Create Account").isDisabled))
        try page.button("Create Account").click()
        #expect(page.hasText("Welcome, alice!"))
        #expect(page.hasText("We sent a confirmation to alice@example.com."))
        #expect(page.failures.isEmpty)
    }

    @Test func looseRowsOfAFormAreGroupedAndSectionsOutsideFormsAreLabelledSections() throws {
        struct Loose: View {
            @State var name = ""
            var body: some View {
                VStack {
                    Form {
                        TextField("Name", text: $name)
                        Text("Hello \(name)")
                        Section("Named") { Text("Inside") }
                        Text("After")
                    }
                    Section {
                        Text("Row")
                    } header: {
                        Text("Standalone")
                    } footer: {
                        Text("Small print")
                    }
                }
            }
        }
        let page = TestSession { Loose() }
        let form = try #require(page.page.allElements().first { $0.tag == "form" })
        let groups = form.children.compactMap { node -> Element? in if case .element(let e) = node { e } else { nil } }
        #expect(groups.map(\.tag) == ["div", "fieldset", "div"])
        #expect(groups[0].allElements().filter { $0.hasClassToken("fs-row") }.count == 2)
        let section = try #require(page.page.allElements().first { $0.tag == "section" })
        let heading = try #require(section.find(id: section[attribute: "aria-labelledby"] ?? ""))
        #expect(heading[attribute: "role"] == "heading")
        #expect(heading.textContent == "Standalone")
        try page.textField("Name").type("Bo")
        #expect(page.hasText("Hello Bo"))
    }

    @Test func labeledContentShowsALabelAndAValueOrLabelsItsField() throws {
        struct Rows: View {
            @State var name = "Ann"
            var body: some View {
                Form {
                    LabeledContent("Version", value: "1.2")
                    LabeledContent("Price", value: 9.5, format: .currency(code: "USD"))
                    LabeledContent("Name") { TextField("", text: $name) }
                    LabeledContent {
                        Text(name.uppercased())
                    } label: {
                        Label("Shout", systemImage: "star")
                    }
                }
            }
        }
        let page = TestSession { Rows() }
        #expect(try page.within(text: "Version").hasText("1.2"))
        #expect(page.hasText("$9.50"))
        let label = try #require(page.page.allElements().first { $0.tag == "label" })
        let field = try #require(page.page.allElements().first { $0.tag == "input" })
        #expect(label[attribute: "for"] == field.id)
        #expect(label.textContent == "Name")
        try page.element(id: field.id).setValue("Bea")
        #expect(page.hasText("BEA"))
    }

    @Test func textInputTraitsBecomeKeyboardAndAutofillAttributes() throws {
        struct Fields: View {
            @State var a = ""
            var body: some View {
                VStack {
                    TextField("Email", text: $a).keyboardType(.emailAddress).textContentType(.emailAddress)
                        .textInputAutocapitalization(.never).autocorrectionDisabled().submitLabel(.next)
                    TextField("Phone", text: $a).keyboardType(.phonePad).textContentType(.telephoneNumber)
                    TextField("Amount", text: $a).keyboardType(.decimalPad)
                    TextField("Code", text: $a).keyboardType(.numberPad).textContentType(.oneTimeCode)
                    SecureField("New password", text: $a).textContentType(.newPassword)
                    VStack {
                        TextField("Inner", text: $a).autocapitalization(.words)
                        TextEditor(text: $a).accessibilityLabel("Notes").submitLabel(.send)
                    }
                    .autocapitalization(.allCharacters)
                    .disableAutocorrection(false)
                }
                .submitLabel(.done)
            }
        }
        let page = TestSession { Fields() }
        let email = try page.textField("Email")
        #expect(email.attribute("inputmode") == "email")
        #expect(email.attribute("type") == "text")
        #expect(email.attribute("autocomplete") == "email")
        #expect(email.attribute("autocapitalize") == "none")
        #expect(email.attribute("spellcheck") == "false")
        #expect(email.attribute("autocorrect") == "off")
        #expect(email.attribute("enterkeyhint") == "next")
        let phone = try page.textField("Phone")
        #expect(phone.attribute("type") == "tel")
        #expect(phone.attribute("inputmode") == "tel")
        #expect(phone.attribute("autocomplete") == "tel")
        #expect(phone.attribute("enterkeyhint") == "done")
        #expect(try page.textField("Amount").attribute("inputmode") == "decimal")
        #expect(try page.textField("Code").attribute("inputmode") == "numeric")
        #expect(try page.textField("Code").attribute("autocomplete") == "one-time-code")
        #expect(try page.textField("New password").attribute("autocomplete") == "new-password")
        #expect(try page.textField("Inner").attribute("autocapitalize") == "words")
        let notes = try page.textField("Notes")
        #expect(notes.attribute("autocapitalize") == "characters")
        #expect(notes.attribute("spellcheck") == "true")
        #expect(notes.attribute("enterkeyhint") == nil)
        #expect(try page.textField("Email").attribute("placeholder") == "Email")
    }

    @Test func aTextEditorIsATextareaWhoseLinesRoundTrip() throws {
        let page = TestSession { FidelityApps.forms.first { $0.path == "/fidelity/forms/notes" }!.makeRoot() }
        let note = try page.textField("Note")
        #expect(page.page.find(id: note.id)?.tag == "textarea")
        try note.type("Buy milk\nand eggs")
        #expect(try page.element(identifier: "count").text == "4 words")
        // Return in a text editor is a line break, never a submit: no handler runs.
        #expect(note.value == "Buy milk\nand eggs")
        try page.textField("Title").type("Shopping")
        try page.button("Save").click()
        #expect(page.hasText("Shopping"))
        #expect(note.value == "")
        #expect(try page.button("Save").isDisabled)
        #expect(page.failures.isEmpty)
    }

    @Test func sectionsInAListAreLabelledSectionsOfRows() throws {
        let page = TestSession { FidelityApps.forms.first { $0.path == "/fidelity/forms/groceries" }!.makeRoot() }
        let sections = page.page.allElements().filter { $0.tag == "section" && $0.hasClassToken("fs") }
        #expect(sections.count == 3)
        #expect(try page.within(text: "Produce").hasText("Carrots"))
        #expect(try page.within(text: "Dairy").hasText("1 items"))
        try page.textField("New item").type("Cheese")
        try page.textField("New item").submit()
        #expect(try page.within(text: "Dairy").hasText("Cheese"))
        #expect(try page.within(text: "Dairy").hasText("2 items"))
        #expect(page.failures.isEmpty)
    }

    @Test func everyFormsAppHasUniqueElementIDs() throws {
        for app in FidelityApps.forms {
            let page = TestSession(path: app.path, route: app.path) { app.makeRoot() }
            let ids = page.page.allElements().map(\.id).filter { !$0.isEmpty }
            #expect(Set(ids).count == ids.count, "\(app.path): \(ids.filter { id in ids.filter { $0 == id }.count > 1 })")
        }
    }

    @Test func verticalFieldsLabelClosuresAndTextCase() throws {
        struct Fields: View {
            @State var bio = ""
            @State var name = ""
            @State var secret = ""
            var body: some View {
                Form {
                    Section {
                        TextField("Bio", text: $bio, axis: .vertical)
                        TextField(text: $name, prompt: Text("Required")) { Text("Name") }
                        SecureField(text: $secret, prompt: Text("Secret")) { Text("PIN") }
                        Text("\(bio.count) \(name) \(secret.count)")
                    } header: {
                        Text("Mixed Case").textCase(nil)
                    }
                }
                .scrollDismissesKeyboard(.interactively)
            }
        }
        let page = TestSession { Fields() }
        let bio = try page.textField("Bio")
        #expect(page.page.find(id: bio.id)?.tag == "textarea")
        try bio.type("a\nb")
        let name = try page.textField("Name")
        #expect(name.attribute("placeholder") == "Required")
        try name.type("Al")
        try page.textField("PIN").type("1234")
        #expect(page.hasText("3 Al 4"))
        let header = try #require(page.page.allElements().first { $0.tag == "legend" })
        #expect(header.allElements().contains { $0[attribute: "style"] == "text-transform:none" })
        #expect(page.failures.isEmpty)
    }

    @Test func aTextareaCarriesItsValueAsContentInHTML() throws {
        let e = Element("textarea", id: "t", attributes: [Attribute("class", "te"), Attribute("value", "\nfirst <b>&\nsecond")])
        let html = HTMLRenderer.html(e)
        #expect(html == "<textarea id=\"t\" class=\"te\">\n\nfirst &lt;b&gt;&amp;\nsecond</textarea>")
        #expect(try HTMLParser.parseElement(html) == e)
    }
}

extension Element {
    func hasClassToken(_ name: String) -> Bool {
        (self[attribute: "class"] ?? "").split(separator: " ").contains { $0 == name }
    }
}
