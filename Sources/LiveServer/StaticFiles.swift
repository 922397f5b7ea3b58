import Foundation
import LiveHTML

/// The files of `Public/`, read once at start-up. Requests are looked up by
/// exact path in this table, so no request path (`..`, `%2e%2e`, absolute
/// paths) can ever reach a file outside it.
///
/// Each file has a version, a hash of its bytes. Pages link `/liveui.js?v=…`,
/// which browsers may keep for good (`immutable`): a changed file has a new
/// URL. Any other request for the file is revalidated every time.
struct StaticFiles: Sendable {
    private struct File: Sendable {
        let version: String
        let fresh: HTTPResponse
        let immutable: HTTPResponse
    }

    private let files: [String: File]

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
        var files: [String: File] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count))
            guard relative.hasPrefix("/"), !relative.contains("/.") else { continue }
            let type = Self.contentTypes[url.pathExtension.lowercased()] ?? "application/octet-stream"
            let body = Array(try Data(contentsOf: url))
            func response(_ cacheControl: String) -> HTTPResponse {
                HTTPResponse(status: 200, contentType: type, headers: HTTPResponse.baseHeaders + [("cache-control", cacheControl)], body: body)
            }
            files[relative] = File(version: Self.version(of: body), fresh: response("no-cache"),
                                   immutable: response("public, max-age=31536000, immutable"))
        }
        self.files = files
    }

    /// `path` with its version (`/liveui.js?v=…`), or `path` alone if there is no such file.
    func versioned(_ path: String) -> String {
        files[path].map { path + "?v=" + $0.version } ?? path
    }

    /// The file at `path`; cacheable for good only when `query` names its current version.
    func response(for path: String, query: String = "") -> HTTPResponse? {
        guard let file = files[path] else { return nil }
        return query == "v=" + file.version ? file.immutable : file.fresh
    }

    /// FNV-1a over the bytes, 16 hex digits: enough to tell versions of a file apart.
    static func version(of bytes: [UInt8]) -> String {
        let hex = String(bytes.withUnsafeBytes { StableHash.fnv1a($0) }, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
