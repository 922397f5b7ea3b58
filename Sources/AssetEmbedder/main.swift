// Build tool (run by the EmbedPublic plugin): writes a Swift file holding the
// bytes of each file under Public/, base64-encoded so every byte survives
// exactly (content hashes in page URLs are computed from them at start-up).
//
//     AssetEmbedder OUTPUT.swift PUBLIC_DIR FILE...
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: AssetEmbedder OUTPUT.swift PUBLIC_DIR FILE...\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[1])
let root = URL(fileURLWithPath: arguments[2]).standardizedFileURL.path
var source = """
    // Generated at build time by AssetEmbedder from Public/. Edit Public/, not this.
    enum EmbeddedAssets {
        /// Path under Public/ (with a leading slash) and the file's bytes, base64.
        static let files: [(path: String, base64: String)] = [

    """
for file in arguments.dropFirst(3) {
    let path = URL(fileURLWithPath: file).standardizedFileURL.path
    guard path.hasPrefix(root + "/") else {
        FileHandle.standardError.write(Data("AssetEmbedder: \(path) is not under \(root)\n".utf8))
        exit(1)
    }
    let relative = String(path.dropFirst(root.count))
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    // Paths are plain file names; escape the two characters that could end the literal anyway.
    let literal = relative.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    source += "        (\"\(literal)\", \"\(bytes.base64EncodedString())\"),\n"
}
source += "    ]\n}\n"
// Rewrite only on change, so an unchanged Public/ recompiles nothing.
if (try? String(contentsOf: output, encoding: .utf8)) != source {
    try source.write(to: output, atomically: true, encoding: .utf8)
}
