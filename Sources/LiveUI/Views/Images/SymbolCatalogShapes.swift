// Built-in symbols: shapes, lists and grids, text formatting, charts, codes.

extension SymbolIcons {
    static let shapeSymbols: [(String, Glyph)] = {
        let triangle = "M12 4L3 19.5h18z"
        let diamond = "M12 2.5l9.5 9.5-9.5 9.5L2.5 12z"
        let star = "M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.3l1.1-6.2L3 9.7l6.2-.9z"
        let heart = "M12 20s-7-4.4-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.6-9 9-9 9z"
        let grid =
            Pen.rect(3.5, 3.5, 7, 7, 1.5) + Pen.rect(13.5, 3.5, 7, 7, 1.5)
            + Pen.rect(3.5, 13.5, 7, 7, 1.5) + Pen.rect(13.5, 13.5, 7, 7, 1.5)
        let bars = Pen.rect(3.5, 12.5, 4, 8, 1) + Pen.rect(10, 4, 4, 16.5, 1) + Pen.rect(16.5, 8.5, 4, 12, 1)
        let pie = "M10.5 6a7.5 7.5 0 1 0 7.5 7.5h-7.5z"
        let slice = "M13.5 3a7.5 7.5 0 0 1 7.5 7.5h-7.5z"
        let tag = "M3.5 4.5v6.1a2 2 0 0 0 .6 1.4l8.4 8.4a2 2 0 0 0 2.8 0l5.2-5.2a2 2 0 0 0 0-2.8L12 4.1a2 2 0 0 0-1.4-.6H4.5a1 1 0 0 0-1 1z"
        let bookmark = "M7 3h10a1 1 0 0 1 1 1v17l-6-4.5L6 21V4a1 1 0 0 1 1-1z"
        let filter = Mark.line(7.5, 8, 16.5, 8, width: 3.6) + .line(9, 12, 15, 12, width: 3.6) + .line(10.5, 16, 13.5, 16, width: 3.6)
        let dollar = Mark(
            stroke: "M15 8.6c-.5-1-1.6-1.6-3-1.6-1.7 0-2.9.9-2.9 2.2 0 2.9 5.8 1.8 5.8 4.7"
                + " 0 1.3-1.2 2.3-2.9 2.3-1.4 0-2.6-.6-3.1-1.7M12 5.5v13")

        var all: [(String, Glyph)] = [
            ("circle", .s(ring)),
            ("circle.fill", .f(ring)),
            ("square", .s(box)),
            ("square.fill", .f(box)),
            ("rectangle", .s(Pen.rect(2.5, 5.5, 19, 13, 2.5))),
            ("capsule", .s(Pen.rect(2.5, 7, 19, 10, 5))),
            ("triangle", .s(triangle)),
            ("triangle.fill", .f(triangle)),
            ("diamond", .s(diamond)),
            ("diamond.fill", .f(diamond)),
            ("star", .s(star)),
            ("star.fill", .f(star)),
            ("heart", .s(heart)),
            ("heart.fill", .f(heart)),
            ("square.on.square", .s(Pen.rect(8.5, 8.5, 12.5, 12.5, 2.5), "M15.5 5.5V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v8.5a2 2 0 0 0 2 2h.5")),
            ("sidebar.left", .s(Pen.rect(2.5, 4, 19, 16, 2.5), "M9 4v16M5.5 8h1M5.5 11h1")),
            ("square.grid.2x2", .s(grid)),
            ("square.grid.2x2.fill", .f(grid)),
            ("list.bullet", .s("M9.5 6h11M9.5 12h11M9.5 18h11", Pen.dot(4.5, 6), Pen.dot(4.5, 12), Pen.dot(4.5, 18))),
            ("line.3.horizontal", .s("M4 6h16M4 12h16M4 18h16")),
            ("line.3.horizontal.decrease", .s("M4 6h16M7 12h10M10 18h4")),
            (
                "slider.horizontal.3",
                .s(
                    "M3 6h11M18 6h3M3 12h3M10 12h11M3 18h12M19 18h2",
                    Pen.circle(16, 6, 2), Pen.circle(8, 12, 2), Pen.circle(17, 18, 2))
            ),
            ("textformat", .s("M2.5 19L8 5l5.5 14M4.5 14h7", Pen.circle(17.5, 16, 3), "M20.5 12.5V19")),
            ("bold", .s("M7 4h5.5a3.75 3.75 0 0 1 0 7.5H7zM7 11.5h6.5a4.25 4.25 0 0 1 0 8.5H7z")),
            ("italic", .s("M10 4h8M6 20h8M14 4l-4 16")),
            ("underline", .s("M7 3.5v7a5 5 0 0 0 10 0v-7M5 21h14")),
            ("number", .s("M10 3.5l-2 17M16 3.5l-2 17M4.5 9h15M3.5 15h16")),
            ("percent", .s("M19 5L5 19", Pen.circle(7, 7, 2.5), Pen.circle(17, 17, 2.5))),
            ("chart.bar", .s(bars)),
            ("chart.bar.fill", .f(bars)),
            ("chart.pie", .s(pie, slice)),
            ("chart.pie.fill", .f(pie, slice)),
            ("chart.line.uptrend.xyaxis", .s("M3.5 3.5v17h17M7.5 15l4-4 3 3 5.5-5.5M16.5 8.5H20V12")),
            (
                "qrcode",
                .s(
                    Pen.rect(3, 3, 7, 7, 1), Pen.rect(14, 3, 7, 7, 1), Pen.rect(3, 14, 7, 7, 1),
                    Pen.dot(6.5, 6.5), Pen.dot(17.5, 6.5), Pen.dot(6.5, 17.5),
                    "M14 14h3v3M20.5 14v.5M14 20.5h3.5M20.5 17.5v3")
            ),
            ("barcode", .s("M3 5v14M6.5 5v14M8.5 5v14M12 5v14M15.5 5v14M17.5 5v14M21 5v14")),
            ("tag", .s(tag, Pen.circle(8, 8, 1.6))),
            ("tag.fill", .f(tag, Pen.circle(8, 8, 2.5))),
            ("bookmark", .s(bookmark)),
            ("bookmark.fill", .f(bookmark)),
        ]
        all += circled("line.3.horizontal.decrease", filter)
        all += circled("dollarsign", dollar, fill: false)
        return all
    }()
}
