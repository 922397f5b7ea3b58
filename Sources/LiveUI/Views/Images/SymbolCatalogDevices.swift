// Built-in symbols: computers, phones, screens, batteries, cameras.

extension SymbolIcons {
    static let deviceSymbols: [(String, Glyph)] = {
        let keys = [6.0, 9, 12, 15, 18].map { Pen.dot($0, 9.5) + Pen.dot($0, 12.5) }.joined()
        let battery = Pen.rect(2, 7, 18, 10, 2.5) + "M22.5 10.5v3"
        let camera = "M3 8.5a2 2 0 0 1 2-2h2.5L9 4h6l1.5 2.5H19a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"
        var all: [(String, Glyph)] = [
            ("keyboard", .s(Pen.rect(2, 6, 20, 12, 2), keys, "M8 15.5h8")),
            ("desktopcomputer", .s(Pen.rect(2.5, 3.5, 19, 13, 2), "M2.5 13h19M10 16.5l-.5 4M14 16.5l.5 4M7.5 20.5h9")),
            ("laptopcomputer", .s(Pen.rect(4, 4.5, 16, 11, 1.5), "M2 19h20")),
            ("iphone", .s(Pen.rect(6.5, 2, 11, 20, 2.5), "M10.5 5h3")),
            ("ipad", .s(Pen.rect(3.5, 2.5, 17, 19, 2.5), "M11 18.5h2")),
            ("tv", .s(Pen.rect(2, 4.5, 20, 13, 2), "M7.5 21h9")),
            (
                "gamecontroller",
                .s(
                    "M8 6.5h8a4.5 4.5 0 0 1 4.4 3.6l1 5.8a2.6 2.6 0 0 1-4.6 2.1L15.2 16"
                        + "H8.8l-1.6 2a2.6 2.6 0 0 1-4.6-2.1l1-5.8A4.5 4.5 0 0 1 8 6.5z",
                    "M7.5 9.5v4M5.5 11.5h4", Pen.dot(15.5, 12.5), Pen.dot(17.5, 10.5))
            ),
            ("headphones", .s("M3.5 17.5V12a8.5 8.5 0 0 1 17 0v5.5", Pen.rect(3.5, 13.5, 4, 7.5, 1.5), Pen.rect(16.5, 13.5, 4, 7.5, 1.5))),
            ("camera", .s(camera, Pen.circle(12, 13, 3.5))),
            ("camera.fill", .f(camera, Pen.circle(12, 13, 5), Pen.circle(12, 13, 2))),
            ("photo", .s(Pen.rect(2.5, 4, 19, 16, 2.5), "M3 17l5-5 4.5 4.5 2.5-2.5 5.5 5", Pen.circle(16, 8.5, 1.75))),
            ("battery.0", .s(battery)),
        ]
        for (name, width) in [("battery.25", 1.5), ("battery.50", 5), ("battery.75", 8.5), ("battery.100", 12)] {
            all.append((name, .sf(battery, Pen.rect(5, 10, width, 4, 0.5))))
        }
        return all
    }()
}
