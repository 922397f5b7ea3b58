// Build tool (run by the EmbedPublic plugin): writes a Swift file holding the
// bytes of each file under Public/ (hidden files and folders left out, as
// StaticFiles leaves them out of an overlay), base64-encoded so every byte
// survives exactly (content hashes in page URLs are computed from them).
//
//     AssetEmbedder OUTPUT.swift PUBLIC_DIR
//
// It lists the folder itself rather than taking the file list the plugin saw
// when SwiftPM planned the build: a file added since is embedded on the next
// build (the folder is one of the command's inputs, and adding a file changes it).
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: AssetEmbedder OUTPUT.swift PUBLIC_DIR\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[1])
let root = URL(fileURLWithPath: arguments[2]).standardizedFileURL
var files: [(path: String, bytes: Data)] = []
let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
while let url = walk?.nextObject() as? URL {
    guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
    let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count))
    guard relative.hasPrefix("/"), !relative.contains("/."), !relative.contains("\""), !relative.contains("\\") else {
        FileHandle.standardError.write(Data("AssetEmbedder: left out \(relative): hidden, or a quote or backslash in its name\n".utf8))
        continue
    }
    let bytes = try Data(contentsOf: url)
    files.append((relative, relative.hasSuffix(".js") ? compact(bytes) : bytes))
}
files.sort { $0.path < $1.path }

/// The script as browsers get it: without its comment lines, indentation and
/// blank lines, which make a third of Public/liveui.js (12.3 → 8.8 KB gzipped)
/// and none of its behaviour. Only whole comment lines go: a `//` after code
/// may be inside a string (`'wss://'`). Public/liveui.js uses no template
/// literals, whose lines could start with `//`; a test checks the rule.
func compact(_ bytes: Data) -> Data {
    let text = String(decoding: bytes, as: UTF8.self)
    var out: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
        out.append(trimmed)
    }
    return Data((out.joined(separator: "\n") + "\n").utf8)
}
var source = """
    // Generated at build time by AssetEmbedder from Public/. Edit Public/, not this.
    enum EmbeddedAssets {
        /// Path under Public/ (with a leading slash) and the file's bytes, base64.
        static let files: [(path: String, base64: String)] = [

    """
for file in files {
    source += "        (\"\(file.path)\", \"\(file.bytes.base64EncodedString())\"),\n"
}
source += "    ]\n}\n"
// Rewrite only on change, so an unchanged Public/ recompiles nothing.
if (try? String(contentsOf: output, encoding: .utf8)) != source {
    try source.write(to: output, atomically: true, encoding: .utf8)
}
