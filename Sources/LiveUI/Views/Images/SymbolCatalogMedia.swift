// Built-in symbols: playback, sound, music, recording.

extension SymbolIcons {
    static let mediaSymbols: [(String, Glyph)] = {
        let play = "M7 4.5v15l12-7.5z"
        let bars = Pen.rect(6, 4.5, 4, 15, 1) + Pen.rect(14, 4.5, 4, 15, 1)
        let stop = Pen.rect(5, 5, 14, 14, 2)
        let forward = "M3 6v12l8.5-6zM12.5 6v12l8.5-6z"
        let backward = "M21 6v12l-8.5-6zM11.5 6v12L3 12z"
        let cone = "M3 9.5v5a1 1 0 0 0 1 1h2.5l4.5 4V4L6.5 8.5H4a1 1 0 0 0-1 1z"
        let wave1 = "M13.83 9.17a4 4 0 0 1 0 5.66"
        let wave2 = "M16.3 6.7a7.5 7.5 0 0 1 0 10.6"
        let wave3 = "M18.78 4.22a11 11 0 0 1 0 15.56"
        let capsule = Pen.rect(9, 2.5, 6, 11, 3)
        let stand = "M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5v4M9 21.5h6"
        var all: [(String, Glyph)] = [
            ("play", .s(play)),
            ("play.fill", .f(play)),
            ("pause", .s("M8.5 5v14M15.5 5v14")),
            ("pause.fill", .f(bars)),
            ("stop", .s(stop)),
            ("stop.fill", .f(stop)),
            ("forward", .s(forward)),
            ("forward.fill", .f(forward)),
            ("backward", .s(backward)),
            ("backward.fill", .f(backward)),
            ("forward.end", .s("M5 5v14l10-7zM19 5v14")),
            ("forward.end.fill", .sf("M19 5v14", "M5 5v14l10-7z")),
            ("backward.end", .s("M19 5v14L9 12zM5 5v14")),
            ("backward.end.fill", .sf("M5 5v14", "M19 5v14L9 12z")),
            ("shuffle", .s("M3 7h3.5c4.5 0 6.5 10 11 10H21M3 17h3.5c4.5 0 6.5-10 11-10H21M18 4l3 3-3 3M18 14l3 3-3 3")),
            ("repeat", .s("M4 11V9.5a3 3 0 0 1 3-3h13M17 3.5l3 3-3 3M20 13v1.5a3 3 0 0 1-3 3H4M7 20.5l-3-3 3-3")),
            ("speaker", .s(cone)),
            ("speaker.fill", .f(cone)),
            ("speaker.wave.1", .s(cone, wave1)),
            ("speaker.wave.2", .s(cone, wave1, wave2)),
            ("speaker.wave.2.fill", .sf(wave1 + wave2, cone)),
            ("speaker.wave.3", .s(cone, wave1, wave2, wave3)),
            ("speaker.wave.3.fill", .sf(wave1 + wave2 + wave3, cone)),
            ("speaker.slash", .s(cone, wave1, "M3 3l18 18")),
            ("music.note", .sf("M9 18V3.5l7.5 2.5v4L9 7.5", Pen.circle(6.5, 18, 2.5))),
            ("music.note.list", .sf("M3 5h10M3 10h10M3 15h6M19 18V4.5l2.5 1.25", Pen.circle(16.5, 18, 2.5))),
            ("mic", .s(capsule, stand)),
            ("mic.fill", .sf(stand, capsule)),
            ("mic.slash", .s(capsule, stand, "M3.5 3.5l17 17")),
            ("waveform", .s("M3 10.5v3M6.5 7v10M10 4v16M13.5 8v8M17 5.5v13M20.5 10v4")),
        ]
        all += circled("play", Mark(fill: "M10 8.5v7l5.5-3.5z", hole: "M9 6.8v10.4l8.2-5.2z"))
        all += circled("pause", .line(9.5, 8.5, 9.5, 15.5) + .line(14.5, 8.5, 14.5, 15.5))
        return all
    }()
}
