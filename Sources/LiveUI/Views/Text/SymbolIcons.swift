import LiveHTML

/// A few SF-Symbols-like icons as inline SVG (24×24 stroke paths), so
/// `Label(_:systemImage:)` shows something familiar without image files.
enum SymbolIcons {
    static let paths: [String: String] = [
        "folder": "M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z",
        "house": "M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10",
        "person": "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
        "gear": "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1",
        "star": "M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.3l1.1-6.2L3 9.7l6.2-.9z",
        "heart": "M12 20s-7-4.4-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.6-9 9-9 9z",
        "trash": "M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6",
        "plus": "M12 5v14M5 12h14",
        "chevron.right": "M9 5l7 7-7 7",
        "chevron.left": "M15 5l-7 7 7 7",
        "magnifyingglass": "M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L21 21",
        "xmark": "M6 6l12 12M18 6L6 18",
        "checkmark": "M5 12l5 5 9-10",
    ]

    static func svg(named name: String, id: String) -> Element? {
        guard let d = paths[name] else { return nil }
        let path = Element("path", id: id + "p", attributes: [Attribute("d", d)])
        return Element("svg", id: id, attributes: [
            Attribute("class", "ic"), Attribute("viewBox", "0 0 24 24"), Attribute("aria-hidden", "true"),
            Attribute("fill", "none"), Attribute("stroke", "currentColor"), Attribute("stroke-width", "2"),
            Attribute("stroke-linecap", "round"), Attribute("stroke-linejoin", "round"),
        ], children: [.element(path)])
    }
}
