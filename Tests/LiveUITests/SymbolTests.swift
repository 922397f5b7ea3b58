import Foundation
import LiveHTML
import Testing

@testable import LiveUI

/// The built-in symbol set: enough names, well-formed path data inside the
/// 24×24 box, one `<svg>` per name, a distinct placeholder, and docs/symbols.md
/// listing exactly the catalog.
///
/// `LIVEUI_WRITE_SYMBOL_DOCS=1 swift test --filter SymbolTests` rewrites the
/// docs list; `LIVEUI_SYMBOL_PREVIEW=/tmp/icons.html` also writes a page
/// showing every icon (to look at in a browser).
@Suite struct SymbolTests {
    @Test func coversTheCommonNames() {
        #expect(SymbolIcons.names.count >= 150, "\(SymbolIcons.names.count) names")
        for name in [
            "house", "house.fill", "person.crop.circle", "gearshape.fill", "xmark.circle.fill", "checkmark.seal",
            "square.and.arrow.up", "magnifyingglass", "bell.badge", "trash.fill", "chevron.right", "die.face.5",
        ] {
            #expect(SymbolIcons.isKnown(name), "\(name)")
        }
        #expect(!SymbolIcons.isKnown("no.such.symbol"))
        #expect(SymbolIcons.svg(named: "no.such.symbol", id: "x") == nil)
    }

    @Test func noNameIsDefinedTwice() {
        var seen: Set<String> = []
        for (name, _) in SymbolIcons.entries { #expect(seen.insert(name).inserted, "\(name) is defined twice") }
    }

    @Test func everyPathParsesAndStaysInTheBox() throws {
        for (name, glyph) in SymbolIcons.catalog {
            #expect(!glyph.stroke.isEmpty || !glyph.fill.isEmpty, "\(name) draws nothing")
            for d in [glyph.stroke, glyph.fill] where !d.isEmpty {
                let points = try #require(PathSyntax.endpoints(d), "\(name): bad path data \(d)")
                for (x, y) in points {
                    #expect((0.5...23.5).contains(x) && (0.5...23.5).contains(y), "\(name): point \(x),\(y) outside the box")
                }
            }
        }
        #expect(PathSyntax.endpoints(SymbolIcons.placeholderGlyph.stroke) != nil)
    }

    @Test func thePathCheckerRejectsBadData() {
        #expect(PathSyntax.endpoints("M1 2L3 4z") != nil)
        #expect(PathSyntax.endpoints("M1.5.5a2 2 0 014-1h-.5e1Z") != nil)
        #expect(PathSyntax.endpoints("L1 2") == nil)
        #expect(PathSyntax.endpoints("M1 2L3") == nil)
        #expect(PathSyntax.endpoints("M1 2a2 2 0 2 1 3 3") == nil)
        #expect(PathSyntax.endpoints("M1 2X3 4") == nil)
        #expect(PathSyntax.endpoints("M1 2L3 4..5") == nil)
    }

    @Test func everyNameRendersOneSVG() {
        for name in SymbolIcons.names {
            guard let svg = SymbolIcons.svg(named: name, id: "i") else {
                Issue.record("\(name) has no svg")
                continue
            }
            let html = HTMLRenderer.html(svg)
            #expect(svg.tag == "svg" && svg[attribute: "aria-hidden"] == "true" && svg[attribute: "viewBox"] == "0 0 24 24")
            #expect(!svg.children.isEmpty && svg.children.count <= 2, "\(name)")
            #expect(html.components(separatedBy: "<svg").count == 2, "\(name)")
            for case .element(let path) in svg.children { #expect(path.tag == "path" && path.children.isEmpty) }
        }
    }

    @Test func fillVariantsFill() {
        for name in SymbolIcons.names where name.hasSuffix(".fill") {
            #expect(SymbolIcons.catalog[name]?.fill.isEmpty == false, "\(name) has no filled part")
            #expect(SymbolIcons.svg(named: name, id: "i").map(HTMLRenderer.html)?.contains("fill=\"currentColor\"") == true)
        }
    }

    @Test func thePlaceholderIsDistinct() {
        let placeholder = SymbolIcons.placeholder(id: "ph")
        #expect(placeholder.tag == "svg" && placeholder[attribute: "aria-hidden"] == "true" && placeholder.id == "ph")
        #expect(placeholder[attribute: "class"] == "ic")
        for (name, glyph) in SymbolIcons.catalog { #expect(glyph != SymbolIcons.placeholderGlyph, "\(name)") }
    }

    @Test func theDocsListEveryName() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/symbols.md")
        let expected = Self.docs()
        if ProcessInfo.processInfo.environment["LIVEUI_WRITE_SYMBOL_DOCS"] != nil {
            try expected.write(to: url, atomically: true, encoding: .utf8)
        }
        let listed = try String(contentsOf: url, encoding: .utf8)
            .split(separator: "\n").filter { $0.hasPrefix("- `") }.map { $0.dropFirst(3).prefix(while: { $0 != "`" }) }
            .map(String.init)
        #expect(
            listed == SymbolIcons.names,
            "docs/symbols.md is out of date: run LIVEUI_WRITE_SYMBOL_DOCS=1 swift test --filter SymbolTests")
        if let path = ProcessInfo.processInfo.environment["LIVEUI_SYMBOL_PREVIEW"] {
            try Self.preview().write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    static func docs() -> String {
        var out = """
            # Built-in symbols

            `Label(_:systemImage:)` draws these SF Symbols names with LiveUI's own
            24×24 SVG icons (`Sources/LiveUI/Views/Images`). Any other name gets a
            neutral placeholder. \(SymbolIcons.names.count) names:


            """
        for name in SymbolIcons.names { out += "- `\(name)`\n" }
        return out
    }

    static func preview() -> String {
        var cells = ""
        for name in SymbolIcons.names {
            let svg = HTMLRenderer.html(SymbolIcons.svg(named: name, id: "s-" + name)!)
            cells += "<div>\(svg)<span>\(name)</span></div>\n"
        }
        cells += "<div>\(HTMLRenderer.html(SymbolIcons.placeholder(id: "ph")))<span>(placeholder)</span></div>\n"
        return """
            <!doctype html><meta charset="utf-8"><style>
            body { font: 11px system-ui, sans-serif; margin: 8px; }
            main { display: grid; grid-template-columns: repeat(auto-fill, 110px); gap: 4px; }
            div { display: flex; flex-direction: column; align-items: center; gap: 2px; }
            svg { width: 48px; height: 48px; color: #111; background: #f3f3f3; }
            span { text-align: center; overflow-wrap: anywhere; }
            </style><main>
            \(cells)</main>
            """
    }
}

/// A strict reader of SVG path data: commands with the right number of
/// arguments, numbers as SVG writes them, arc flags 0 or 1. Returns every
/// segment's end point in absolute coordinates, or nil if the data is malformed.
enum PathSyntax {
    static func endpoints(_ d: String) -> [(Double, Double)]? {
        let bytes = Array(d.utf8)
        var i = 0
        func skipSeparators() {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x2C || bytes[i] == 0x0A || bytes[i] == 0x09 { i += 1 }
        }
        func number() -> Double? {
            skipSeparators()
            let start = i
            if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
            var digits = 0
            while i < bytes.count, (0x30...0x39).contains(bytes[i]) {
                i += 1
                digits += 1
            }
            if i < bytes.count, bytes[i] == 0x2E {
                i += 1
                while i < bytes.count, (0x30...0x39).contains(bytes[i]) {
                    i += 1
                    digits += 1
                }
            }
            guard digits > 0 else {
                i = start
                return nil
            }
            if i < bytes.count, bytes[i] == 0x65 || bytes[i] == 0x45 {
                i += 1
                if i < bytes.count, bytes[i] == 0x2B || bytes[i] == 0x2D { i += 1 }
                var exponent = 0
                while i < bytes.count, (0x30...0x39).contains(bytes[i]) {
                    i += 1
                    exponent += 1
                }
                guard exponent > 0 else { return nil }
            }
            return Double(String(decoding: bytes[start..<i], as: UTF8.self))
        }
        func flag() -> Double? {
            skipSeparators()
            guard i < bytes.count, bytes[i] == 0x30 || bytes[i] == 0x31 else { return nil }
            defer { i += 1 }
            return bytes[i] == 0x31 ? 1 : 0
        }
        let arity: [Character: Int] = ["M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0]
        var points: [(Double, Double)] = []
        var (x, y, startX, startY) = (0.0, 0.0, 0.0, 0.0)
        var first = true
        skipSeparators()
        while i < bytes.count {
            let c = Character(UnicodeScalar(bytes[i]))
            guard let n = arity[Character(c.uppercased())] else { return nil }
            if first, c != "M", c != "m" { return nil }
            first = false
            i += 1
            let relative = c.isLowercase
            var command = Character(c.uppercased())
            var repeats = 0
            repeat {
                var args: [Double] = []
                for k in 0..<n {
                    let value = command == "A" && (k == 3 || k == 4) ? flag() : number()
                    guard let value else {
                        if k == 0, repeats > 0 { break }
                        return nil
                    }
                    args.append(value)
                }
                if args.count < n { break }
                let (ox, oy) = relative ? (x, y) : (0.0, 0.0)
                switch command {
                case "Z": (x, y) = (startX, startY)
                case "H": x = args[0] + (relative ? x : 0)
                case "V": y = args[0] + (relative ? y : 0)
                default: (x, y) = (args[n - 2] + ox, args[n - 1] + oy)
                }
                if command == "M" {
                    (startX, startY) = (x, y)
                    command = "L"  // further pairs after a moveto are linetos
                }
                points.append((x, y))
                repeats += 1
                skipSeparators()
            } while n > 0 && i < bytes.count && !Character(UnicodeScalar(bytes[i])).isLetter
        }
        return first ? nil : points
    }
}
