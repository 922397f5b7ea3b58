import Foundation
import PackagePlugin

/// Builds `Public/` (liveui.js, liveui.css, …) into the LiveServer module, so
/// a server finds its client without any file path: from any working
/// directory, in a dependent package, or as a binary copied to another
/// machine. `Public/` stays the one editable source; the generated file lives
/// in the build directory only.
///
/// The command's inputs are the folders (adding or removing a file changes
/// its folder, so the command runs again and the tool lists the folder afresh) and
/// each file (so an edit runs it again). After removing a file, SwiftPM still
/// expects the input it planned with until it plans again: `touch
/// Package.swift` (or `swift package clean`) once.
@main
struct EmbedPublic: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL.appending(path: "Public")
        var files: [URL] = []
        var folders: [URL] = [root]
        if let walk = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey], options: [.skipsHiddenFiles])
        {
            for case let url as URL in walk {
                let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
                if values?.isRegularFile == true { files.append(url) }
                if values?.isDirectory == true { folders.append(url) }
            }
        }
        files.sort { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedAssets.swift")
        return [
            .buildCommand(
                displayName: "Embedding Public/ (\(files.count) files) into \(target.name)",
                executable: try context.tool(named: "AssetEmbedder").url,
                arguments: [output.path, root.path],
                inputFiles: folders + files,
                outputFiles: [output])
        ]
    }
}
