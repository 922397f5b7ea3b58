import LiveHTML

/// The complete HTML page for a route: the server-rendered root (first paint
/// needs no JavaScript), the session token, and links to `Public/`.
enum PageTemplate {
    /// The stylesheet and script URLs, versioned (see `StaticFiles`).
    struct Assets: Sendable {
        var stylesheet = "/liveui.css"
        var script = "/liveui.js"

        init() {}

        init(_ files: StaticFiles) {
            stylesheet = files.versioned(stylesheet)
            script = files.versioned(script)
        }
    }

    static func render(title: String, rootHTML: String, token: String?, assets: Assets = Assets()) -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        if let token {
            out += "<meta name=\"liveui-token\" content=\""
            HTMLEscaper.escape(token, into: &out)
            out += "\">\n"
        }
        out += "<title>"
        HTMLEscaper.escape(title, into: &out)
        out += "</title>\n<link rel=\"stylesheet\" href=\""
        HTMLEscaper.escape(assets.stylesheet, into: &out)
        out += "\">\n<script src=\""
        HTMLEscaper.escape(assets.script, into: &out)
        out += "\" defer></script>\n"
        // MARK: Accessibility (issue 17): the app is the page's main landmark, so
        // screen readers can jump to it and nothing sits outside a landmark; the
        // client patches `#root` inside it. The title is the page's heading
        // (visually hidden) while the app shows no <h1> of its own: the
        // stylesheet hides it once #root holds one, the client keeps its text.
        out += "</head>\n<body>\n<main class=\"lv-main\"><h1 id=\"lv-h1\" class=\"vh\">"
        HTMLEscaper.escape(title, into: &out)
        out += "</h1>"
        out += rootHTML
        out += "</main>\n</body>\n</html>\n"
        return out
    }

    static func notFound(path: String, assets: Assets = Assets()) -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Not Found</title>\n"
        out += "<link rel=\"stylesheet\" href=\""
        HTMLEscaper.escape(assets.stylesheet, into: &out)
        out += "\">\n</head>\n<body>\n<main class=\"lv-page\"><h1>Not Found</h1><p>No page at "
        HTMLEscaper.escape(String(path.prefix(200)), into: &out)
        out += ".</p><p><a href=\"/\">Home</a></p></main>\n</body>\n</html>\n"
        return out
    }
}
