// APIs SwiftUI apps call routinely that Foundation on Apple platforms has and
// Foundation on Linux lacks. Each is the documented equivalent, not a copy:
// the folders are the XDG ones Linux's `FileManager.urls(for:in:)` returns
// (`~/Documents`, `~/.local/share`, `~/.cache`), of the user running the
// server, so every browser tab of a server shares them (an iPhone app has
// them to itself). `Date.now`, `URL.homeDirectory`, `URL.temporaryDirectory`
// and `URL.appending(path:)` exist on Linux already and are not redefined.
extension URL {
    /// The user's documents folder (`~/Documents` on Linux).
    public static var documentsDirectory: URL { standardFolder(.documentDirectory, fallback: "Documents") }

    /// Where an app keeps its own files (`~/.local/share` on Linux).
    public static var applicationSupportDirectory: URL {
        standardFolder(.applicationSupportDirectory, fallback: ".local/share")
    }

    /// Where an app keeps files it can recreate (`~/.cache` on Linux).
    public static var cachesDirectory: URL { standardFolder(.cachesDirectory, fallback: ".cache") }

    private static func standardFolder(_ folder: FileManager.SearchPathDirectory, fallback: String) -> URL {
        FileManager.default.urls(for: folder, in: .userDomainMask).first
            ?? URL.homeDirectory.appendingPathComponent(fallback, isDirectory: true)
    }
}
