import LiveHTML
import LiveTesting
import LiveUI
import Testing

/// The styling modifiers and shape styles, each lowered to the CSS the
/// browser tests then check computed: one small view per API.
@MainActor @Suite struct StylingModifierTests {
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

    // MARK: Shape styles

    @Test func colorsAndHierarchicalStylesAsForegroundStyles() throws {
        let page = TestSession {
            VStack {
                Text("red").foregroundStyle(.red).accessibilityIdentifier("red")
                Text("secondary").foregroundStyle(.secondary).accessibilityIdentifier("secondary")
                Text("tertiary").foregroundStyle(.tertiary).accessibilityIdentifier("tertiary")
                Text("quaternary").foregroundStyle(.quaternary).accessibilityIdentifier("quaternary")
                Text("primary").foregroundStyle(.primary).accessibilityIdentifier("primary")
                Text("tint").foregroundStyle(.tint).accessibilityIdentifier("tint")
                Text("inner wins").foregroundStyle(.blue).foregroundStyle(.red).accessibilityIdentifier("inner")
            }
        }
        #expect(try style(page, "red") == "color:rgb(255,59,48)")
        #expect(try style(page, "secondary") == "color:var(--lv-fg2,var(--lv-2))")
        #expect(try style(page, "tertiary") == "color:var(--lv-fg3,var(--lv-3))")
        #expect(try style(page, "quaternary") == "color:var(--lv-4)")
        #expect(try style(page, "primary") == "color:currentColor")
        #expect(try style(page, "tint") == "color:var(--lv-tint)")
        #expect(try style(page, "inner") == "color:rgb(0,122,255)")
    }

    @Test func twoAndThreeLevelForegroundStylesNameTheLowerLevels() throws {
        let page = TestSession {
            VStack {
                Text("a")
                Text("b").foregroundStyle(.secondary)
            }
            .foregroundStyle(.blue, .orange)
            .accessibilityIdentifier("v")
        }
        #expect(try style(page) == "color:rgb(0,122,255);--lv-fg2:rgb(255,149,0)")
        let three = TestSession { Text("x").foregroundStyle(.red, .green, .gray).accessibilityIdentifier("v") }
        #expect(try style(three) == "color:rgb(255,59,48);--lv-fg2:rgb(52,199,89);--lv-fg3:rgb(142,142,147)")
    }

    @Test func shapesFillAndStrokeWithStyles() throws {
        let page = TestSession {
            VStack {
                Circle().fill(.blue).accessibilityIdentifier("blue")
                Rectangle().fill(.secondary).accessibilityIdentifier("secondary")
                Capsule().stroke(.red, lineWidth: 2).accessibilityIdentifier("stroke")
            }
        }
        #expect(try style(page, "blue").contains("background:rgb(0,122,255)"))
        #expect(try style(page, "secondary") == "background:var(--lv-fg2,var(--lv-2))")
        #expect(try style(page, "stroke").contains("border:2px solid rgb(255,59,48)"))
    }

    @Test func strokesDashesAndGradientOutlines() throws {
        let page = TestSession {
            VStack {
                Circle().strokeBorder(Color.red, lineWidth: 3).accessibilityIdentifier("border")
                RoundedRectangle(cornerRadius: 6).stroke(style: StrokeStyle(lineWidth: 2, dash: [4, 2])).accessibilityIdentifier("dash")
                Circle().stroke(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), lineWidth: 4)
                    .accessibilityIdentifier("gradient")
            }
        }
        #expect(try style(page, "border") == "border-radius:50%;border:3px solid rgb(255,59,48)")
        #expect(try style(page, "dash") == "border-radius:6px;border:2px dashed currentColor")
        #expect(
            try style(page, "gradient")
                == "border-radius:50%;border:4px solid transparent;"
                + "background:linear-gradient(rgb(255,59,48) 0%,rgb(0,122,255) 100%) border-box;"
                + "mask:linear-gradient(#000 0 0) padding-box exclude,linear-gradient(#000 0 0)")
    }

    @Test func materialsBlurWhatIsBehind() throws {
        let page = TestSession {
            VStack {
                Text("a").background(.ultraThinMaterial).accessibilityIdentifier("thin")
                Text("b").background(.regularMaterial, in: Capsule()).accessibilityIdentifier("capsule")
                Text("c").blendMode(.multiply).compositingGroup().drawingGroup().accessibilityIdentifier("blend")
            }
        }
        #expect(try style(page, "thin") == "background:var(--lv-m1);backdrop-filter:blur(8px)")
        #expect(try style(page, "capsule") == "background:var(--lv-m3);border-radius:9999px;backdrop-filter:blur(20px)")
        #expect(try style(page, "blend") == "mix-blend-mode:multiply")
    }

    @Test func colorsFromColorSpacesAndHSB() throws {
        #expect(Color(red: 1, green: 0.5, blue: 0).description == "#FF8000FF")
        #expect(Color(.sRGB, red: 1, green: 0.5, blue: 0).description == "#FF8000FF")
        #expect(Color(.sRGBLinear, white: 0.5).description == "#BCBCBCFF", "linear 0.5 is sRGB 0.735")
        #expect(Color(white: 0.5).description == "#808080FF")
        #expect(Color(hue: 0, saturation: 1, brightness: 1).description == "#FF0000FF")
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).description == "#00FF00FF")
        #expect(Color(hue: 0.5, saturation: 0.5, brightness: 1, opacity: 0.5).description == "#80FFFF80")
        #expect(Color(hue: 1, saturation: 1, brightness: 1).description == "#FF0000FF", "hue wraps around")
    }

    @Test func aShadowedOrClippedFillStaysALayer() throws {
        let page = TestSession {
            VStack {
                Text("card").padding().background(RoundedRectangle(cornerRadius: 12).fill(.white).shadow(radius: 4))
                    .accessibilityIdentifier("shadowed")
                Text("plain").background(RoundedRectangle(cornerRadius: 12).fill(.white)).accessibilityIdentifier("plain")
            }
        }
        let shadowed = try node(page, "shadowed")
        #expect(shadowed?.children.count == 2, "the shadow belongs to the shape behind, not to the text")
        #expect(page.html.contains("filter:drop-shadow(rgba(0,0,0,0.33) 0px 0px 4px)"))
        #expect(try style(page, "plain") == "background:rgb(255,255,255);border-radius:12px")
    }

    // MARK: Gradients

    @Test(arguments: [
        (UnitPoint.top, UnitPoint.bottom, "linear-gradient(rgb(255,59,48) 0%,rgb(0,122,255) 100%)"),
        (.leading, .trailing, "linear-gradient(to right,rgb(255,59,48) 0%,rgb(0,122,255) 100%)"),
        (.bottom, .top, "linear-gradient(to top,rgb(255,59,48) 0%,rgb(0,122,255) 100%)"),
        (.topLeading, .bottomTrailing, "linear-gradient(to bottom right,rgb(255,59,48) 0%,rgb(0,122,255) 100%)"),
        (.bottomLeading, .topTrailing, "linear-gradient(to top right,rgb(255,59,48) 0%,rgb(0,122,255) 100%)"),
        // Not between opposite sides: the angle and projected ends in a square box.
        (.top, .bottomTrailing, "linear-gradient(153.43deg,rgb(255,59,48) 16.67%,rgb(0,122,255) 100%)"),
        (.top, .center, "linear-gradient(180deg,rgb(255,59,48) 0%,rgb(0,122,255) 50%)"),
        (UnitPoint(x: 0, y: 0.5), UnitPoint(x: 0.5, y: 0.5), "linear-gradient(90deg,rgb(255,59,48) 0%,rgb(0,122,255) 50%)"),
    ])
    func linearGradientDirections(_ start: UnitPoint, _ end: UnitPoint, _ css: String) throws {
        let page = TestSession {
            LinearGradient(colors: [.red, .blue], startPoint: start, endPoint: end).accessibilityIdentifier("v")
        }
        #expect(try style(page) == "background:" + css)
        #expect(try classes(page) == ["fill", "lx", "ly"], "a gradient view fills its space, like Color")
    }

    @Test func gradientFormsAndStops() throws {
        let stops = Gradient(stops: [.init(color: .white, location: 0.2), .init(color: .black, location: 0.9)])
        let page = TestSession {
            VStack {
                LinearGradient(gradient: stops, startPoint: .top, endPoint: .bottom).accessibilityIdentifier("stops")
                Rectangle().fill(.linearGradient(colors: [.red, .green, .blue], startPoint: .leading, endPoint: .trailing))
                    .accessibilityIdentifier("fill")
                RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 10, endRadius: 110)
                    .accessibilityIdentifier("radial")
                RadialGradient(colors: [.yellow, .orange], center: .topLeading, startRadius: 0, endRadius: 50)
                    .accessibilityIdentifier("radial-corner")
                AngularGradient(colors: [.red, .blue], center: .center).accessibilityIdentifier("angular")
                AngularGradient(
                    gradient: Gradient(colors: [.red, .blue]), center: .center, startAngle: .degrees(0), endAngle: .degrees(180)
                )
                .accessibilityIdentifier("half")
                Circle().fill(Color.blue.gradient).accessibilityIdentifier("any")
            }
        }
        #expect(try style(page, "stops") == "background:linear-gradient(rgb(255,255,255) 20%,rgb(0,0,0) 90%)")
        #expect(
            try style(page, "fill").hasPrefix(
                "background:linear-gradient(to right,rgb(255,59,48) 0%,rgb(52,199,89) 50%,rgb(0,122,255) 100%)"))
        #expect(try style(page, "radial") == "background:radial-gradient(circle,rgb(255,204,0) 10px,rgb(255,149,0) 110px)")
        #expect(try style(page, "radial-corner") == "background:radial-gradient(circle at 0% 0%,rgb(255,204,0) 0px,rgb(255,149,0) 50px)")
        #expect(try style(page, "angular") == "background:conic-gradient(from 90deg,rgb(255,59,48) 0deg,rgb(0,122,255) 360deg)")
        #expect(try style(page, "half") == "background:conic-gradient(from 90deg,rgb(255,59,48) 0deg,rgb(0,122,255) 180deg)")
        #expect(try style(page, "any").contains("background:linear-gradient(rgb(38,142,255) 0%,rgb(0,112,235) 100%)"))
    }

    @Test func gradientsAsBackgroundsAndTextForegrounds() throws {
        let gradient = LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing)
        let page = TestSession {
            VStack {
                Text("Back").padding().background(gradient).accessibilityIdentifier("background")
                Text("Fore").foregroundStyle(gradient).accessibilityIdentifier("text")
                gradient.mask(Text("Masked").font(.largeTitle)).accessibilityIdentifier("masked")
                Circle().foregroundStyle(gradient).accessibilityIdentifier("shape")
            }
        }
        let css = "linear-gradient(to right,rgb(255,45,85) 0%,rgb(175,82,222) 100%)"
        #expect(try style(page, "background") == "padding:16px;background:" + css)
        #expect(try style(page, "text") == "background:\(css);-webkit-background-clip:text;background-clip:text;color:transparent")
        #expect(try page.element(identifier: "masked").text == "Masked")
        #expect(try style(page, "masked").contains("background-clip:text"))
        #expect(try style(page, "shape") == "background:\(css);border-radius:50%")
    }

    // MARK: Effects

    @Test func shadowsAndBlurAreFilters() throws {
        let page = TestSession {
            VStack {
                Text("a").shadow(radius: 5).accessibilityIdentifier("default")
                Text("b").shadow(color: .blue, radius: 3, x: 2, y: -4).accessibilityIdentifier("colored")
                Text("c").blur(radius: 4).accessibilityIdentifier("blur")
                Text("d").blur(radius: 2).shadow(radius: 1).grayscale(1).accessibilityIdentifier("chain")
            }
        }
        #expect(try style(page, "default") == "filter:drop-shadow(rgba(0,0,0,0.33) 0px 0px 5px)")
        #expect(try style(page, "colored") == "filter:drop-shadow(rgb(0,122,255) 2px -4px 3px)")
        #expect(try style(page, "blur") == "filter:blur(4px)")
        #expect(try style(page, "chain") == "filter:blur(2px) drop-shadow(rgba(0,0,0,0.33) 0px 0px 1px) grayscale(1)")
    }

    @Test func aShadowAfterAClipIsOutsideTheClip() throws {
        let page = TestSession { Color.red.frame(width: 50, height: 50).clipShape(Circle()).shadow(radius: 4).accessibilityIdentifier("v") }
        let outer = try page.element(identifier: "v")
        #expect(outer.attribute("style") == "filter:drop-shadow(rgba(0,0,0,0.33) 0px 0px 4px)")
        #expect(page.html.contains("clip-path:circle()"))
        #expect(!(outer.attribute("style") ?? "").contains("clip-path"), "CSS clips after filtering: the clip is on an inner element")
    }

    @Test func rotationsAndAnchoredScales() throws {
        let page = TestSession {
            VStack {
                Text("a").rotationEffect(.degrees(45)).accessibilityIdentifier("deg")
                Text("b").rotationEffect(.radians(.pi / 2), anchor: .topLeading).accessibilityIdentifier("rad")
                Text("c").rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)).accessibilityIdentifier("3d")
                Text("d").scaleEffect(2, anchor: .bottomTrailing).accessibilityIdentifier("scale")
                Text("e").offset(x: 10).rotationEffect(Angle(degrees: -15)).accessibilityIdentifier("composed")
            }
        }
        #expect(try style(page, "deg") == "transform:rotate(45deg)")
        #expect(try style(page, "rad") == "transform:rotate(90deg);transform-origin:0% 0%")
        #expect(try style(page, "3d") == "transform:perspective(400px) rotate3d(0,1,0,30deg)")
        #expect(try style(page, "scale") == "transform:scale(2.0);transform-origin:100% 100%")
        #expect(try style(page, "composed") == "transform:rotate(-15deg)", "a second transform wraps the first")
        #expect(page.html.contains("transform:translate(10px,0px)"))
        #expect(Angle.degrees(180).radians == .pi)
        #expect(Angle(radians: .pi / 4).degrees == 45)
    }

    @Test(arguments: [
        ("circle", "clip-path:circle()"), ("capsule", "clip-path:inset(0 round 9999px)"),
        ("rounded", "clip-path:inset(0 round 8px)"), ("rect", "clip-path:inset(0 round 12px)"),
        ("rectangle", "clip-path:inset(0)"), ("ellipse", "clip-path:ellipse()"), ("clipped", "clip-path:inset(0)"),
        ("mask", "clip-path:circle()"),
    ])
    func clipShapes(_ kind: String, _ css: String) throws {
        let page = TestSession {
            Group {
                switch kind {
                case "circle": Color.red.clipShape(Circle())
                case "capsule": Color.red.clipShape(Capsule())
                case "rounded": Color.red.clipShape(RoundedRectangle(cornerRadius: 8))
                case "rect": Color.red.clipShape(.rect(cornerRadius: 12))
                case "rectangle": Color.red.clipShape(Rectangle())
                case "ellipse": Color.red.clipShape(.ellipse)
                case "clipped": Color.red.clipped()
                default: Color.red.mask(Circle())
                }
            }
            .accessibilityIdentifier("v")
        }
        #expect(try style(page) == "background:rgb(255,59,48);" + css)
    }

    @Test func gradientMasksAndUnsupportedMasks() throws {
        let page = TestSession {
            Color.blue.mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)).accessibilityIdentifier("v")
        }
        #expect(try style(page) == "background:rgb(0,122,255);mask:linear-gradient(rgb(0,0,0) 0%,rgba(0,0,0,0.0) 100%)")
        let odd = TestSession { Text("a").mask(Text("b")) }
        let warnings = odd.session.takeDiagnostics().map(\.message)
        #expect(warnings.contains { $0.contains("mask(Text) cannot be drawn") }, "\(warnings)")
        #expect(odd.hasText("a"), "the content is still shown")
    }

    @Test func bordersAreOutlinesInsideTheFrame() throws {
        let page = TestSession {
            VStack {
                Text("a").border(Color.red).accessibilityIdentifier("default")
                Text("b").border(.blue, width: 3).accessibilityIdentifier("wide")
                Button("c") {}.border(Color.green).accessibilityIdentifier("button")
                Text("d").border(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), width: 2)
                    .accessibilityIdentifier("gradient")
            }
        }
        #expect(try style(page, "default") == "outline:1px solid rgb(255,59,48);outline-offset:-1px")
        #expect(try style(page, "wide") == "outline:3px solid rgb(0,122,255);outline-offset:-3px")
        #expect(try node(page, "button")?.tag != "button", "a control keeps its focus outline: wrapped")
        #expect(try node(page, "gradient")?.children.count == 2)
        #expect(page.html.contains("class=\"bo\" style=\"border:2px solid transparent;border-image:linear-gradient("))
    }

    // MARK: Tint, backgrounds in shapes, overlays

    @Test func tintAndAccentColorSetTheAccentVariable() throws {
        let page = TestSession {
            VStack {
                Button("a") {}.tint(.red).accessibilityIdentifier("tint")
                Button("b") {}.accentColor(.green).accessibilityIdentifier("accent")
                Button("c") {}.tint(Color.orange.gradient).accessibilityIdentifier("style")
                Button("d") {}.tint(nil).accessibilityIdentifier("none")
            }
        }
        #expect(try style(page, "tint") == "--lv-tint:rgb(255,59,48)")
        #expect(try style(page, "accent") == "--lv-tint:rgb(52,199,89)")
        #expect(try style(page, "style") == "--lv-tint:rgb(255,165,38)")
        #expect(try style(page, "none") == "")
        let styled = TestSession {
            Text("x").background(in: Capsule()).padding().backgroundStyle(.yellow).accessibilityIdentifier("v")
        }
        #expect(try style(styled) == "padding:16px;--lv-bg:rgb(255,204,0)")
        #expect(styled.html.contains("background:var(--lv-bg);border-radius:9999px"))
    }

    @Test func backgroundsInShapesAndStyleBackgrounds() throws {
        let page = TestSession {
            VStack {
                Text("a").padding(8).background(.blue, in: RoundedRectangle(cornerRadius: 8)).accessibilityIdentifier("rounded")
                Text("b").background(.yellow, in: Capsule()).accessibilityIdentifier("capsule")
                Text("c").background(.red).accessibilityIdentifier("style")
                Text("d").background(in: .rect(cornerRadius: 4)).accessibilityIdentifier("default")
                Text("e").background { Color.green }.accessibilityIdentifier("builder")
                Text("f").overlay(.red.opacity(0.5), in: Circle()).accessibilityIdentifier("overlay")
            }
        }
        #expect(try style(page, "rounded") == "padding:8px;background:rgb(0,122,255);border-radius:8px")
        #expect(try style(page, "capsule") == "background:rgb(255,204,0);border-radius:9999px")
        #expect(try style(page, "style") == "background:rgb(255,59,48)")
        #expect(try style(page, "default") == "background:var(--lv-bg);border-radius:4px")
        #expect(try style(page, "builder") == "background:rgb(52,199,89)")
        let overlay = try node(page, "overlay")
        #expect(overlay?.children.count == 2, "the overlay is a layer in front")
    }

    @Test func overlayAlignmentPlacesTheLayer() throws {
        let page = TestSession {
            Color.gray.frame(width: 100, height: 60)
                .overlay(alignment: .bottomTrailing) { Text("9").padding(4) }
                .accessibilityIdentifier("v")
        }
        #expect(try style(page) == "justify-items:end;align-items:end")
        #expect(page.hasText("9"))
    }
}
