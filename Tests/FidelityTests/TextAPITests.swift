import Foundation
import LiveTesting
import LiveUI
import Testing

/// Text and Image APIs, one behaviour at a time, through a `TestSession`
/// (so every page is also rebuilt from its wire messages).
@MainActor @Suite struct TextAPITests {
    @Test func literalsAreKeysWithMarkdownButStringValuesAreVerbatim() throws {
        let value = "**stars** stay"
        let page = TestSession {
            VStack {
                Text("A **bold** and *italic* and ~~gone~~ and `code` word")
                Text(value)
                Text(verbatim: "**verbatim**")
                Text(LocalizedStringKey("from a __key__"))
            }
        }
        #expect(try page.text("bold").style("font-weight") == "700")
        #expect(try page.text("italic").style("font-style") == "italic")
        #expect(try page.text("gone").style("text-decoration-line") == "line-through")
        #expect(try page.text("code").tag == "code")
        #expect(try page.text("**stars** stay").tag == "span")
        #expect(try page.text("**verbatim**").tag == "span")
        #expect(try page.text("key").style("font-weight") == "700")
        #expect(try page.text("A ").text == "A bold and italic and gone and code word")
    }

    @Test func markdownEdgeCasesStayText() throws {
        let page = TestSession {
            VStack {
                Text("snake_case_name and 2 * 3 * 4 and \\*escaped\\* and ****")
                Text("***both*** and **nested *inner* text**")
            }
        }
        #expect(page.hasText("snake_case_name and 2 * 3 * 4 and *escaped* and ****"))
        let both = try page.text("both")
        #expect(both.style("font-weight") == "700" && both.style("font-style") == "italic")
        #expect(try page.text("inner").style("font-style") == "italic")
        #expect(try page.text("inner").style("font-weight") == "700")
    }

    @Test func interpolatedValuesAreNotMarkdownButTakeTheStyleAround() throws {
        let name = "*Ada*"
        let page = TestSession { Text("Hello **\(name)**!") }
        #expect(try page.text("*Ada*").style("font-weight") == "700")
    }

    @Test func markdownLinksKeepOnlySafeURLs() throws {
        let page = TestSession {
            VStack {
                Text("[web](https://example.com/a?b=1&c=2) [mail](mailto:a@b.c) [rel](/docs/intro) [bad](javascript:alert(1))")
                Text("[upper](JavaScript:alert(1)) [data](data:text/html,hi) [vb](vbscript:x)")
                Text("[wiki](https://en.wikipedia.org/wiki/Swift_(language)) [spaced](https://a b)")
            }
        }
        #expect(try page.link("wiki").attribute("href") == "https://en.wikipedia.org/wiki/Swift_(language)")
        #expect(page.hasText("[spaced](https://a b)"))
        #expect(try page.link("web").attribute("href") == "https://example.com/a?b=1&c=2")
        #expect(try page.link("mail").attribute("href") == "mailto:a@b.c")
        #expect(try page.link("rel").attribute("href") == "/docs/intro")
        for unsafe in ["bad", "upper", "data", "vb"] {
            #expect(throws: TestError.self) { try page.link(unsafe) }
            #expect(page.hasText(unsafe))
        }
        #expect(!page.html.lowercased().contains("javascript:"))
        #expect(!page.html.contains("data:text"))
        #expect(page.html.contains("href=\"https://example.com/a?b=1&amp;c=2\""))
    }

    @Test func concatenationKeepsEachPartsStyle() throws {
        let page = TestSession {
            (Text("Bold").bold() + Text(" plain ") + Text("Red").foregroundColor(.red).italic())
                .font(.title)
                .foregroundColor(.blue)
        }
        let root = try page.element(id: "r")
        // The font every part shares goes on the whole text, which is then a heading.
        #expect(root.tag == "h2" && root.attribute("class") == "tx f-t1")
        #expect(try page.text("Bold").style("font-weight") == "700")
        #expect(try page.text("Bold").style("color") == "rgb(0,122,255)")
        #expect(try page.text("Red").style("color") == "rgb(255,59,48)")
        #expect(try page.text("Red").style("font-style") == "italic")
        #expect(root.text == "Bold plain Red")
    }

    @Test func textModifiersReturnTextAndRenderAsCSS() throws {
        let t: Text = Text("Styled")
            .fontWeight(.semibold).underline(color: .green).monospacedDigit().kerning(1.5).baselineOffset(3)
            .monospaced()
        let page = TestSession { t }
        let e = try page.text("Styled")
        #expect(e.style("font-weight") == "600")
        #expect(e.style("text-decoration-line") == "underline")
        #expect(e.style("text-decoration-color") == "rgb(52,199,89)")
        #expect(e.style("font-variant-numeric") == "tabular-nums")
        #expect(e.style("letter-spacing") == "1.5px")
        #expect(e.style("vertical-align") == "3px")
        #expect(e.style("font-family") == "ui-monospace,monospace")
    }

    @Test func theInnermostStyleWins() throws {
        let page = TestSession { Text("x").foregroundColor(.red).foregroundColor(.blue) }
        #expect(try page.text("x").style("color") == "rgb(255,59,48)")
    }

    @Test func interpolationWithSpecifierAndFormat() throws {
        let price = 3.14159
        let count = 1234
        let page = TestSession {
            VStack {
                Text("Pi \(price, specifier: "%.2f")")
                Text("Raw \(price)")
                Text("Count \(count)")
                Text("Formatted \(count, format: .number)")
                Text("Total \(price, format: .currency(code: "EUR"))")
            }
        }
        #expect(page.hasText("Pi 3.14"))
        #expect(page.hasText("Raw 3.141590"))  // SwiftUI's %lf for a Double without specifier
        #expect(page.hasText("Count 1234"))
        #expect(page.hasText("Formatted " + count.formatted(.number)))
        #expect(page.hasText("Total " + price.formatted(.currency(code: "EUR"))))
    }

    @Test func formatAndDateStyles() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let soon = Date().addingTimeInterval(2 * 3600 + 23 * 60 + 30)
        let page = TestSession {
            VStack {
                Text(0.256, format: .percent)
                Text(date, format: .dateTime.year())
                Text(date, style: .date)
                Text(soon, style: .relative)
                Text(soon, style: .offset)
                Text(Date().addingTimeInterval(-65), style: .timer)
            }
        }
        #expect(page.hasText(0.256.formatted(.percent)))
        #expect(page.hasText("2023"))
        let long = DateFormatter()
        long.dateStyle = .long
        long.timeStyle = .none
        #expect(page.hasText(long.string(from: date)))
        #expect(page.hasText("2 hours, 23 minutes"))
        #expect(page.hasText("+2 hours"))
        #expect(page.hasText("1:05"))
    }

    @Test func formattersAsInXcodesTemplate() throws {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.timeStyle = .medium
        let timestamp = Date(timeIntervalSince1970: 1_700_000_000)
        let number = NumberFormatter()
        number.numberStyle = .decimal
        let page = TestSession {
            VStack {
                Text("Item at \(timestamp, formatter: formatter)")
                Text(timestamp, formatter: formatter)
                Text(NSNumber(value: 1_234_567), formatter: number)
            }
        }
        #expect(page.hasText("Item at " + formatter.string(from: timestamp)))
        #expect(page.hasText(formatter.string(from: timestamp)))
        #expect(page.hasText(number.string(from: 1_234_567) ?? "?"))
    }

    @Test func viewLevelTextModifiersAndTimers() throws {
        let start = Date(timeIntervalSince1970: 1_000)
        let page = TestSession {
            VStack {
                Text("a")
                Text(timerInterval: start...start.addingTimeInterval(3_725), pauseTime: start)
            }
            .monospaced()
            .underline(color: .red)
            .kerning(2)
        }
        let stack = try page.element(id: "r")
        #expect(stack.style("font-family") == "ui-monospace,monospace")
        #expect(stack.style("text-decoration-line") == "underline")
        #expect(stack.style("text-decoration-color") == "rgb(255,59,48)")
        #expect(stack.style("letter-spacing") == "2px")
        #expect(page.hasText("1:02:05"))
    }

    @Test func attributedStringRuns() throws {
        var title = AttributedString("Hello ")
        title.foregroundColor = .red
        var link = AttributedString("docs")
        link.link = URL(string: "https://example.com/docs")
        link.underlineStyle = .single
        var evil = AttributedString(" evil")
        evil.link = URL(string: "javascript:alert(1)")
        let page = TestSession { Text(title + link + evil) }
        #expect(try page.text("Hello ").style("color") == "rgb(255,59,48)")
        let a = try page.link("docs")
        #expect(a.attribute("href") == "https://example.com/docs")
        #expect(a.style("text-decoration-line") == "underline")
        #expect(!page.html.contains("javascript"))
    }

    @Test func attributedStringFromMarkdown() throws {
        let notes = "Read **this** and `that` at [the site](https://example.com) not [here](javascript:x)"
        let attributed = try AttributedString(markdown: notes)
        let page = TestSession { Text(attributed) }
        #expect(try page.text("this").style("font-weight") == "700")
        #expect(try page.text("that").tag == "code")
        #expect(try page.link("the site").attribute("href") == "https://example.com")
        #expect(!page.html.contains("javascript"))
        #expect(String(attributed.characters) == "Read this and that at the site not here")
    }

    @Test func lineLimitTextCaseAndAlignment() throws {
        let page = TestSession {
            VStack {
                Text("Clamped").lineLimit(2)
                Text("Shout").textCase(.uppercase)
                Text("Centered").multilineTextAlignment(.center)
            }
        }
        let clamped = try page.text("Clamped")
        #expect(clamped.attribute("class")?.contains("lc") == true)
        #expect(clamped.style("-webkit-line-clamp") == "2")
        #expect(try page.text("Shout").style("text-transform") == "uppercase")
        #expect(try page.text("Centered").style("text-align") == "center")
    }

    @Test func symbolImagesAreLabelledSizedAndColored() throws {
        let page = TestSession {
            VStack {
                Image(systemName: "heart.fill").foregroundColor(.pink).font(.largeTitle)
                Image(systemName: "star").imageScale(.large)
                Image(systemName: "bolt").symbolVariant(.fill).accessibilityIdentifier("filled")
                Text("\(Image(systemName: "star.fill")) 4.5")
            }
        }
        let heart = try page.image("Heart")
        #expect(heart.tag == "svg" && heart.attribute("role") == "img")
        #expect(heart.style("color") == "rgb(255,45,85)")
        #expect(heart.attribute("class")?.contains("f-lt") == true)
        #expect(try page.image("Star").style("width") == "1.42em")  // the filled one has an identifier
        // The fill variant is drawn: a filled path (id ending in f).
        #expect(try page.element(identifier: "filled").html.contains("fill-rule"))
        // Inside text, a symbol is decorative and flows with it.
        #expect(page.hasText(" 4.5"))
        #expect(page.html.contains("aria-hidden=\"true\""))
    }

    @Test func unknownSymbolsAndMissingAssetsShowPlaceholdersAndWarn() throws {
        let page = TestSession {
            VStack {
                Image(systemName: "no.such.glyph")
                Image("nowhere")
            }
        }
        let warnings = page.session.takeDiagnostics().map(\.message)
        #expect(warnings.contains { $0.contains("no.such.glyph") })
        #expect(warnings.contains { $0.contains("\"nowhere\"") })
        #expect(page.session.problems.isEmpty)
        #expect(try page.image("nowhere").tag == "svg")
    }

    @Test func assetImagesUseTheServersTable() throws {
        let table = ImageAssetTable(["team-photo": "/assets/team-photo.jpg?v=abc", "logo": "/assets/logo.png?v=1"])
        let page = TestSession(imageAssets: table) {
            VStack {
                Image("team-photo").resizable().scaledToFit().frame(width: 120)
                Image("logo", label: Text("Company logo"))
                Image(decorative: "logo").accessibilityIdentifier("deco")
                Image("logo").resizable().aspectRatio(16 / 9, contentMode: .fill).accessibilityIdentifier("wide")
            }
        }
        let photo = try page.image("team photo")
        #expect(photo.tag == "img" && photo.attribute("src") == "/assets/team-photo.jpg?v=abc")
        #expect(photo.style("object-fit") == "contain")
        #expect(try page.image("Company logo").attribute("src") == "/assets/logo.png?v=1")
        #expect(try page.element(identifier: "deco").attribute("alt") == "")
        let wide = try page.element(identifier: "wide")
        #expect(wide.style("object-fit") == "cover" && wide.style("aspect-ratio") == "1.7778")
        #expect(!page.session.hasDiagnostics)
    }

    @Test func labelFormsAndStyles() throws {
        let page = TestSession {
            VStack {
                Label("Inbox", systemImage: "tray")
                Label {
                    Text("Custom").bold()
                } icon: {
                    Image(systemName: "star")
                }
                Label("Hidden title", systemImage: "bell").labelStyle(.iconOnly)
                Label("Only title", systemImage: "bell").labelStyle(.titleOnly)
            }
        }
        // Icons beside a title are decorative; the title names the label.
        #expect(throws: TestError.self) { try page.image("Tray") }
        #expect(try page.text("Custom").style("font-weight") == "700")
        #expect(try page.text("Hidden title").attribute("class")?.contains("vh") == true)
        #expect(page.hasText("Only title"))
        #expect(page.html.components(separatedBy: "class=\"sy ic\"").count == 4)  // tray, star, bell (iconOnly); not titleOnly
    }
}
