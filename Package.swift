// swift-tools-version:6.1
import PackageDescription

// Module arrows follow docs/ARCHITECTURE.md (see README "How it works"):
// LiveHTML ← LiveUI ← LiveRuntime ← {LiveServer, LiveTesting}; DemoApps → LiveUI.
let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "LiveUI",
    products: [
        .library(name: "LiveUI", targets: ["LiveUI", "LiveRuntime", "UniformTypeIdentifiers"]),
        .library(name: "LiveServer", targets: ["LiveServer"]),
        .library(name: "LiveTesting", targets: ["LiveTesting"]),
    ],
    // A package that depends on LiveUI may turn the allocator off: `traits: []` in its dependency.
    traits: [
        .trait(
            name: "Jemalloc",
            description: "Servers (LiveServer) link Debian's jemalloc as the process's malloc: 10 % more events/s at 1,000 sessions, less memory a session (docs/performance.md)."),
        .default(enabledTraits: ["Jemalloc"]),
    ],
    targets: [
        .target(name: "LiveHTML", swiftSettings: strict),
        .target(name: "LiveUI", dependencies: ["LiveHTML", "UniformTypeIdentifiers"], swiftSettings: strict),
        // `UTType`, under the module name code written for Apple's platforms imports (re-exported by LiveUI).
        .target(name: "UniformTypeIdentifiers", swiftSettings: strict),
        .target(name: "LiveRuntime", dependencies: ["LiveUI", "LiveHTML"], swiftSettings: strict),
        .systemLibrary(name: "CLibWebSockets", pkgConfig: "libwebsockets", providers: [.apt(["libwebsockets-dev"])]),
        // The main dispatch queue run from the server's own loop (`LiveServer.run`).
        .target(name: "CMainQueue", linkerSettings: [.linkedLibrary("dispatch")]),
        // A note of the running event that a fatal signal handler prints (async-signal-safe C).
        .target(name: "CCrashNote"),
        // libwebsockets' allocator: large blocks on pages of their own, a connection's blocks in an arena of their own.
        .target(name: "CLWSAllocator"),
        // MARK: Storage (issue #14): @AppStorage/@SceneStorage behind KeyValueStore (LiveRuntime), SQLite at the edge.
        // glibc's <malloc.h> (`mallinfo2`, `malloc_trim`), for LiveBench's memory figures.
        .systemLibrary(name: "CMalloc"),
        // The server's allocator (trait `Jemalloc`, on by default; see Sources/LiveServer/Allocator.swift).
        .systemLibrary(name: "CJemalloc", pkgConfig: "jemalloc", providers: [.apt(["libjemalloc-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .target(name: "LiveStore", dependencies: ["LiveRuntime", "LiveUI", "CSQLite", "CHiredis"], swiftSettings: strict),
        // MARK: Redis (issue #15 items 2 and 4): a shared store and pub/sub through hiredis.
        .systemLibrary(name: "CHiredis", pkgConfig: "hiredis", providers: [.apt(["libhiredis-dev"])]),
        .target(
            name: "LiveServer", dependencies: [
                "LiveRuntime", "LiveUI", "LiveHTML", "LiveAssets", "CLibWebSockets", "CLWSAllocator", "CMainQueue", "CCrashNote", "LiveStore",
                .target(name: "CJemalloc", condition: .when(traits: ["Jemalloc"])),
            ],
            swiftSettings: strict, plugins: ["EmbedPublic"]),
        // Public/ (liveui.js, liveui.css) built into LiveServer, so servers need no file path.
        .executableTarget(name: "AssetEmbedder", dependencies: ["LiveAssets"], swiftSettings: strict),
        // How Public/ becomes what is served (the client's parts joined into one script): pure.
        .target(name: "LiveAssets", swiftSettings: strict),
        .plugin(name: "EmbedPublic", capability: .buildTool(), dependencies: ["AssetEmbedder"]),
        .executableTarget(name: "LiveDemo", dependencies: ["LiveServer", "DemoApps"], swiftSettings: strict),
        .target(name: "LiveTesting", dependencies: ["LiveRuntime", "LiveUI", "LiveHTML"], swiftSettings: strict),
        // The seeds are Swift 5 code, kept as written.
        .target(name: "DemoApps", dependencies: ["LiveUI"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "LiveBench", dependencies: ["LiveTesting", "DemoApps", "LiveStore", "CMalloc"], swiftSettings: strict),
        .testTarget(name: "LiveHTMLTests", dependencies: ["LiveHTML"], swiftSettings: strict),
        .testTarget(name: "LiveUITests", dependencies: ["LiveTesting", "LiveUI", "LiveRuntime", "LiveHTML"], swiftSettings: strict),
        // Test support for the server: raw WebSocket client, wire driver, WebDriver, child server process.
        .target(name: "LiveServerTesting", dependencies: ["LiveTesting", "LiveHTML"], swiftSettings: strict),
        .target(name: "CEpoll"),
        .executableTarget(name: "LiveLoad", dependencies: ["LiveTesting", "LiveHTML", "CEpoll"], swiftSettings: strict),
        .executableTarget(name: "LiveStress", dependencies: ["LiveServerTesting", "LiveTesting", "LiveHTML"], swiftSettings: strict),
        .executableTarget(name: "LiveBrowserBench", dependencies: ["LiveServerTesting"], swiftSettings: strict),
        // Views that go wrong on purpose, served by a real process for the server tests.
        .executableTarget(
            name: "LiveFixtureServer", dependencies: ["LiveServer", "LiveUI", "DemoApps", "FidelityApps"], swiftSettings: strict),
        .testTarget(
            name: "LiveServerTests",
            dependencies: [
                "LiveServerTesting", "LiveTesting", "LiveHTML", "LiveServer", "LiveDemo", "LiveLoad", "LiveFixtureServer", "LiveAssets",
                "LiveStore", "LiveRuntime", "LiveClusterKit", "LiveCluster", "CMalloc", "CLWSAllocator",
                // Accessibility (issue 17): the axe suite audits every sample app, as FidelityApps.all lists them.
                "FidelityApps",
            ],
            swiftSettings: strict),
        .testTarget(name: "DemoAppsTests", dependencies: ["LiveTesting", "DemoApps"], swiftSettings: strict),
        // MARK: Cluster (issue #15): `make cluster`'s supervisor; its settings and the balancer's configuration are pure.
        .target(name: "LiveClusterKit", swiftSettings: strict),
        .executableTarget(name: "LiveCluster", dependencies: ["LiveClusterKit"], swiftSettings: strict),
        // Sample apps in the style of public SwiftUI code, per documentation area: a library so that
        // the fixture server can serve them to Chromium, tested in-process by FidelityTests.
        .target(name: "FidelityApps", dependencies: ["LiveUI"], path: "Tests/FidelityApps", swiftSettings: strict),
        .testTarget(name: "FidelityTests", dependencies: ["FidelityApps", "LiveTesting", "LiveUI"], swiftSettings: strict),
    ]
)
