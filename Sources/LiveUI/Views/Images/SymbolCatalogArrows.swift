// Built-in symbols: chevrons, arrows, sharing.

extension SymbolIcons {
    static let arrowSymbols: [(String, Glyph)] = {
        let chevronLeft = "M15 5l-7 7 7 7"
        let chevronRight = "M9 5l7 7-7 7"
        let arrowLeft = "M20 12H4M10 6l-6 6 6 6"
        let arrowRight = "M4 12h16M14 6l6 6-6 6"
        // An open box under an arrow (share, save).
        let tray = "M8.5 9.5H7a2 2 0 0 0-2 2V19a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7.5a2 2 0 0 0-2-2h-1.5"
        var all: [(String, Glyph)] = [
            ("chevron.left", .s(chevronLeft)),
            ("chevron.backward", .s(chevronLeft)),
            ("chevron.right", .s(chevronRight)),
            ("chevron.forward", .s(chevronRight)),
            ("chevron.up", .s("M5 15l7-7 7 7")),
            ("chevron.down", .s("M5 9l7 7 7-7")),
            ("chevron.up.chevron.down", .s("M7.5 9.5L12 5l4.5 4.5M7.5 14.5L12 19l4.5-4.5")),
            ("chevron.left.forwardslash.chevron.right", .s("M7.5 7l-5 5 5 5M16.5 7l5 5-5 5M14 4l-4 16")),
            ("arrow.left", .s(arrowLeft)),
            ("arrow.backward", .s(arrowLeft)),
            ("arrow.right", .s(arrowRight)),
            ("arrow.forward", .s(arrowRight)),
            ("arrow.up", .s("M12 20V4M6 10l6-6 6 6")),
            ("arrow.down", .s("M12 4v16M6 14l6 6 6-6")),
            ("arrow.up.right", .s("M6.5 17.5l11-11M8.5 6.5h9v9")),
            ("arrow.up.arrow.down", .s("M7.5 20V4M3.5 8l4-4 4 4M16.5 4v16M12.5 16l4 4 4-4")),
            ("arrow.left.arrow.right", .s("M4 7.5h16M16 3.5l4 4-4 4M20 16.5H4M8 12.5l-4 4 4 4")),
            ("arrow.clockwise", .s("M19.42 9.5A8 8 0 1 1 12 4.5M9 1.5l3 3-3 3")),
            ("arrow.counterclockwise", .s("M4.58 9.5A8 8 0 1 0 12 4.5M15 1.5l-3 3 3 3")),
            (
                "arrow.triangle.2.circlepath",
                .s(
                    "M4 12a8 8 0 0 1 14.13-5.14M18.13 2.86v4h-4M20 12a8 8 0 0 1-14.13 5.14M5.87 21.14v-4h4")
            ),
            ("arrow.uturn.backward", .s("M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-4")),
            ("arrow.uturn.forward", .s("M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h4")),
            ("arrow.up.left.and.arrow.down.right", .s("M4 10V4h6M4 4l6.5 6.5M20 14v6h-6M20 20l-6.5-6.5")),
            ("arrowshape.turn.up.left", .s("M10 4.5L3 11l7 6.5v-4c4.5 0 7.5 1.5 10 5.5-.5-6.5-4-10-10-10.5z")),
            ("arrowshape.turn.up.left.fill", .f("M10 4.5L3 11l7 6.5v-4c4.5 0 7.5 1.5 10 5.5-.5-6.5-4-10-10-10.5z")),
            ("square.and.arrow.up", .s("M12 14V2.5M8 6.5l4-4 4 4", tray)),
            ("square.and.arrow.down", .s("M12 2.5V14M8 10l4 4 4-4", tray)),
            ("rectangle.portrait.and.arrow.right", .s("M10.5 3.5H7a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h3.5M15.5 8l4 4-4 4M19.5 12H10")),
        ]
        all += circled("arrow.up", .rays(12, 7, [(8, 11), (16, 11), (12, 17)]))
        all += circled("arrow.down", .rays(12, 17, [(8, 13), (16, 13), (12, 7)]))
        all += circled("arrow.left", .rays(7, 12, [(11, 8), (11, 16), (17, 12)]))
        all += circled("arrow.right", .rays(17, 12, [(13, 8), (13, 16), (7, 12)]))
        all += circled("chevron.up", .rays(12, 9.5, [(8, 13.5), (16, 13.5)]))
        all += circled("chevron.down", .rays(12, 14.5, [(8, 10.5), (16, 10.5)]))
        all += circled("chevron.left", .rays(9.5, 12, [(13.5, 8), (13.5, 16)]))
        all += circled("chevron.right", .rays(14.5, 12, [(10.5, 8), (10.5, 16)]))
        return all
    }()
}
