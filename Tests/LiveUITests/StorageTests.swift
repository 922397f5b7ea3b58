import Foundation
import LiveHTML
import LiveRuntime
import LiveTesting
import Testing

@testable import LiveUI

enum Flavor: String, CaseIterable { case vanilla, mint }
enum Level: Int {
    case low = 1
    case high = 2
}

private struct AllKinds: View {
    @AppStorage("bool") private var bool = false
    @AppStorage("int") private var int = 1
    @AppStorage("double") private var double = 0.5
    @AppStorage("string") private var string = "a"
    @AppStorage("url") private var url = URL(string: "https://example.com")!
    @AppStorage("data") private var data = Data([1, 2])
    @AppStorage("date") private var date = Date(timeIntervalSinceReferenceDate: 0)
    @AppStorage("flavor") private var flavor = Flavor.vanilla
    @AppStorage("level") private var level = Level.low
    @AppStorage("nickname") private var nickname: String?
    @AppStorage("favorite") private var favorite: Flavor?
    @SceneStorage("scroll") private var scroll = 0.0

    var body: some View {
        VStack {
            Text(verbatim: "\(bool) \(int) \(double) \(string) \(url.absoluteString) \(data.count) \(date.timeIntervalSinceReferenceDate)")
                .accessibilityIdentifier("plain")
            Text(verbatim: "\(flavor.rawValue) \(level.rawValue) \(nickname ?? "none") \(favorite?.rawValue ?? "none") \(scroll)")
                .accessibilityIdentifier("other")
            Button("Change") {
                bool = true
                int = 42
                double = 2.25
                string = "héllo"
                url = URL(string: "https://example.org/a?b=c")!
                data = Data([9, 8, 7])
                date = Date(timeIntervalSinceReferenceDate: 1000.5)
                flavor = .mint
                level = .high
                nickname = "Bo"
                favorite = .mint
                scroll = 12.5
            }
            Button("Clear") {
                nickname = nil
                favorite = nil
            }
        }
    }
}

private struct Counter: View {
    @AppStorage("count") private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

@MainActor @Suite struct StorageTests {
    @Test func everyTypeRoundTripsThroughTheStore() throws {
        let store = InMemoryKeyValueStore()
        let browser = TestBrowser(store: store)
        let page = TestSession(browser: browser) { AllKinds() }
        let plain = try page.element(identifier: "plain").text
        #expect(plain == "false 1 0.5 a https://example.com 2 0.0")
        #expect(try page.element(identifier: "other").text == "vanilla 1 none none 0.0")
        try page.button("Change").click()
        let expectedPlain = "true 42 2.25 héllo https://example.org/a?b=c 3 1000.5"
        #expect(try page.element(identifier: "plain").text == expectedPlain)
        // A new process's view of the same store (fresh areas): the same values.
        let later = TestSession(browser: TestBrowser(id: browser.id, store: store), tab: page.tabID) { AllKinds() }
        #expect(try later.element(identifier: "plain").text == expectedPlain)
        #expect(try later.element(identifier: "other").text == "mint 2 Bo mint 12.5")
        try later.button("Clear").click()
        #expect(try later.element(identifier: "other").text == "mint 2 none none 12.5")
        #expect(store.load(StorageScope(.app, browser.id))["nickname"] == nil)
    }

    @Test func corruptOrMistypedValuesReadAsTheDefaultWithAWarning() throws {
        let store = InMemoryKeyValueStore()
        let id = "0123456789abcdef0123456789abcdef"
        store.save(
            StorageScope(.app, id),
            [
                ("bool", Array("s yes".utf8)), ("int", Array("inot a number".utf8)), ("double", [0xFF, 0xFE]),
                ("flavor", Array("schocolate".utf8)), ("level", Array("i7".utf8)), ("string", Array("i5".utf8)),
            ])
        let browser = TestBrowser(id: id, store: store)
        let page = TestSession(browser: browser) { AllKinds() }
        #expect(try page.element(identifier: "plain").text == "false 1 0.5 a https://example.com 2 0.0")
        #expect(try page.element(identifier: "other").text == "vanilla 1 none none 0.0")
        #expect(browser.storageWarnings.count == 6)
        #expect(browser.storageWarnings.contains { $0.contains("\"flavor\" is not a Flavor") })
        // Writing a good value replaces the bad one.
        try page.button("Change").click()
        #expect(try page.element(identifier: "other").text.hasPrefix("mint 2"))
    }

    @Test func limitsRefuseOversizedValuesAndTooManyKeys() {
        var limits = StorageLimits()
        limits.maxValueBytes = 8
        limits.maxKeys = 2
        limits.maxKeyBytes = 4
        var warnings: [String] = []
        // Loaded values over the limits are dropped.
        let area = StorageArea(values: ["a": [1], "big": Array(repeating: 0, count: 9), "toolong": [1]], limits: limits) {
            warnings.append($0)
        }
        #expect(area.count == 1)
        #expect(warnings.count == 2)
        #expect(area.set([1, 2], for: "b"))
        #expect(!area.set([1], for: "c"))
        #expect(area["c"] == nil)
        #expect(!area.set(Array(repeating: 0, count: 9), for: "a"))
        #expect(area["a"] == [1])
        #expect(area.set([3], for: "a"))
        #expect(area.set(nil, for: "a"))
        #expect(area.set([4], for: "c"))
        #expect(warnings.count == 4)
    }

    @Test func aWriteReRendersEverySessionThatReadsTheArea() throws {
        let browser = TestBrowser()
        let first = TestSession(browser: browser) { Counter() }
        let second = TestSession(browser: browser) { Counter() }
        try first.button("Count 0").click()
        #expect(first.hasText("Count 1"))
        second.advance(by: 0)
        #expect(second.hasText("Count 1"))
        try second.button("Count 1").click()
        first.advance(by: 0)
        #expect(first.hasText("Count 2"))
        #expect(first.failures.isEmpty && second.failures.isEmpty)
    }

    @Test func withoutASessionAStoredPropertyKeepsItsOwnValue() {
        let storage = AppStorage(wrappedValue: 5, "loose")
        #expect(storage.wrappedValue == 5)
        storage.wrappedValue = 6
        #expect(storage.wrappedValue == 6)
    }

    @Test func theInMemoryStorePurgesScopesNobodyUsed() {
        let clock = LockedDate(Date(timeIntervalSince1970: 1_000))
        let store = InMemoryKeyValueStore(now: { clock.value })
        store.save(StorageScope(.scene, "b/old"), [("k", [1])])
        clock.value = Date(timeIntervalSince1970: 5_000)
        store.save(StorageScope(.scene, "b/new"), [("k", [1])])
        store.save(StorageScope(.app, "b"), [("k", [1])])
        #expect(store.purge(.scene, unusedSince: Date(timeIntervalSince1970: 2_000)) == 1)
        #expect(store.load(StorageScope(.scene, "b/old")).isEmpty)
        #expect(store.load(StorageScope(.scene, "b/new"))["k"] == [1])
        #expect(store.scopeCount == 2)
    }
}

final class LockedDate: @unchecked Sendable {
    private let lock = NSLock()
    private var date: Date
    init(_ date: Date) { self.date = date }
    var value: Date {
        get { lock.withLock { date } }
        set { lock.withLock { date = newValue } }
    }
}
