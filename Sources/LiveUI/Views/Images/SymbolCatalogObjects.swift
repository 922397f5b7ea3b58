// Built-in symbols: settings, editing, documents, storage, tools, security.

extension SymbolIcons {
    static let objectSymbols: [(String, Glyph)] = {
        let gear = Pen.cog(12, 12, tip: 9.5, root: 7.6, teeth: 10, top: 0.13, base: 0.2)
        let gearshape = Pen.cog(12, 12, tip: 9.5, root: 7.2, teeth: 8, top: 0.17, base: 0.26)
        let lid = "M4 6.5h16M9.5 6.5v-2a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v2"
        let folder = "M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"
        let page = "M6.5 2.5H14l5 5V20a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 20V4a1.5 1.5 0 0 1 1.5-1.5z"
        let bulb = "M9 17v-1.2C9 14 6 12.5 6 9a6 6 0 0 1 12 0c0 3.5-3 5-3 6.8V17z"
        let shackle = "M7.5 11V7.5a4.5 4.5 0 0 1 9 0V11"
        let lockBody = Pen.rect(5, 11, 14, 10, 2)

        return [
            ("gear", .s(gear, Pen.circle(12, 12, 3))),
            ("gearshape", .s(gearshape, Pen.circle(12, 12, 3))),
            ("gearshape.fill", .f(gearshape, Pen.circle(12, 12, 3.8))),
            ("trash", .s(lid, "M6 6.5l1 13a1.5 1.5 0 0 0 1.5 1.5h7a1.5 1.5 0 0 0 1.5-1.5l1-13M10 10.5v6M14 10.5v6")),
            (
                "trash.fill",
                .sf(
                    lid,
                    "M6.2 9.5h11.6l-.8 10a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 7 19.5z"
                        + Pen.capsule(9.75, 12.5, 9.75, 17.5, width: 3.2) + Pen.capsule(14.25, 12.5, 14.25, 17.5, width: 3.2))
            ),
            ("pencil", .s("M16 3.5l4.5 4.5L8 20.5H3.5V16zM13.5 6l4.5 4.5")),
            ("square.and.pencil", .s("M11 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7M18 2.5l3.5 3.5L12 15.5l-4.5 1 1-4.5z")),
            ("magnifyingglass", .s("M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L21 21")),
            ("folder", .s(folder)),
            ("folder.fill", .f(folder)),
            ("doc", .s(page, "M14 2.5v5h5")),
            ("doc.fill", .f(page)),
            ("doc.text", .s(page, "M14 2.5v5h5M8.5 12h7M8.5 15.5h7M8.5 8.5h3")),
            ("doc.on.doc", .s("M4.5 16.5V4.5a2 2 0 0 1 2-2h8.5", Pen.rect(8.5, 6.5, 11, 15, 2))),
            ("doc.on.doc.fill", .sf("M4.5 16.5V4.5a2 2 0 0 1 2-2h8.5", Pen.rect(8.5, 6.5, 11, 15, 2))),
            ("tray", .s("M3 13.5l2.5-8.5h13l2.5 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5zM3 13.5h5l1.5 2.5h5l1.5-2.5h5")),
            ("archivebox", .s(Pen.rect(2.5, 4, 19, 4.5, 1), "M4.5 8.5v10a1.5 1.5 0 0 0 1.5 1.5h12a1.5 1.5 0 0 0 1.5-1.5v-10M10 12.5h4")),
            ("externaldrive", .s(Pen.rect(2.5, 6, 19, 12, 2.5), "M2.5 13h19", Pen.dot(17.5, 15.5))),
            (
                "printer",
                .s(
                    "M7 9V3.5h10V9M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2",
                    Pen.rect(7, 14, 10, 6.5), Pen.dot(17.5, 12))
            ),
            ("scissors", .s(Pen.circle(6.5, 17.5, 2.5), Pen.circle(17.5, 17.5, 2.5), "M8.1 15.6L18 4M15.9 15.6L6 4")),
            (
                "hammer",
                .s(
                    "M19.1 10.56l-3.54 3.54-4.24-4.25-2.26-4.1 1.69-1.69 4.1 2.26z"
                        + "M11.6 10.14l-7.07 7.07a1.6 1.6 0 0 0 2.26 2.26l7.07-7.07")
            ),
            ("wrench", .s("M20.5 8a5 5 0 0 1-6.6 4.7l-7.2 7.2a2 2 0 0 1-2.8-2.8l7.2-7.2A5 5 0 0 1 16 3.5L15 7l2 2z")),
            (
                "paintbrush",
                .s(
                    "M20.5 3.5c-2.5 1-7 5.5-9.5 9l1.5 1.5c3.5-2.5 8-7 9-9.5a.7.7 0 0 0-1-1z",
                    "M11 13c-2.5-.5-4.5 1-4.8 3.5-.2 1.7-1.2 3-2.7 4 4 .8 8.5-.3 9-4z")
            ),
            ("wand.and.stars", .sf("M3.5 20.5l8.5-8.5M8 3v3M6.5 4.5h3M20 14.5v3M18.5 16h3", Pen.sparkle(16, 8, 4))),
            ("lightbulb", .s(bulb, "M9.5 20.5h5")),
            ("lightbulb.fill", .sf("M9.5 20.5h5", bulb)),
            ("key", .s(Pen.circle(8, 16, 4.5), "M11.2 12.8L20 4M17.5 6.5l2.5 2.5M15 9l2 2")),
            ("lock", .s(shackle, lockBody)),
            ("lock.fill", .sf(shackle, lockBody)),
            ("lock.open", .s("M7.5 11V7.5a4.5 4.5 0 0 1 9 0", lockBody)),
            ("book", .s("M12 6.5c-1.5-1.5-4-2.5-9-2.5v14c5 0 7.5 1 9 2.5 1.5-1.5 4-2.5 9-2.5V4c-5 0-7.5 1-9 2.5zM12 6.5v14")),
            ("book.fill", .f("M10.5 6c-1.5-1.2-3.5-2-7.5-2v14c3.7 0 6 .8 7.5 2z", "M13.5 6c1.5-1.2 3.5-2 7.5-2v14c-3.7 0-6 .8-7.5 2z")),
            ("book.closed", .s("M6.5 2.5h13V17h-13A2.5 2.5 0 0 0 4 19.5V5a2.5 2.5 0 0 1 2.5-2.5zM4 19.5A2.5 2.5 0 0 0 6.5 22h13v-5")),
            ("pin", .s("M9 3.5h6M10 3.5v5.5L7 13h10l-3-4V3.5M12 13v7.5")),
            ("pin.fill", .sf("M9 3.5h6M12 13v7.5", "M10 3.5h4V9l3 4H7l3-4z")),
        ]
    }()
}
