import Foundation
import LiveClusterKit
import LiveServerTesting
import Testing

/// `LiveCluster`'s settings and the balancer's configuration (issue #15 item 3): pure, plus `haproxy -c`.
@Suite struct ClusterConfigTests {
    @Test func defaultsFollowTheCoreCountAndPort() throws {
        let s = try ClusterSettings.parse([], env: [:], cores: 4)
        #expect(s.workers == 4)
        #expect(s.port == 8080)
        #expect(s.host == "127.0.0.1")
        #expect((1...4).map(s.port(ofWorker:)) == [8081, 8082, 8083, 8084])
        #expect(s.redisPort == 9080)
        #expect(s.store == "redis://127.0.0.1:9080")
        #expect(s.startsRedis)
        #expect(s.stateDirectory == ".cluster")
        #expect(s.balancerTemplate == "deploy/haproxy.cfg")
        #expect(try ClusterSettings.parse([], env: [:], cores: 0).workers == 1)
    }

    @Test func argumentsWinOverTheEnvironment() throws {
        let env = ["WORKERS": "3", "PORT": "9000", "LIVEUI_STORE": "sqlite:/tmp/x.sqlite", "CLUSTER_STATE": "/tmp/c"]
        let s = try ClusterSettings.parse(["--workers", "2", "--port=9100", "--worker-port", "9200"], env: env, cores: 8)
        #expect(s.workers == 2)
        #expect(s.port == 9100)
        #expect(s.workerPort == 9200)
        #expect(s.store == "sqlite:/tmp/x.sqlite")
        #expect(!s.startsRedis, "a store elsewhere: the cluster starts no Redis")
        #expect(s.stateDirectory == "/tmp/c")
        // An empty variable is no setting.
        #expect(try ClusterSettings.parse([], env: ["WORKERS": ""], cores: 2).workers == 2)
    }

    @Test func badSettingsAreRefusedWithTheReason() {
        let cases: [([String], [String: String], String)] = [
            (["--workers", "0"], [:], "WORKERS must be a whole number in 1…256"),
            ([], ["PORT": "http"], "PORT must be a whole number"),
            (["--nope"], [:], "unknown argument --nope"),
            (["--port"], [:], "--port needs a value"),
            (["--port", "9000", "--worker-port", "8999", "--workers", "2"], [:], "include the balancer's 9000"),
            (["--store", "memory"], [:], "LIVEUI_STORE must be redis://HOST:PORT or sqlite:PATH"),
            (["--port", "9000", "--redis-port", "9001"], [:], "REDIS_PORT 9001 is taken"),
            (["--worker-port", "65535", "--workers", "2"], [:], "past port 65535"),
        ]
        for (arguments, env, message) in cases {
            #expect {
                try ClusterSettings.parse(arguments, env: env, cores: 2)
            } throws: { error in
                (error as? ClusterSettingsError)?.description.contains(message) == true
            }
        }
    }

    @Test func aWorkerIsToldItsPortTheStoreAndWhoItsProxyIs() throws {
        let s = try ClusterSettings.parse(["--workers", "2", "--store", "redis://10.0.0.5:6379"], env: [:], cores: 2)
        let env = s.workerEnvironment(2, inherited: ["PATH": "/bin", "PORT": "1"])
        #expect(env["PATH"] == "/bin")
        #expect(env["HOST"] == "127.0.0.1")
        #expect(env["PORT"] == "8082")
        #expect(env["LIVEUI_STORE"] == "redis://10.0.0.5:6379")
        #expect(env["LIVEUI_ALLOWED_HOSTS"] == "127.0.0.1,localhost,127.0.0.1")
        #expect(env["LIVEUI_TRUSTED_PROXIES"] == "127.0.0.1")
        let wide = try ClusterSettings.parse(["--host", "0.0.0.0"], env: [:], cores: 1)
        #expect(wide.workerEnvironment(1, inherited: [:])["LIVEUI_ALLOWED_HOSTS"] == "*")
        // What the operator set stays.
        #expect(wide.workerEnvironment(1, inherited: ["LIVEUI_ALLOWED_HOSTS": "app.example"])["LIVEUI_ALLOWED_HOSTS"] == "app.example")
    }

    @Test func aWorkerThatKeepsDyingWaitsLongerEachTime() {
        var backoff = RestartBackoff()
        #expect([0.1, 0.1, 0.1, 0.1, 0.1].map { backoff.delay(afterRunning: $0) } == [0, 0.25, 0.5, 1, 2])
        for _ in 0..<20 { _ = backoff.delay(afterRunning: 0.1) }
        #expect(backoff.delay(afterRunning: 0.1) == 30, "capped")
        #expect(backoff.delay(afterRunning: 60) == 0, "one that ran for a minute was not looping: at once again")
        #expect(backoff.delay(afterRunning: 1) == 0.25)
    }

    @Test func serverListsForSeveralMachines() throws {
        let servers = try BalancerConfig.servers(list: "10.0.0.11:8081, 10.0.0.12:8081,[::1]:8081")
        #expect(servers.map(\.name) == ["w1", "w2", "w3"])
        #expect(servers.map(\.address) == ["10.0.0.11:8081", "10.0.0.12:8081", "[::1]:8081"])
        for bad in ["", "host", "host:0", "host:99999", ":80", "a b:80"] {
            #expect(throws: ClusterSettingsError.self) { try BalancerConfig.servers(list: bad) }
        }
        #expect(BalancerConfig.bindAddress(host: "::", port: 80) == "[::]:80")
    }

    /// The template in deploy/ filled in as `make cluster` does, then checked by HAProxy itself.
    @Test func theRenderedConfigurationIsValidForHAProxy() throws {
        let template = try String(
            contentsOf: ServerProcess.repositoryRoot.appendingPathComponent("deploy/haproxy.cfg"), encoding: .utf8)
        let s = try ClusterSettings.parse(["--workers", "3", "--port", "9290"], env: [:], cores: 2)
        let config = BalancerConfig.render(template: template, bind: "127.0.0.1:9290", servers: BalancerConfig.servers(s))
        #expect(config.contains("    bind 127.0.0.1:9290\n"))
        #expect(config.contains("    server w1 127.0.0.1:9291 check\n    server w2 127.0.0.1:9292 check\n    server w3 127.0.0.1:9293 check"))
        #expect(!config.split(separator: "\n").contains { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") && $0.contains("{{") })
        let file = NSTemporaryDirectory() + "liveui-haproxy-\(UInt64.random(in: 0...UInt64.max)).cfg"
        try config.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(try Self.haproxyCheck(file) == 0)
        // And a broken one is refused, so the check above can fail.
        try (config + "\nbackend broken\n    balance nonsense\n").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try Self.haproxyCheck(file) != 0)
    }

    static func haproxyCheck(_ file: String) throws -> Int32 {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/sbin/haproxy")
        check.arguments = ["-c", "-q", "-f", file]
        check.standardError = FileHandle.nullDevice
        try check.run()
        check.waitUntilExit()
        return check.terminationStatus
    }
}
