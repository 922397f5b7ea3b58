// Built-in symbols: people, hands, faces, health, food.

extension SymbolIcons {
    static let peopleSymbols: [(String, Glyph)] = {
        let head = Pen.circle(12, 7, 3.5)
        let body = "M4.5 21a7.5 7.5 0 0 1 15 0"
        let personInRing = Glyph.s(ring, Pen.circle(12, 10, 3), "M6.8 19.3a6.5 6.5 0 0 1 10.4 0")
        let personCutOut = Glyph.f(ring, Pen.circle(12, 10, 4.25), "M6.09 17.39A7.5 7.5 0 0 1 17.91 17.39A8 8 0 0 1 6.09 17.39z")
        let thumbUp =
            "M7 10.5v10H4a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1z"
            + "M7 10.5l3.5-7a2.5 2.5 0 0 1 2.5 2.5v3.5h5.5a2 2 0 0 1 2 2.3l-1.2 7a2 2 0 0 1-2 1.7H7"
        let thumbDown =
            "M7 13.5v-10H4a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1z"
            + "M7 13.5l3.5 7a2.5 2.5 0 0 0 2.5-2.5v-3.5h5.5a2 2 0 0 0 2-2.3l-1.2-7a2 2 0 0 0-2-1.7H7"
        let eye = "M2.5 12C5 7.5 8.5 5.5 12 5.5s7 2 9.5 6.5C19 16.5 15.5 18.5 12 18.5S5 16.5 2.5 12z"
        let cross = "M9.5 3.5h5v6h6v5h-6v6h-5v-6h-6v-5h6z"

        return [
            ("person", .s(head, body)),
            ("person.fill", .f(head, body, "z")),
            ("person.circle", personInRing),
            ("person.circle.fill", personCutOut),
            ("person.crop.circle", personInRing),
            ("person.crop.circle.fill", personCutOut),
            (
                "person.2",
                .s(
                    Pen.circle(9, 8, 3.2), "M2.5 20.5a6.5 6.5 0 0 1 13 0",
                    Pen.circle(16.5, 7.5, 2.75), "M16.5 13.5a5 5 0 0 1 5 5v1")
            ),
            (
                "person.3",
                .s(
                    Pen.circle(12, 7, 3), "M6.5 20a5.5 5.5 0 0 1 11 0", Pen.circle(5, 8.5, 2.2), Pen.circle(19, 8.5, 2.2),
                    "M1.5 17.5a3.8 3.8 0 0 1 4-3.5M22.5 17.5a3.8 3.8 0 0 0-4-3.5")
            ),
            ("person.badge.plus", .s(Pen.circle(9.5, 7.5, 3.5), "M2.5 21a7 7 0 0 1 14 0M19 8v6M16 11h6")),
            ("hand.thumbsup", .s(thumbUp)),
            ("hand.thumbsup.fill", .f(thumbUp)),
            ("hand.thumbsdown", .s(thumbDown)),
            ("hand.thumbsdown.fill", .f(thumbDown)),
            (
                "hand.raised",
                .s(
                    "M6.5 14V7.5a1.5 1.5 0 0 1 3 0V12M9.5 12V5a1.5 1.5 0 0 1 3 0v7M12.5 12V5.5a1.5 1.5 0 0 1 3 0V12",
                    "M15.5 12V8a1.5 1.5 0 0 1 3 0v6.5c0 4-2.8 7-6.5 7-2.7 0-4.3-1.2-5.7-3.2"
                        + "L3.2 14a1.5 1.5 0 0 1 2.5-1.7L6.5 14")
            ),
            ("face.smiling", .s(ring, Pen.dot(9, 10), Pen.dot(15, 10), "M8.5 14.5a4.5 4.5 0 0 0 7 0")),
            ("figure.walk", .s(Pen.circle(13.5, 4.5, 2), "M12.5 8L11 14l2.5 3 1 4M11 14l-2 7M12.5 8l3 3.5 2.5.5M12.5 8l-3.5 2-1 3.5")),
            ("eye", .s(eye, Pen.circle(12, 12, 3))),
            ("eye.fill", .f(eye, Pen.circle(12, 12, 5), Pen.circle(12, 12, 2))),
            ("eye.slash", .s(eye, Pen.circle(12, 12, 3), "M4 4l16 16")),
            ("heart.text.square", .s(box, "M12 13s-3.8-2.2-3.8-4.6a2 2 0 0 1 3.8-.9 2 2 0 0 1 3.8.9c0 2.4-3.8 4.6-3.8 4.6zM8 17h8")),
            ("cross", .s(cross)),
            ("cross.fill", .f(cross)),
            ("cross.case", .s(Pen.rect(2.5, 7, 19, 13, 2), "M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M12 10.5v6M9 13.5h6")),
            (
                "pills",
                .s(
                    Pen.capsule(4.5, 14.5, 10.5, 8.5, width: 6.4), "M5.24 9.24l4.52 4.52",
                    Pen.circle(16.5, 16.5, 4.5), "M13.3 19.7l6.4-6.4")
            ),
            (
                "cup.and.saucer",
                .s(
                    "M5 8h11v5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5z"
                        + "M16 9.5h1.5a2.5 2.5 0 0 1 0 5H15.5M3 21h16M9 2.5v3M12.5 2.5v3")
            ),
            ("fork.knife", .s("M5 3v5.5a2.5 2.5 0 0 0 5 0V3M7.5 3v18M17.5 21V3c-2 1-3.5 3.5-3.5 7.5V13h3.5")),
        ]
    }()
}
