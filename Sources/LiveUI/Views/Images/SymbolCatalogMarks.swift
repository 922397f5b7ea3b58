// Built-in symbols: plus, minus, xmark, checkmark, info, warnings, badges.

extension SymbolIcons {
    static let markSymbols: [(String, Glyph)] = {
        let plus = Mark.rays(12, 12, [(12, 7.5), (12, 16.5), (7.5, 12), (16.5, 12)])
        let minus = Mark.rays(12, 12, [(7.5, 12), (16.5, 12)])
        let xmark = Mark.rays(12, 12, [(8.8, 8.8), (15.2, 15.2), (15.2, 8.8), (8.8, 15.2)])
        let checkmark = Mark.rays(10.6, 15.3, [(7.5, 12.2), (16.5, 8.7)])
        let info = Mark.line(12, 12, 12, 16.5) + .dot(12, 7.5)
        let exclamation = Mark.line(12, 7, 12, 12.5) + .dot(12, 17)
        let question = Mark(stroke: "M9.3 9.4a2.8 2.8 0 1 1 4 2.5c-.8.4-1.3 1.1-1.3 2v.4") + .dot(12, 17.2)
        let ellipsis = Mark.dot(7.5, 12) + .dot(12, 12) + .dot(16.5, 12)
        let triangle = "M12 3.5L2.5 20h19z"
        let warning = Mark.line(12, 8.5, 12, 12.5) + .dot(12, 17)
        let seal = Pen.seal(12, 12, 8.3, bumps: 12, bump: 2.6)
        let sealCheck = Mark.rays(10.8, 14.6, [(8.3, 12.1), (15.7, 9.3)])
        let shield = "M12 2.5l8 3v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10v-6z"
        let shieldCheck = Mark.rays(10.8, 14.8, [(8.3, 12.3), (15.7, 9.3)])
        let flag = "M5 4.5c2.5-1.5 5-1 7 0s4.5 1.5 7 0v9c-2.5 1.5-5 1-7 0s-4.5-1.5-7 0z"
        let bolt = "M13.5 2.5L4.5 13.5h7l-1 8 9-11h-7z"

        var all: [(String, Glyph)] = [
            ("plus", .s("M12 5v14M5 12h14")),
            ("minus", .s("M5 12h14")),
            ("xmark", .s("M6 6l12 12M18 6L6 18")),
            ("checkmark", .s("M5 12l5 5 9-10")),
            ("exclamationmark", .s("M12 4v11", Pen.dot(12, 19.5))),
            ("exclamationmark.triangle", .s(triangle, warning.stroke)),
            ("exclamationmark.triangle.fill", .f(triangle, warning.hole)),
            ("checkmark.seal", .s(seal, sealCheck.stroke)),
            ("checkmark.seal.fill", .f(seal, sealCheck.hole)),
            ("shield", .s(shield)),
            ("shield.fill", .f(shield)),
            ("checkmark.shield", .s(shield, shieldCheck.stroke)),
            ("checkmark.shield.fill", .f(shield, shieldCheck.hole)),
            ("ellipsis", .f(Pen.circle(5, 12, 1), Pen.circle(12, 12, 1), Pen.circle(19, 12, 1))),
            ("power", .s("M12 3.5v8M7 6.5A8 8 0 1 0 17 6.5")),
            ("nosign", .s(ring, "M5.6 5.6l12.8 12.8")),
            ("flag", .s("M5 21.5v-17", flag)),
            ("flag.fill", .sf("M5 21.5v-17", flag)),
            ("bolt", .s(bolt)),
            ("bolt.fill", .f(bolt)),
        ]
        all += circled("plus", plus)
        all += squared("plus", plus)
        all += circled("minus", minus)
        all += squared("minus", minus)
        all += circled("xmark", xmark)
        all += squared("xmark", xmark)
        all += circled("checkmark", checkmark)
        all += squared("checkmark", checkmark)
        all += circled("info", info)
        all += circled("exclamationmark", exclamation)
        all += circled("questionmark", question, fill: false)
        all += circled("ellipsis", ellipsis)
        return all
    }()
}
