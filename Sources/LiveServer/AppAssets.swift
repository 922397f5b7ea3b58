import Foundation
import LiveUI

/// The app's images for `Image("name")`: the image files of one folder
/// (`ServerConfiguration.assetsDirectory`, `LIVEUI_ASSETS`), read once at
/// start-up and served under `/assets/` with content-hashed URLs like the
/// client's files. An Xcode asset catalog works as the folder too:
/// `Assets.xcassets/avatar.imageset/avatar@2x.png` is the image `avatar`.
///
/// Names: a file's path below the folder without its extension
/// (`avatar.png` → `avatar`, `icons/star.svg` → `icons/star`), and with it.
enum AppAssets {
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "svg", "avif"]

    /// The files to serve, by URL path (`/assets/avatar.png`), and the name of each image.
    static func read(_ directory: String) throws -> (bodies: [String: [UInt8]], names: [String: String]) {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ConfigurationError(
                "LIVEUI_ASSETS: assets directory \"\(directory)\" not found (leave it unset for an app without images)")
        }
        var bodies: [String: [UInt8]] = [:]
        var names: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files.append(url)
        }
        // Sorted, so which file of an image set wins is the same on every start.
        for url in files.sorted(by: { $0.path < $1.path }) {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count))
            guard relative.hasPrefix("/"), !relative.contains("/."), imageExtensions.contains(url.pathExtension.lowercased()) else {
                continue
            }
            let path = "/assets" + relative
            bodies[path] = Array(try Data(contentsOf: url))
            for name in imageNames(for: String(relative.dropFirst())) where names[name] == nil { names[name] = path }
        }
        return (bodies, names)
    }

    /// `avatar.png` → [avatar, avatar.png]; `Assets.xcassets/avatar.imageset/a@2x.png` → [avatar].
    static func imageNames(for relative: String) -> [String] {
        let components = relative.split(separator: "/").map(String.init)
        if let set = components.lastIndex(where: { $0.hasSuffix(".imageset") }) {
            let folder = components[..<set].filter { !$0.hasSuffix(".xcassets") }
            return [(folder + [String(components[set].dropLast(".imageset".count))]).joined(separator: "/")]
        }
        let withoutExtension = (relative as NSString).deletingPathExtension
        return [withoutExtension, relative]
    }
}
