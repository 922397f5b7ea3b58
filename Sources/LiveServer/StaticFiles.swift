import Foundation
import LiveAssets
import LiveHTML
import LiveUI

/// The files of `Public/`, built into the server (or read once at start-up
/// from an override directory). Requests are looked up by
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
        "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp", "avif": "image/avif",
    ]

    /// The app's images by name, as versioned URLs (see `AppAssets`).
    private(set) var imageAssets = ImageAssetTable()

    /// The files built into the server from `Public/` (the EmbedPublic
    /// plugin), overlaid by the files of `directory` when one is given: a
    /// development override (`LIVEUI_PUBLIC`) that needs no rebuild.
    init(overlay directory: String? = nil, assets assetsDirectory: String? = nil) throws {
        var bodies: [String: [UInt8]] = [:]
        for (path, base64) in EmbeddedAssets.files {
            guard let data = Data(base64Encoded: base64) else { continue }
            bodies[path] = Array(data)
        }
        if let directory {
            // The overlay's own client parts, if it has any, make its /liveui.js (readable: not compacted).
            var overlay: [String: [UInt8]] = [:]
            try Self.read(directory, into: &overlay)
            bodies.merge(ClientBundle.assemble(overlay, compacting: false)) { _, overlaid in overlaid }
        }
        var names: [String: String] = [:]
        if let assetsDirectory {
            let assets = try AppAssets.read(assetsDirectory)
            bodies.merge(assets.bodies) { _, image in image }
            names = assets.names
        }
        self.init(bodies)
        imageAssets = ImageAssetTable(names.mapValues { versioned($0) })
    }

    init(_ bodies: [String: [UInt8]]) {
        var files: [String: File] = [:]
        for (path, body) in bodies {
            let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
            let type = Self.contentTypes[ext] ?? "application/octet-stream"
            func response(_ cacheControl: String) -> HTTPResponse {
                HTTPResponse(
                    status: 200, contentType: type, headers: [("cache-control", cacheControl)], body: body)
            }
            files[path] = File(
                version: Self.version(of: body), fresh: response("no-cache"),
                immutable: response("public, max-age=31536000, immutable"))
        }
        self.files = files
    }

    /// Every regular file under `directory` (hidden ones left out), by path with a leading slash.
    private static func read(_ directory: String, into bodies: inout [String: [UInt8]]) throws {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ConfigurationError(
                "LIVEUI_PUBLIC: static directory \"\(directory)\" not found "
                    + "(leave it unset to serve the files built into the server)")
        }
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count))
            guard relative.hasPrefix("/"), !relative.contains("/.") else { continue }
            bodies[relative] = Array(try Data(contentsOf: url))
        }
    }

    /// `path` with its version (`/liveui.js?v=…`), or `path` alone if there is no such file.
    func versioned(_ path: String) -> String {
        files[path].map { path + "?v=" + $0.version } ?? path
    }

    /// The file at `path`; cacheable for good only when `query` names its current version:
    /// all of it, or its first 8 digits or more (an area's URL, `ClientBundle.areaURL`).
    func response(for path: String, query: String = "") -> HTTPResponse? {
        guard let file = files[path] else { return nil }
        let named = query.utf8.count >= 10 && query.hasPrefix("v=") && file.version.hasPrefix(query.dropFirst(2))
        return named ? file.immutable : file.fresh
    }

    /// FNV-1a over the bytes, 16 hex digits: enough to tell versions of a file apart.
    /// ClientBundle's, which writes the areas' versioned URLs into the one script.
    static func version(of bytes: [UInt8]) -> String { ClientBundle.version(of: bytes) }
}
