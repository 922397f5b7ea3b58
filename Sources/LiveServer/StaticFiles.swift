import Foundation

/// The files of `Public/`, read once at start-up. Requests are looked up by
/// exact path in this table, so no request path (`..`, `%2e%2e`, absolute
/// paths) can ever reach a file outside it.
struct StaticFiles: Sendable {
    private let files: [String: HTTPResponse]

    static let contentTypes: [String: String] = [
        "js": "text/javascript; charset=utf-8", "css": "text/css; charset=utf-8", "html": "text/html; charset=utf-8",
        "json": "application/json", "svg": "image/svg+xml", "png": "image/png", "ico": "image/x-icon",
        "txt": "text/plain; charset=utf-8", "woff2": "font/woff2",
    ]

    init(directory: String) throws {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ConfigurationError("static directory \"\(directory)\" not found (run from the repository root or set LIVEUI_PUBLIC)")
        }
        var files: [String: HTTPResponse] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count))
            guard relative.hasPrefix("/"), !relative.contains("/.") else { continue }
            let type = Self.contentTypes[url.pathExtension.lowercased()] ?? "application/octet-stream"
            let data = try Data(contentsOf: url)
            files[relative] = HTTPResponse(status: 200, contentType: type,
                                           headers: HTTPResponse.baseHeaders + [("cache-control", "no-cache")], body: Array(data))
        }
        self.files = files
    }

    func response(for path: String) -> HTTPResponse? { files[path] }
}
