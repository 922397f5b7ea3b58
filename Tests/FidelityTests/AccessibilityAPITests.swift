import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// SwiftUI's accessibility modifiers (issue #17 item 4), each on the HTML a
/// screen reader reads and, where they act, driven like a user.
@MainActor @Suite struct AccessibilityAPITests {
    @Test func labelsTakeTextKeysAndStringsAndNameControlsGroupsAndPlainText() throws {
        struct Screen: View {
            let dynamic = "Volume"
            var body: some View {
                VStack {
                    Button("x") {}.accessibilityLabel(Text("Close"))
                    Text("42").accessibilityLabel("**Answer**").accessibilityIdentifier("answer")
                    Slider(value: .constant(0.5)).accessibilityLabel(dynamic)
                    HStack {
                        Button("-") {}
                        Button("+") {}
                    }
                    .accessibilityLabel("Quantity")
                    .accessibilityIdentifier("quantity")
                }
            }
        }
        let page = TestSession { Screen() }
        #expect(try page.button("Close").attribute("aria-label") == "Close")
        // Markdown in a literal label is read as its plain text.
        let answer = try page.element(identifier: "answer")
        #expect(answer.accessibilityLabel == "Answer")
        #expect(answer.attribute("aria-label") == nil)  // ARIA names no generic span
        #expect(try page.element(label: "Answer").id == answer.id)
        #expect(page.html.contains(#"<span id="\#(answer.id).h0" aria-hidden="true">42</span>"#))
        #expect(page.html.contains(#"<span id="\#(answer.id).ax" class="vh">Answer</span>"#))
        #expect(try page.element(label: "Volume").attribute("type") == "range")
        let group = try page.element(identifier: "quantity")
        #expect(group.attribute("role") == "group")
        #expect(group.accessibilityLabel == "Quantity")
        try page.within(label: "Quantity").button("+").click()
    }

    @Test func valueAndHintAreReadAfterTheLabelInVoiceOversOrderWhicheverComesFirst() throws {
        struct Screen: View {
            var body: some View {
                VStack {
                    Text("Wi-Fi").accessibilityValue("On").accessibilityHint("Opens settings").accessibilityIdentifier("a")
                    Text("Wi-Fi").accessibilityHint("Opens settings").accessibilityValue("On").accessibilityIdentifier("b")
                    Slider(value: .constant(3), in: 0...10).accessibilityValue(Text("3 of 10")).accessibilityIdentifier("c")
                    ProgressView(value: 0.25).accessibilityValue("A quarter").accessibilityIdentifier("d")
                    Button("Join") {}.accessibilityHint("Adds you to the list").accessibilityValue("Free")
                }
            }
        }
        let page = TestSession { Screen() }
        // Plain text reads them from a hidden span after what it shows (no reader reads a generic element's description).
        let a = try page.element(identifier: "a")
        #expect(a.accessibilityDescription == "On. Opens settings" && a.attribute("aria-description") == nil)
        #expect(page.html.contains(#"<span id="\#(a.id).ad" class="vh">On. Opens settings</span>"#))
        #expect(try page.element(identifier: "b").accessibilityDescription == "On. Opens settings")
        let button = try page.button("Join")
        #expect(button.attribute("aria-description") == "Free. Adds you to the list")
        #expect(try page.element(identifier: "c").attribute("aria-valuetext") == "3 of 10")
        #expect(try page.element(identifier: "c").attribute("aria-description") == nil)
        // A progress view is a box around its bar: the bar takes the value.
        #expect(page.html.contains(#"<progress id="\#(try page.element(identifier: "d").id).p""#))
        #expect(try page.find(PageQuery("the bar") { $0.tag == "progress" }).attribute("aria-valuetext") == "A quarter")
    }

    @Test func hiddenViewsAreHiddenFromScreenReadersOnlyAndCanComeBack() throws {
        struct Screen: View {
            @State var hidden = true
            var body: some View {
                VStack {
                    Image(systemName: "star").accessibilityHidden(hidden).accessibilityIdentifier("star")
                    Button("Show") { hidden = false }
                }
            }
        }
        let page = TestSession { Screen() }
        #expect(try page.element(identifier: "star").attribute("aria-hidden") == "true")
        try page.button("Show").click()
        #expect(try page.element(identifier: "star").attribute("aria-hidden") == nil)
    }

    @Test func elementChildrenIgnoreCombineAndContain() throws {
        struct Screen: View {
            var body: some View {
                VStack {
                    HStack {
                        Text("Alice")
                        Text("3 unread")
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityIdentifier("combined")
                    HStack {
                        Text("★★★")
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Three stars")
                    .accessibilityIdentifier("ignored")
                    HStack {
                        Text("Name")
                        Button("Edit") {}
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityIdentifier("controls")
                    VStack {
                        Text("A")
                        Text("B")
                    }
                    .accessibilityElement(children: .contain)
                    .accessibilityIdentifier("contained")
                }
            }
        }
        let page = TestSession { Screen() }
        let combined = try page.element(identifier: "combined")
        #expect(combined.accessibilityLabel == "Alice, 3 unread" && combined.attribute("role") == "group")
        #expect(page.html.contains(#"aria-hidden="true">Alice</span>"#))
        let ignored = try page.element(identifier: "ignored")
        #expect(ignored.attribute("aria-label") == "Three stars" && ignored.attribute("role") == "group")
        #expect(page.html.contains(#"aria-hidden="true">★★★</span>"#))
        // Controls are never hidden: the view stays a group with its button reachable.
        let controls = try page.element(identifier: "controls")
        #expect(controls.attribute("role") == "group")
        #expect(!page.html.contains(#"aria-hidden="true">Edit"#))
        #expect(try page.element(identifier: "contained").attribute("role") == "group")
        #expect(page.hasText("A") && page.hasText("B"))
    }

    @Test func traitsMapToRolesStatesAndAKeyboardReachableButton() throws {
        struct Screen: View {
            @State var taps = 0
            @State var on = false
            var body: some View {
                VStack {
                    Text("Tapped \(taps)")
                        .accessibilityAddTraits(.isButton)
                        .accessibilityAction { taps += 1 }
                        .accessibilityIdentifier("button")
                    Text("Section").accessibilityAddTraits(.isHeader).accessibilityIdentifier("header")
                    Text("Deep").accessibilityHeading(.h3).accessibilityIdentifier("h3")
                    Text("Big title").font(.title).accessibilityHeading(.h1).accessibilityIdentifier("title")
                    Text("Not a heading").font(.title).accessibilityRemoveTraits(.isHeader).accessibilityIdentifier("plain")
                    Text("Home").accessibilityAddTraits(.isSelected).accessibilityIdentifier("current")
                    Text("Bold")
                        .accessibilityAddTraits(on ? [.isToggle, .isSelected] : .isToggle)
                        .accessibilityAction { on.toggle() }
                        .accessibilityIdentifier("toggle")
                    Text("Docs").accessibilityAddTraits(.isLink).accessibilityIdentifier("link")
                    Text("🌅").accessibilityLabel("Sunrise").accessibilityAddTraits(.isImage).accessibilityIdentifier("image")
                    Text("12:00").accessibilityAddTraits(.updatesFrequently).accessibilityIdentifier("clock")
                    VStack { Text("Sure?") }.accessibilityAddTraits(.isModal).accessibilityLabel("Confirm").accessibilityIdentifier("modal")
                    Text("Static").accessibilityAddTraits([.isStaticText, .playsSound, .isKeyboardKey]).accessibilityIdentifier("static")
                }
            }
        }
        let page = TestSession { Screen() }
        let button = try page.element(identifier: "button")
        #expect(button.attribute("role") == "button")
        #expect(button.attribute("tabindex") == "0")
        #expect(button.attribute("data-lv-tap") == "1")  // Return and Space click it (40-gestures.js)
        try button.click()
        #expect(try page.element(identifier: "button").text == "Tapped 1")
        let header = try page.element(identifier: "header")
        #expect(header.attribute("role") == "heading" && header.attribute("aria-level") == "2")
        #expect(try page.element(identifier: "h3").attribute("aria-level") == "3")
        let title = try page.element(identifier: "title")
        #expect(title.attribute("role") == nil && title.attribute("aria-level") == "1")
        #expect(page.html.contains(#"<h2 id="\#(title.id)""#))
        #expect(try page.element(identifier: "plain").attribute("role") == "none")
        #expect(try page.element(identifier: "current").attribute("aria-current") == "true")
        let toggle = try page.element(identifier: "toggle")
        #expect(toggle.attribute("role") == "button" && toggle.attribute("aria-pressed") == "false")
        try toggle.click()
        #expect(try page.element(identifier: "toggle").attribute("aria-pressed") == "true")
        #expect(try page.element(identifier: "link").attribute("role") == "link")
        let image = try page.element(identifier: "image")
        #expect(image.attribute("role") == "img" && image.accessibilityLabel == "Sunrise")
        #expect(try page.element(identifier: "clock").attribute("aria-live") == "polite")
        let modal = try page.element(identifier: "modal")
        #expect(modal.attribute("role") == "dialog" && modal.attribute("aria-modal") == "true")
        #expect(modal.accessibilityLabel == "Confirm")
        let plain = try page.element(identifier: "static")
        #expect(plain.attribute("role") == nil && plain.attribute("aria-live") == nil)
    }

    @Test func sortPriorityReordersTheDocumentAndKeepsWhereEachIsDrawn() throws {
        struct Screen: View {
            @State var first = false
            var body: some View {
                VStack {
                    Text("Photo").accessibilityIdentifier("photo")
                    Text("Caption").accessibilitySortPriority(first ? 3 : 0).accessibilityIdentifier("caption")
                    Text("Title").accessibilitySortPriority(2).accessibilityIdentifier("title")
                    Button("Promote caption") { first = true }
                }
                .accessibilityElement(children: .contain)
                .accessibilityIdentifier("card")
            }
        }
        let page = TestSession { Screen() }
        let ids = { try page.element(identifier: "card").childIDs }
        let photo = try page.element(identifier: "photo").id
        let caption = try page.element(identifier: "caption").id
        let title = try page.element(identifier: "title").id
        #expect(try ids().prefix(3) == [title, photo, caption][...])
        // Drawn where the code put them: CSS order is the written position.
        #expect(try page.element(identifier: "title").attribute("style") == "order:2")
        #expect(try page.element(identifier: "photo").attribute("style") == "order:0")
        try page.button("Promote caption").click()
        #expect(try ids().prefix(3) == [caption, title, photo][...])
    }

    @Test func namedActionsAreButtonsYouCanTabToAndEscapeRunsTheEscapeAction() throws {
        struct Screen: View {
            @State var count = 0
            @State var showsBanner = true
            var body: some View {
                VStack {
                    Text("Count \(count)")
                        .accessibilityAction(named: "Increment") { count += 1 }
                        .accessibilityAction(named: Text("Reset")) { count = 0 }
                        .accessibilityIdentifier("counter")
                    if showsBanner {
                        VStack {
                            Text("Update available")
                            Button("Later") {}
                        }
                        .accessibilityAction(.escape) { showsBanner = false }
                        .accessibilityIdentifier("banner")
                    }
                }
            }
        }
        let page = TestSession { Screen() }
        try page.button("Increment").click()
        try page.button("Increment").click()
        #expect(page.hasText("Count 2"))
        #expect(try page.button("Increment").attribute("class") == "lv-axa")
        try page.button("Reset").click()
        #expect(page.hasText("Count 0"))
        let banner = try page.element(identifier: "banner")
        #expect(banner.attribute("data-lv-escape") != nil)
        #expect(try page.button("Later").pressEscape())
        #expect(!page.hasText("Update available"))
    }

    @Test func liveRegionsAndTheDefaultForErrorMessages() throws {
        struct Screen: View {
            @State var items = ["Rent"]
            var body: some View {
                VStack {
                    Text("Saved").accessibilityLiveRegion(.polite).accessibilityIdentifier("polite")
                    Text("Offline").accessibilityLiveRegion(.assertive).accessibilityIdentifier("assertive")
                    Text("Name is required").foregroundColor(.red).accessibilityIdentifier("error")
                    Text("Quiet error").foregroundColor(.red).accessibilityLiveRegion(.off).accessibilityIdentifier("off")
                    Text("Fine").foregroundColor(.green).accessibilityIdentifier("green")
                    List(items, id: \.self) { item in
                        Text("-$1,200").foregroundColor(.red).accessibilityIdentifier(item)
                    }
                }
            }
        }
        let page = TestSession { Screen() }
        let polite = try page.element(identifier: "polite")
        #expect(polite.attribute("role") == "status" && polite.attribute("aria-live") == "polite")
        let assertive = try page.element(identifier: "assertive")
        #expect(assertive.attribute("role") == "alert" && assertive.attribute("aria-live") == "assertive")
        #expect(try page.element(identifier: "error").attribute("role") == "status")
        #expect(try page.element(identifier: "off").attribute("role") == nil)
        #expect(try page.element(identifier: "off").attribute("aria-live") == "off")
        #expect(try page.element(identifier: "green").attribute("role") == nil)
        #expect(try page.element(identifier: "Rent").attribute("role") == nil)
    }

    @Test func aChangingLiveRegionIsPatchedInsideTheSameElement() throws {
        struct Clock: View {
            @State var seconds = 0
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            var body: some View {
                VStack {
                    Text("Elapsed \(seconds) s").accessibilityAddTraits(.updatesFrequently).accessibilityIdentifier("elapsed")
                }
                .onReceive(timer) { _ in seconds += 1 }
            }
        }
        let page = TestSession { Clock() }
        let region = try page.element(identifier: "elapsed").id
        let before = page.patches.count
        page.advance(by: 2)
        #expect(try page.element(identifier: "elapsed").text == "Elapsed 2 s")
        let ops = page.patches.dropFirst(before).flatMap(\.ops)
        #expect(!ops.isEmpty)
        for op in ops {
            switch op {
            case .replace(let id, _), .remove(let id): #expect(id != region, "the region itself was replaced")
            default: break
            }
        }
        #expect(ops.contains { if case .setText(let id, _) = $0 { return id == region } else { return false } })
    }

    @available(*, deprecated, message: "tests the iOS 13 spellings")
    struct OldSpellings: View {
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        var body: some View {
            VStack {
                Button("x") {}.accessibility(label: Text("Close")).accessibility(hint: Text("Closes the card"))
                Text("Title").accessibility(addTraits: .isHeader).accessibility(identifier: "title")
                Text("Deco").accessibility(hidden: true).accessibility(identifier: "deco")
                Text(reduceMotion ? "Still" : "Moving")
            }
        }
    }

    @available(*, deprecated, message: "tests the iOS 13 spellings")
    @Test func theIOS13SpellingsAndTheSettingsAppsRead() throws {
        let page = TestSession { OldSpellings() }
        #expect(try page.button("Close").attribute("aria-description") == "Closes the card")
        #expect(try page.element(identifier: "title").attribute("role") == "heading")
        #expect(try page.element(identifier: "deco").attribute("aria-hidden") == "true")
        #expect(page.hasText("Moving"))
    }
}
