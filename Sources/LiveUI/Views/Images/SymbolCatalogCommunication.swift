// Built-in symbols: notifications, mail, messages, calls, links, networks.

extension SymbolIcons {
    static let communicationSymbols: [(String, Glyph)] = {
        let bell = "M6 9a6 6 0 0 1 12 0v4l2 3.5H4l2-3.5z"
        let clapper = "M10.5 19.5a1.5 1.5 0 0 0 3 0z"
        let envelope = Pen.rect(2.5, 5, 19, 14, 2)
        let plane = "M21.5 2.5L2.5 9.5l8 4 4 8z"
        let phone = "M5 3h3.5l1.5 4.5-2.5 1.5a11 11 0 0 0 7 7l1.5-2.5 4.5 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z"
        let message = "M12 3c5 0 9 3.6 9 8s-4 8-9 8c-1.2 0-2.3-.2-3.3-.5L4 20l1.2-3.7C3.8 14.9 3 13 3 11c0-4.4 4-8 9-8z"
        let bubbleLeft = "M7 4h10a4 4 0 0 1 4 4v5a4 4 0 0 1-4 4h-7l-4 3.5V17A4 4 0 0 1 3 13V8a4 4 0 0 1 4-4z"
        let bubbleRight = "M17 4H7a4 4 0 0 0-4 4v5a4 4 0 0 0 4 4h7l4 3.5V17a4 4 0 0 0 3-4V8a4 4 0 0 0-4-4z"
        let camera = Pen.rect(2, 6, 13, 12, 2.5) + "M15 10.5l6-3.5v10l-6-3.5z"
        // Concentric arcs of ±45° about (cx, cy), opening upward.
        func waves(_ cx: Double, _ cy: Double, _ radii: [Double]) -> String {
            radii.map { r in
                let k = r * 0.7071
                return "M\(Pen.pt(cx - k, cy - k))a\(Pen.n(r)) \(Pen.n(r)) 0 0 1 \(Pen.pt(2 * k, 0))"
            }.joined()
        }
        let wifi = waves(12, 18.5, [4.5, 8.5, 12.5])
        let wifiDot = Pen.circle(12, 18.5, 1)

        return [
            ("bell", .sf(bell, clapper)),
            ("bell.fill", .f(bell, clapper)),
            // The dome stops short of the badge.
            ("bell.badge", .sf("M18 10.5v2.5l2 3.5H4l2-3.5V9a6 6 0 0 1 7.04-5.91", clapper + Pen.circle(18, 5, 2.5))),
            ("bell.slash", .sf(bell + "M3.5 3.5l17 17", clapper)),
            ("envelope", .s(envelope, "M3.5 6.5l8.5 6.5 8.5-6.5")),
            ("envelope.fill", .f(envelope, Pen.rays(12, 12.5, [(6, 8), (18, 8)], width: 3.5))),
            ("paperplane", .s(plane, "M10.5 13.5l11-11")),
            ("paperplane.fill", .f(plane)),
            ("phone", .s(phone)),
            ("phone.fill", .f(phone)),
            ("message", .s(message)),
            ("message.fill", .f(message)),
            ("bubble.left", .s(bubbleLeft)),
            ("bubble.left.fill", .f(bubbleLeft)),
            ("bubble.right", .s(bubbleRight)),
            ("bubble.right.fill", .f(bubbleRight)),
            ("text.bubble", .s(bubbleLeft, "M8 9h8M8 12.5h5")),
            (
                "bubble.left.and.bubble.right",
                .s(
                    "M4.5 8h8A2.5 2.5 0 0 1 15 10.5v5a2.5 2.5 0 0 1-2.5 2.5H8l-3.5 3v-3A2.5 2.5 0 0 1 2 15.5v-5A2.5 2.5 0 0 1 4.5 8z",
                    "M9 8V5.5A2.5 2.5 0 0 1 11.5 3h8A2.5 2.5 0 0 1 22 5.5v5a2.5 2.5 0 0 1-2.5 2.5v3l-3.5-3H15")
            ),
            ("video", .s(camera)),
            ("video.fill", .f(camera)),
            ("at", .s("M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0zM16 12v1.5a2.5 2.5 0 0 0 5 0V12a9 9 0 1 0-3.5 7.1")),
            ("link", .s("M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1")),
            ("paperclip", .s("M20.5 11l-8.2 8.2a5.2 5.2 0 0 1-7.4-7.4l8.7-8.7a3.5 3.5 0 0 1 5 5l-8.5 8.5a1.8 1.8 0 0 1-2.6-2.6l7.9-7.9")),
            ("globe", .s(ring, "M3 12h18M4.2 7.5h15.6M4.2 16.5h15.6M12 3a13.5 13.5 0 0 1 0 18 13.5 13.5 0 0 1 0-18z")),
            (
                "network",
                .s(
                    Pen.circle(12, 5, 2.5), Pen.circle(5, 18.5, 2.5), Pen.circle(19, 18.5, 2.5),
                    "M10.85 7.22L6.15 16.28M13.15 7.22l4.7 9.06M7.5 18.5h9")
            ),
            ("wifi", .sf(wifi, wifiDot)),
            ("wifi.slash", .sf(wifi + "M3.5 3.5l17 17", wifiDot)),
            (
                "antenna.radiowaves.left.and.right",
                .sf(
                    "M12 11.5V21M14.83 6.17a4 4 0 0 1 0 5.66M9.17 11.83a4 4 0 0 1 0-5.66"
                        + "M17.3 3.7a7.5 7.5 0 0 1 0 10.6M6.7 14.3a7.5 7.5 0 0 1 0-10.6",
                    Pen.circle(12, 9, 1))
            ),
            ("icloud", .s(Pen.cloud())),
            ("icloud.fill", .f(Pen.cloud())),
        ]
    }()
}
