import Foundation
import Testing

/// Names LiveUI shares with the modules SwiftUI code also imports
/// (Foundation, FoundationEssentials, FoundationNetworking, Dispatch,
/// Observation, _Concurrency). A shared top-level name resolves differently
/// with and without `import Foundation` in a file (`DispatchQueue` once did:
/// LiveUI's shim in one case, the system queue in the other). So LiveUI
/// shares none, and the members it adds to those modules' types are listed
/// here with how each resolves. The modules' declarations are read from the
/// toolchain itself (`swift-synthesize-interface`), so the check stays true
/// when either side grows.
@Suite struct SharedNamesTests {
    struct ToolMissing: Error, CustomStringConvertible {
        var description: String { "swift-synthesize-interface is not on PATH (it ships with the Swift toolchain)" }
    }

    static let modules = ["Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch", "Observation", "_Concurrency"]

    /// Every member LiveUI declares in an extension of another module's type. Each is either new
    /// to that type (absent from its interface) or an overload the import tests pin down.
    static let addedMembers: [String: String] = [
        // Overloads beside Dispatch's `(…, qos:flags:execute:)`: without the defaulted parameters they
        // rank first for `asyncAfter(deadline:) { }` with any imports (StateImportResolutionTests,
        // DemoAppsTests.ImportResolutionTests, both language modes).
        "DispatchQueue.asyncAfter(deadline:execute:)": "overload",
        "DispatchQueue.asyncAfter(wallDeadline:execute:)": "overload",
        "DispatchQueue.async(execute:)": "overload",
        // The standard library's exact signature: a module's declaration shadows _Concurrency's.
        "Task.sleep(nanoseconds:)": "shadow",
        // More specific than the generic `sleep(for:tolerance:clock:)`.
        "Task.sleep(for:)": "overload",
        // Combine's, which Linux lacks.
        "Timer.publish(every:tolerance:on:in:)": "new",
        "Timer.TimerPublisher": "new",
        // Foundation's on Apple platforms, missing on Linux.
        "URL.documentsDirectory": "new",
        "URL.applicationSupportDirectory": "new",
        "URL.cachesDirectory": "new",
        // Unavailable, with a message naming what to use (Combine's, which Linux lacks).
        "URLSession.dataTaskPublisher(for:)": "new",
        "NotificationCenter.publisher(for:object:)": "new",
        // CoreTransferable's conformance on Apple platforms (drag and drop, Gestures/Transferable.swift).
        "URL.transferRepresentation": "new",
    ]

    @Test func liveUIDeclaresNoTopLevelNameThoseModulesDeclare() throws {
        let ours = try Self.liveUITopLevelNames()
        #expect(ours.contains("View") && ours.contains("Binding") && ours.contains("Publisher"), "the scan finds LiveUI's names")
        let theirs = try Self.moduleTopLevelNames()
        #expect(theirs.contains("Date") && theirs.contains("DispatchQueue") && theirs.contains("Timer"), "the scan finds theirs")
        let shared = ours.intersection(theirs)
        #expect(shared.isEmpty, "LiveUI shares these names with \(Self.modules): \(shared.sorted())")
    }

    @Test func membersAddedToOtherModulesTypesAreListed() throws {
        let found = try Self.liveUIForeignMembers()
        #expect(
            found == Set(Self.addedMembers.keys),
            "unlisted: \(found.subtracting(Self.addedMembers.keys).sorted()), gone: \(Set(Self.addedMembers.keys).subtracting(found).sorted())"
        )
        let interfaces = try Self.interfaces().joined(separator: "\n")
        for (member, kind) in Self.addedMembers where kind == "new" {
            let name = member.split(separator: ".").last.map { String($0.prefix { $0 != "(" }) } ?? member
            let declared =
                interfaces.contains("var \(name):") || interfaces.contains("func \(name)(")
                || interfaces.contains("class \(name)") || interfaces.contains("struct \(name)")
            #expect(!declared, "\(member) is now declared by the system modules too: it would be ambiguous")
        }
        #expect(interfaces.contains("public static func sleep(nanoseconds duration: UInt64) async throws"), "the shadowed signature")
    }

    // MARK: Scanning

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static func liveUISources() throws -> [String] {
        let root = repositoryRoot.appendingPathComponent("Sources/LiveUI")
        guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return try files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .map { try String(contentsOf: $0, encoding: .utf8) }
    }

    static func declaration() throws -> Regex<AnyRegexOutput> {
        try Regex(
            #"^(?:@[A-Za-z_]+(?:\([^)]*\))? )*(?:public |open )(?:final )?(?:class|struct|enum|protocol|typealias|actor) ([A-Za-z_][A-Za-z_0-9]*)"#
        )
    }

    static func topLevelNames(in text: String) throws -> Set<String> {
        let declaration = try declaration()
        var names: Set<String> = []
        for line in text.split(separator: "\n") where !line.hasPrefix(" ") {
            if let match = line.firstMatch(of: declaration), let name = match.output[1].substring { names.insert(String(name)) }
        }
        return names
    }

    static func liveUITopLevelNames() throws -> Set<String> {
        try liveUISources().reduce(into: Set<String>()) { $0.formUnion(try topLevelNames(in: $1)) }
    }

    /// `Type.member(labels:)` for each public member in `extension <foreign type>` blocks of LiveUI.
    static func liveUIForeignMembers() throws -> Set<String> {
        let foreign = [
            "DispatchQueue": "DispatchQueue", "Dispatch.DispatchQueue": "DispatchQueue", "Timer": "Timer", "URL": "URL", "Task": "Task",
            "URLSession": "URLSession",
            "NotificationCenter": "NotificationCenter",
        ]
        let member = try Regex(#"^    public (?:static |class |final )*(func|var|class|struct) ([A-Za-z_]+)(?:<[^>]*>)?(\([^{]*)?"#)
        var found: Set<String> = []
        for source in try liveUISources() {
            var current: String?
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                if line.hasPrefix("extension ") {
                    let name = line.dropFirst("extension ".count).prefix { $0 != " " && $0 != ":" && $0 != "{" }
                    current = foreign[String(name)]
                } else if line.hasPrefix("}") {
                    current = nil
                } else if let type = current, let match = line.firstMatch(of: member) {
                    let kind = match.output[1].substring ?? ""
                    let name = String(match.output[2].substring ?? "")
                    if kind == "func", var params = match.output[3].substring.map(String.init) {
                        // A declaration over several lines: read on to its closing parenthesis.
                        var next = index + 1
                        while !params.contains(")"), next < lines.count {
                            params += " " + lines[next]
                            next += 1
                        }
                        found.insert("\(type).\(name)(\(labels(of: params)))")
                    } else {
                        found.insert("\(type).\(name)")
                    }
                }
            }
        }
        return found
    }

    /// "deadline:execute:" from "(deadline: DispatchTime, execute work: @escaping …)".
    static func labels(of parameters: String) -> String {
        var depth = 0
        var pieces: [String] = []
        var piece = ""
        for ch in parameters.dropFirst() {
            if ch == "(" || ch == "<" || ch == "[" { depth += 1 }
            if ch == ")" || ch == ">" || ch == "]" {
                if depth == 0 { break }
                depth -= 1
            }
            if ch == ",", depth == 0 {
                pieces.append(piece)
                piece = ""
            } else {
                piece.append(ch)
            }
        }
        pieces.append(piece)
        return pieces.map { $0.trimmingCharacters(in: .whitespaces).prefix { $0 != " " && $0 != ":" } + ":" }.joined()
    }

    static func moduleTopLevelNames() throws -> Set<String> {
        try interfaces().reduce(into: Set<String>()) { $0.formUnion(try topLevelNames(in: $1)) }
    }

    /// The modules' public interfaces as the toolchain synthesizes them.
    static func interfaces() throws -> [String] {
        let tool = try synthesizer()
        return try modules.map { module in
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("liveui-\(module)-\(UUID().uuidString).swift")
            defer { try? FileManager.default.removeItem(at: out) }
            let process = Process()
            process.executableURL = tool
            process.arguments = ["-module-name", module, "-target", "x86_64-unknown-linux-gnu", "-o", out.path]
            #if arch(arm64)
                process.arguments?[3] = "aarch64-unknown-linux-gnu"
            #endif
            try process.run()
            process.waitUntilExit()
            return try String(contentsOf: out, encoding: .utf8)
        }
    }

    /// `swift-synthesize-interface`, next to the `swift` on PATH (it ships with the toolchain).
    static func synthesizer() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":").map(String.init) + ["/usr/bin", "/opt/swift/usr/bin"] {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent("swift-synthesize-interface")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw ToolMissing()
    }
}
