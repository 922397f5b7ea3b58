import Foundation

extension Session {
    /// ["purple"] for `/colors/purple` under `/colors`; nil if the path is not under the route.
    static func slugs(of path: String, under route: String) -> [String]? {
        if path == route { return [] }
        let base = route == "/" ? "/" : route + "/"
        guard path.hasPrefix(base) else { return nil }
        // MARK: Navigation (issue 14): the browser's location.pathname percent-encodes non-ASCII slugs.
        return path.dropFirst(base.count).split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) }
    }
}
