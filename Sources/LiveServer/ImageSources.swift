/// Where a page's images may come from besides its own origin and `data:`
/// URLs: the CSP's `img-src` (`HTTPResponse.pageHeaders(imageSources:)`).
/// By default any http(s) origin, so an app's `AsyncImage` of a remote URL
/// loads as on an iPhone; an operator narrows it to a CDN, or to the page's
/// own origin (`none`), with `LIVEUI_IMAGE_SOURCES` or
/// `ServerConfiguration.imageSources`. Each source is a scheme (`https:`) or
/// an http(s) origin (`https://cdn.example.com`, `https://*.example.com:8443`),
/// and nothing else: a `;`, a quote or a space would let the value add
/// directives of its own to the page's policy.
enum ImageSources {
    static let `default` = ["http:", "https:"]

    /// `LIVEUI_IMAGE_SOURCES`: sources separated by spaces or commas, or
    /// `none` (the page's own origin only); nil when unset.
    static func parse(_ text: String?) throws(ConfigurationError) -> [String]? {
        guard let text, !text.isEmpty else { return nil }
        let sources = text.split(whereSeparator: { $0 == " " || $0 == "," }).map { $0.lowercased() }
        if sources == ["none"] { return [] }
        try check(sources, name: "LIVEUI_IMAGE_SOURCES", value: text)
        return sources
    }

    /// A clear error naming `name` (and the whole `value`, if it was text) for the first source that is not one.
    static func check(_ sources: [String], name: String, value: String? = nil) throws(ConfigurationError) {
        for source in sources where !isSource(source) {
            let shown = value.map { "\"\($0)\" (\"\(source)\" is not a source)" } ?? "\"\(source)\""
            throw ConfigurationError(
                "\(name) must list image sources such as https: or https://cdn.example.com, or be none alone, not \(shown)")
        }
    }

    static func isSource(_ source: String) -> Bool {
        source.lowercased().wholeMatch(of: /[a-z][a-z0-9+.\-]*:|https?:\/\/(\*\.)?[a-z0-9\-]+(\.[a-z0-9\-]+)*(:[0-9]{1,5})?/) != nil
    }
}
