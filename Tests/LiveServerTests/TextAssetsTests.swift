import Foundation
import LiveServerTesting
import Testing

/// The app's images (`Image("name")`): a folder named by `LIVEUI_ASSETS`,
/// served under /assets/ at content-hashed URLs that pages link.
@Suite struct TextAssetsTests {
    @Test func anAssetFolderIsServedAtHashedURLsThatPagesUse() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // An Xcode asset catalog: the image set's folder names the image.
        let set = folder.appendingPathComponent("Assets.xcassets/avatar.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let png = try Data(contentsOf: ServerProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/TextAssets/avatar.png"))
        try png.write(to: set.appendingPathComponent("avatar.png"))
        try "{}".write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try "<svg xmlns='http://www.w3.org/2000/svg'/>".write(
            to: folder.appendingPathComponent("banner.svg"), atomically: true, encoding: .utf8)
        try "secret".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)

        let server = try ServerProcess(executable: "LiveFixtureServer", environment: ["LIVEUI_ASSETS": folder.path])
        let page = try server.get("/fidelity/text/profile")
        #expect(page.status == 200)
        let avatarURL = try #require(
            page.body.firstMatch(of: /src="(\/assets\/Assets\.xcassets\/avatar\.imageset\/avatar\.png\?v=[0-9a-f]{16})"/)?.1)
        #expect(page.body.contains("alt=\"avatar\""))
        // `Image(decorative: "banner")` finds banner.svg.
        #expect(page.body.contains("src=\"/assets/banner.svg?v="))
        let image = try server.get(String(avatarURL))
        #expect(image.status == 200)
        #expect(image.headers["content-type"] == "image/png")
        #expect(image.headers["cache-control"] == "public, max-age=31536000, immutable")
        #expect(try server.get("/assets/banner.svg").headers["content-type"] == "image/svg+xml")
        // Only images are served from the folder.
        #expect(try server.get("/assets/notes.txt").status == 404)
        #expect(try server.get("/assets/Assets.xcassets/avatar.imageset/Contents.json").status == 404)
        #expect(try server.get("/assets/../notes.txt").status == 404)
        server.stop()
    }

    @Test func withoutAFolderImagesShowPlaceholders() throws {
        let server = try ServerProcess(executable: "LiveFixtureServer")
        let page = try server.get("/fidelity/text/profile")
        #expect(page.status == 200)
        #expect(!page.body.contains("alt=\"avatar\""))
        #expect(page.body.contains("aria-label=\"avatar\""))
        server.stop()
    }

    @Test func aMissingFolderIsAClearStartUpError() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-assets-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: log) }
        #expect(throws: ServerProcess.Failure.self) {
            _ = try ServerProcess(executable: "LiveFixtureServer", environment: ["LIVEUI_ASSETS": "/no/such/assets"], log: log)
        }
        let message = try String(contentsOf: log, encoding: .utf8)
        #expect(
            message == "LiveFixtureServer: LIVEUI_ASSETS: assets directory \"/no/such/assets\" not found "
                + "(leave it unset for an app without images)\n")
    }
}
