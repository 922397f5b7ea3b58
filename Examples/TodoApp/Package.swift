// swift-tools-version:6.0
import PackageDescription

// A LiveUI app as its own package: the template to copy. The app's views and
// model are a library (so tests can import them), the server is a small
// executable, and the tests drive the views in-process with LiveTesting.
// In your own package, point the dependency at your copy of LiveUI:
// .package(path: "../LiveUI"), or a git URL your machines can reach.
let package = Package(
    name: "TodoApp",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "LiveUI", path: "../..")
    ],
    targets: [
        .target(name: "TodoApp", dependencies: [.product(name: "LiveUI", package: "LiveUI")]),
        .executableTarget(
            name: "TodoServer",
            dependencies: [
                "TodoApp", .product(name: "LiveServer", package: "LiveUI"),
            ]),
        .testTarget(
            name: "TodoAppTests",
            dependencies: [
                "TodoApp", .product(name: "LiveTesting", package: "LiveUI"),
            ]),
    ]
)
