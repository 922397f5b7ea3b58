// Built-in symbols: weather, nature, maps and travel.

extension SymbolIcons {
    static let natureSymbols: [(String, Glyph)] = {
        let rays =
            "M12 2.5V5M12 19v2.5M2.5 12H5M19 12h2.5M5.28 5.28l1.77 1.77"
            + "M16.95 16.95l1.77 1.77M5.28 18.72l1.77-1.77M16.95 7.05l1.77-1.77"
        let moon = "M20 14.5A8.5 8.5 0 1 1 9.5 4a9 9 0 0 0 10.5 10.5z"
        let smallCloud = Pen.cloud(1.8, -2.2, 0.85)
        let snow = [(7.5, 18.0), (12, 18), (16.5, 18), (9.75, 21), (14.25, 21)].map { Pen.dot($0.0, $0.1) }.joined()
        let snowflake: String = (0..<6).map { k in
            let a = Double(k) * .pi / 3 - .pi / 2
            let ux = cos(a)
            let uy = sin(a)
            func p(_ along: Double, _ side: Double) -> String { Pen.pt(12 + along * ux - side * uy, 12 + along * uy + side * ux) }
            return "M\(p(0, 0))L\(p(9.5, 0))M\(p(8.8, 2.6))L\(p(6.4, 0))L\(p(8.8, -2.6))"
        }.joined()
        let drop = "M12 2.5c-3.5 4.5-6.5 8-6.5 11.5a6.5 6.5 0 0 0 13 0c0-3.5-3-7-6.5-11.5z"
        let flame =
            "M12 21.5c-4 0-6.5-2.7-6.5-6.2 0-4 3.5-6 4-10.8 2.5 1.5 4.5 4 4.5 6.5"
            + " 1-.7 1.7-1.8 1.8-3 2 1.8 3.2 4.4 3.2 7.3 0 3.5-2.5 6.2-7 6.2z"
        let leaf = "M20 4C10 4 4.5 8.5 4.5 15c0 1.5.3 2.8.8 4C6.5 19.5 8 20 9.5 20 16 20 20 14 20 4z"
        let sparkles = Pen.sparkle(10, 12, 7) + Pen.sparkle(18.5, 5, 3) + Pen.sparkle(18.5, 18.5, 2.5)
        let paw =
            "M12 13c-3 0-6 3.5-6 6 0 1.5 1.2 2 2.5 2 1.3 0 2.3-.7 3.5-.7s2.2.7 3.5.7c1.3 0 2.5-.5 2.5-2 0-2.5-3-6-6-6z"
            + Pen.circle(4.5, 11, 1.8) + Pen.circle(8.5, 6, 2) + Pen.circle(15.5, 6, 2) + Pen.circle(19.5, 11, 1.8)
        let location = "M20.5 3.5L3.5 11l8 1.5 1.5 8z"
        let car =
            "M5 11l1.7-4.6A2 2 0 0 1 8.6 5h6.8a2 2 0 0 1 1.9 1.4L19 11"
            + "a2 2 0 0 1 2 2v2.5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V13a2 2 0 0 1 2-2z"
        let wheels = "M6 17.5V20h2v-2.5M16 17.5V20h2v-2.5"

        return [
            ("sun.max", .s(rays, Pen.circle(12, 12, 4))),
            ("sun.max.fill", .sf(rays, Pen.circle(12, 12, 4))),
            ("moon", .s(moon)),
            ("moon.fill", .f(moon)),
            ("moon.stars", .sf(moon, Pen.sparkle(17.5, 5.5, 2.5))),
            ("cloud", .s(Pen.cloud())),
            ("cloud.fill", .f(Pen.cloud())),
            ("cloud.rain", .s(smallCloud, "M8 17.5l-1 3M12 17.5l-1 3M16 17.5l-1 3")),
            ("cloud.bolt", .s(smallCloud, "M12.5 15.5l-2 3.5h3l-2 3.5")),
            ("cloud.snow", .s(smallCloud, snow)),
            ("cloud.sun", .s("M8.5 2.5v1.5M3.6 4.6l1 1M2 9.5h1.5M12.4 5.6l1-1", "M5 12.2A4 4 0 0 1 11.5 7.3", Pen.cloud(4, 3, 0.8))),
            ("snowflake", .s(snowflake)),
            ("drop", .s(drop)),
            ("drop.fill", .f(drop)),
            ("thermometer", .sf("M10 13.5V4a2 2 0 0 1 4 0v9.5a4 4 0 1 1-4 0zM12 17V8", Pen.circle(12, 17, 1))),
            ("flame", .s(flame)),
            ("flame.fill", .f(flame)),
            ("leaf", .s(leaf, "M4 20.5c3-5.5 7-9 11.5-11.5")),
            ("leaf.fill", .sf("M4 20.5l2-2", leaf)),
            ("wind", .s("M3 8.5h10.5a2.5 2.5 0 1 0-2.5-2.5M3 12.5h15a3 3 0 1 1-3 3M3 16.5h7")),
            ("sparkles", .f(sparkles)),
            ("pawprint", .s(paw)),
            ("pawprint.fill", .f(paw)),
            ("map", .s("M3 6l6-2.5 6 2.5 6-2.5v14.5l-6 2.5-6-2.5-6 2.5zM9 3.5V18M15 6v14.5")),
            ("mappin", .s(Pen.circle(12, 7, 4), "M12 11v10")),
            (
                "mappin.and.ellipse",
                .s(
                    Pen.circle(12, 6.5, 4), "M12 10.5v8",
                    "M8 16.5c-3 .5-5 1.5-5 2.5 0 1.5 4 2.5 9 2.5s9-1 9-2.5c0-1-2-2-5-2.5")
            ),
            ("location", .s(location)),
            ("location.fill", .f(location)),
            ("car", .s(car, "M5 11h14", Pen.dot(7, 14.25), Pen.dot(17, 14.25), wheels)),
            ("car.fill", .sf(wheels, car + Pen.circle(7, 14.25, 2.2) + Pen.circle(17, 14.25, 2.2))),
            ("bus", .s(Pen.rect(4.5, 3, 15, 15.5, 2.5), "M4.5 11h15M7.5 18.5V21M16.5 18.5V21", Pen.dot(8, 15), Pen.dot(16, 15))),
            (
                "tram",
                .s(
                    Pen.rect(5, 5, 14, 13, 3), "M5 11h14M8 18l-2 3.5M16 18l2 3.5M9 2h6M12 2v3",
                    Pen.dot(8.5, 14.5), Pen.dot(15.5, 14.5))
            ),
            (
                "airplane",
                .s(
                    "M12 2.5c1 0 1.5 1 1.5 2.5v4.5l7.5 4.5v2l-7.5-2v4l2.5 2v1.5"
                        + "l-4-1-4 1V20l2.5-2v-4l-7.5 2v-2l7.5-4.5V5c0-1.5.5-2.5 1.5-2.5z")
            ),
            (
                "bicycle",
                .s(
                    Pen.circle(6, 15.5, 4), Pen.circle(18, 15.5, 4),
                    "M6 15.5L9.5 9h6M6 15.5h5.5l4-6.5 2.5 6.5M9.5 9l2 6.5M9.5 9L9 7M7.5 7h3M15.5 9l-.5-2.5h2")
            ),
        ]
    }()
}
