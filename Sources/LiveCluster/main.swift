import Foundation
import LiveClusterKit

// `make cluster` (issue #15): see Supervisor and README "Deploying". Written in
// Swift rather than shell so that its settings are parsed and tested like the
// rest (ClusterSettings), children are reaped and signals handled without races,
// and it builds with the package.

let env = ProcessInfo.processInfo.environment
var arguments = Array(CommandLine.arguments.dropFirst())
let printConfig = arguments.first == "haproxy-config"
if printConfig { arguments.removeFirst() }
if arguments.contains("--help") || arguments.contains("-h") {
    print(ClusterSettings.usage)
    exit(0)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("LiveCluster: \(message)\n".utf8))
    exit(2)
}

do {
    let settings = try ClusterSettings.parse(arguments, env: env, cores: ProcessInfo.processInfo.activeProcessorCount)
    if printConfig {
        // The multi-machine template filled in: `--servers host:port,…`, else this machine's workers.
        let servers = try env["SERVERS"].map { list throws(ClusterSettingsError) in try BalancerConfig.servers(list: list) }
        let listed = try arguments.firstIndex(of: "--servers").map { i throws(ClusterSettingsError) in
            guard i + 1 < arguments.count else { throw ClusterSettingsError("--servers needs a value") }
            return try BalancerConfig.servers(list: arguments[i + 1])
        }
        let template = try String(contentsOfFile: settings.balancerTemplate, encoding: .utf8)
        print(
            BalancerConfig.render(
                template: template, bind: BalancerConfig.bindAddress(host: settings.host, port: settings.port),
                servers: listed ?? servers ?? BalancerConfig.servers(settings)),
            terminator: "")
        exit(0)
    }
    // The worker program: as given, else LiveDemo beside this executable.
    let here = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")).map {
        URL(fileURLWithPath: $0).deletingLastPathComponent().path
    }
    let program = settings.workerProgram ?? here.map { $0 + "/LiveDemo" } ?? "LiveDemo"
    guard FileManager.default.isExecutableFile(atPath: program) else { fail("no worker program at \(program) (--worker)") }
    try Supervisor(settings: settings, workerProgram: program, environment: env).run()
} catch let error as ClusterSettingsError {
    fail("\(error)\n\(ClusterSettings.usage)")
} catch {
    fail("\(error)")
}
