/// Where a NavigationView is: the slug of each pushed view, root first.
/// The page's URL is the route followed by these slugs.
package struct NavigationReport: Equatable, Sendable {
    package var slugs: [String]

    package init(slugs: [String]) { self.slugs = slugs }
    package var depth: Int { slugs.count }

    /// `/colors` + ["purple"] → `/colors/purple`.
    package func url(under route: String) -> String {
        let base = route == "/" ? "" : route
        return slugs.isEmpty ? (route.isEmpty ? "/" : route) : base + "/" + slugs.joined(separator: "/")
    }

    /// A URL-safe name for a link: its label's words, lower-cased and hyphenated.
    package static func slug(_ text: String) -> String {
        var out = ""
        var pendingHyphen = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingHyphen, !out.isEmpty { out += "-" }
                pendingHyphen = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingHyphen = true
            }
        }
        return out
    }
}
