// Built-in symbols: time, shopping, work and school, games, buildings.

extension SymbolIcons {
    static let thingSymbols: [(String, Glyph)] = {
        let cartFrame = "M2.5 3.5H5l2.5 12h11"
        let wheels = Pen.circle(9, 19.5, 1.5) + Pen.circle(17, 19.5, 1.5)
        let bag = "M5 8h14l1 12.5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z"
        let handle = "M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2"
        let cupHandles = "M7 5.5H4.5V7a3 3 0 0 0 3 3M17 5.5h2.5V7a3 3 0 0 1-3 3M12 13.5v4"
        let cube = "M12 2.5l8.5 4.5v10L12 21.5 3.5 17V7zM3.5 7L12 11.5 20.5 7M12 11.5v10"
        let pips = [(8.0, 8.0), (16.0, 8.0), (12.0, 12.0), (8.0, 16.0), (16.0, 16.0)]
        let hands = Mark.rays(12, 12, [(12, 7), (15.5, 14)], width: 3.6)

        return [
            (
                "calendar",
                .s(
                    Pen.rect(3, 4.5, 18, 16.5, 2.5), "M3 9.5h18M8 2.5v4M16 2.5v4",
                    Pen.dot(8, 13.5), Pen.dot(12, 13.5), Pen.dot(16, 13.5),
                    Pen.dot(8, 17), Pen.dot(12, 17))
            ),
            ("clock", .s(ring, hands.stroke)),
            ("clock.fill", .f(ring, hands.hole)),
            ("alarm", .s(Pen.circle(12, 13, 7.5), "M12 9.5V13l2.5 1.5M3 6.5L6.5 3M21 6.5L17.5 3M6.7 18.3L5 20.5M17.3 18.3l1.7 2.2")),
            ("timer", .s("M12 3a9 9 0 1 1-6.36 2.64M12 3v3.5M12 12L8 8")),
            ("stopwatch", .s(Pen.circle(12, 13.5, 8), "M10 2.5h4M12 2.5v3M12 13.5l3-3M18.5 6l1.5-1.5")),
            ("hourglass", .s("M6 3h12M6 21h12M7 3c0 5 5 6 5 9s-5 4-5 9M17 3c0 5-5 6-5 9s5 4 5 9")),
            ("cart", .s(cartFrame, "M18.5 15.5l2-8.5H5.8", wheels)),
            ("cart.fill", .sf(cartFrame, "M5.8 7h14.7l-2 8.5h-11z" + wheels)),
            ("bag", .s(bag, "M9 10V6.5a3 3 0 0 1 6 0V10")),
            ("bag.fill", .sf("M9 8V6.5a3 3 0 0 1 6 0V8", bag)),
            ("creditcard", .s(Pen.rect(2.5, 5, 19, 14, 2.5), "M2.5 10h19M6 15h4")),
            (
                "creditcard.fill",
                .f(
                    "M5 5h14a2.5 2.5 0 0 1 2.5 2.5v.5h-19v-.5A2.5 2.5 0 0 1 5 5z",
                    "M2.5 12h19v4.5A2.5 2.5 0 0 1 19 19H5a2.5 2.5 0 0 1-2.5-2.5z")
            ),
            ("banknote", .s(Pen.rect(2, 6, 20, 12, 2), Pen.circle(12, 12, 2.5), Pen.dot(5.5, 12), Pen.dot(18.5, 12))),
            (
                "gift",
                .s(
                    Pen.rect(3, 8, 18, 4, 1), "M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13",
                    "M12 8c-1-3-4-5.5-5.5-3.5S8.5 8 12 8zM12 8c1-3 4-5.5 5.5-3.5S15.5 8 12 8z")
            ),
            ("briefcase", .s(Pen.rect(3, 7, 18, 13, 2), handle, "M3 12.5h18")),
            ("briefcase.fill", .sf(handle, Pen.rect(3, 7, 18, 13, 2))),
            ("trophy", .s("M7 3.5h10v5a5 5 0 0 1-10 0z", cupHandles, "M8 20.5h8M9 20.5c0-1.5 1.3-3 3-3s3 1.5 3 3")),
            ("trophy.fill", .sf(cupHandles, "M7 3.5h10v5a5 5 0 0 1-10 0zM8 20.5c0-1.8 1.8-3 4-3s4 1.2 4 3z")),
            ("graduationcap", .s("M12 4L2 9l10 5 10-5zM6 11v4.5c0 1.5 3 3 6 3s6-1.5 6-3V11M22 9v5")),
            ("graduationcap.fill", .sf("M6 11.5v4c0 1.5 3 3 6 3s6-1.5 6-3v-4M22 9v5", "M12 4L2 9l10 5 10-5z")),
            ("cube", .s(cube)),
            ("shippingbox", .s(cube, "M7.75 4.75l8.5 4.5v4")),
            ("die.face.5", .sf(box, pips.map { Pen.circle($0.0, $0.1, 1) }.joined())),
            ("die.face.5.fill", .f(box, pips.map { Pen.circle($0.0, $0.1, 2.5) }.joined())),
            ("house", .s("M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10")),
            ("house.fill", .sf("M3 11l9-7 9 7", "M5 10.5L12 5l7 5.5V20h-4.5v-6h-5v6H5z")),
            (
                "building.2",
                .s(
                    "M3 21h18M5 21V4.5a1 1 0 0 1 1-1h7a1 1 0 0 1 1 1V21M14 9.5h4a1 1 0 0 1 1 1V21",
                    "M8 7.5h3M8 11h3M8 14.5h3M16 13.5h.5M16 17h.5")
            ),
        ]
    }()
}
