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
import LiveAssets

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: AssetEmbedder OUTPUT.swift PUBLIC_DIR\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[1])
let root = URL(fileURLWithPath: arguments[2]).standardizedFileURL
var found: [String: [UInt8]] = [:]
let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
while let url = walk?.nextObject() as? URL {
    guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
    let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count))
    guard relative.hasPrefix("/"), !relative.contains("/."), !relative.contains("\""), !relative.contains("\\") else {
        FileHandle.standardError.write(Data("AssetEmbedder: left out \(relative): hidden, or a quote or backslash in its name\n".utf8))
        continue
    }
    found[relative] = Array(try Data(contentsOf: url))
}
// The client's parts joined into /liveui.js, scripts compacted (see ClientBundle).
let files = ClientBundle.assemble(found, compacting: true).sorted { $0.key < $1.key }
var source = """
    // Generated at build time by AssetEmbedder from Public/. Edit Public/, not this.
    enum EmbeddedAssets {
        /// Path under Public/ (with a leading slash) and the file's bytes, base64.
        static let files: [(path: String, base64: String)] = [

    """
for file in files {
    source += "        (\"\(file.key)\", \"\(Data(file.value).base64EncodedString())\"),\n"
}
source += "    ]\n}\n"
// Rewrite only on change, so an unchanged Public/ recompiles nothing.
if (try? String(contentsOf: output, encoding: .utf8)) != source {
    try source.write(to: output, atomically: true, encoding: .utf8)
}
