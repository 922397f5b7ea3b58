import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// Layout adjustments, redaction, GeometryReader and position: one small view per API.
@MainActor @Suite struct StylingLayoutTests {
    /// The `style` attribute of the element marked `id`.
    func style(_ page: TestSession, _ id: String = "v") throws -> String {
        try page.element(identifier: id).attribute("style") ?? ""
    }

    func node(_ page: TestSession, _ id: String) throws -> Element? {
        page.page.find(id: try page.element(identifier: id).id)
    }

    func classes(_ page: TestSession, _ id: String = "v") throws -> [Substring] {
        (try page.element(identifier: id).attribute("class") ?? "").split(separator: " ")
    }

    // MARK: Layout adjustments

    @Test func layoutAdjustments() throws {
        let page = TestSession {
            HStack {
                Text("z").zIndex(1).accessibilityIdentifier("z")
                Text("z2").zIndex(-0.5).accessibilityIdentifier("z2")
                Text("fixed").fixedSize().accessibilityIdentifier("fixed")
                Color.red.fixedSize(horizontal: true, vertical: false).accessibilityIdentifier("fixed-h")
                Text("first").layoutPriority(1).accessibilityIdentifier("priority")
                Text("last").layoutPriority(-1).accessibilityIdentifier("low")
                Text("gone").hidden().accessibilityIdentifier("hidden")
                Text("shape").contentShape(Rectangle()).accessibilityIdentifier("shape")
                Spacer(minLength: 20)
                Text("ideal").frame(minWidth: 10, idealWidth: 80, maxWidth: 200).accessibilityIdentifier("ideal")
            }
        }
        #expect(try style(page, "z") == "z-index:1000")
        #expect(try style(page, "z2") == "z-index:-500")
        #expect(try classes(page, "fixed") == ["tx", "fx", "fy"])
        #expect(try classes(page, "fixed-h") == ["fill", "ly", "fx"], "no longer expands horizontally")
        #expect(try style(page, "priority") == "flex-shrink:0")
        #expect(try style(page, "low") == "flex-shrink:2")
        #expect(try style(page, "hidden") == "visibility:hidden")
        #expect(try style(page, "shape") == "")
        #expect(page.html.contains("class=\"sp lx\" style=\"min-width:20px\""))
        #expect(try style(page, "ideal") == "min-width:10px;max-width:200px;--lv-iw:80px")
    }

    @Test func positionPlacesTheCenterInTheParentsSpace() throws {
        let page = TestSession {
            Text("dot").accessibilityIdentifier("v").position(x: 30, y: 12.5)
        }
        #expect(try style(page) == "position:absolute;left:30px;top:12.5px;translate:-50% -50%")
        #expect(page.html.contains("class=\"zs ps lx ly\""))
    }

    @Test func negativePaddingIsANegativeMargin() throws {
        let page = TestSession {
            VStack {
                Text("up").padding(.bottom, -20).accessibilityIdentifier("v")
                Text("mixed").padding(EdgeInsets(top: 4, leading: -8, bottom: 0, trailing: 0)).accessibilityIdentifier("mixed")
            }
        }
        #expect(try style(page) == "margin:0px 0px -20px 0px")
        #expect(try style(page, "mixed") == "padding:4px 0px 0px 0px;margin:0px 0px 0px -8px")
    }

    // MARK: Redaction

    @Test func placeholderRedactionKeepsIdsAndMarksTheRegionBusy() throws {
        struct Feed: View {
            @State var loading = true
            var body: some View {
                VStack {
                    Text("Headline")
                    Button("Done") { loading = false }.unredacted()
                }
                .redacted(reason: loading ? .placeholder : [])
                .accessibilityIdentifier("v")
            }
        }
        let page = TestSession { Feed() }
        let before = try page.element(identifier: "v").id
        #expect(try classes(page).contains("rd"))
        #expect(try page.element(identifier: "v").attribute("aria-busy") == "true")
        #expect(page.html.contains("class=\"bt ur\""))
        #expect(page.hasText("Headline"), "the text stays, with its layout; CSS draws it as a block")
        try page.button("Done").click()
        #expect(try !classes(page).contains("rd"))
        #expect(try page.element(identifier: "v").attribute("aria-busy") == nil)
        #expect(try page.element(identifier: "v").id == before, "the subtree keeps its identity (and state)")
    }

    // MARK: GeometryReader

    @Test func geometryReaderReportsTheWindowOrAFixedFrame() throws {
        struct Sizes: View {
            var body: some View {
                VStack {
                    GeometryReader { proxy in
                        Text("window \(Int(proxy.size.width))x\(Int(proxy.size.height))")
                    }
                    GeometryReader { proxy in
                        Text("framed \(Int(proxy.size.width))x\(Int(proxy.size.height)) at \(Int(proxy.frame(in: .global).minX))")
                    }
                    .frame(width: 200, height: 100)
                }
            }
        }
        let page = TestSession { Sizes() }
        #expect(page.hasText("window 390x844"))
        #expect(page.hasText("framed 200x100 at 0"))
        page.session.setViewport(Viewport(width: 1024, height: 768))
        page.advance(by: 0)
        #expect(page.hasText("window 1024x768"), "\(page.visibleText)")
        #expect(page.html.contains("class=\"zs lx ly\" style=\"justify-items:start;align-items:start\""))
    }
}
