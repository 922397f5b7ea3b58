import CLWSAllocator
import CLibWebSockets
import CMalloc
import Testing

@testable import LiveServer

/// lws's allocator (`liveui_lws_realloc`, CLWSAllocator/lws_allocator.c): blocks of 8 KB and more get
/// pages of their own, so the 16 KB header buffer each connection holds until its upgrade is
/// given back whole instead of leaving a hole in the heap (838 of them, 1.5 KB of RSS per
/// session, after 10,000 joins at once).
@Suite struct TransportAllocatorTests {
    static let header = 16

    /// A block's bytes, `0, 1, 2, …` mod 251.
    static func fill(_ p: UnsafeMutableRawPointer, _ n: Int) {
        for i in 0..<n { p.storeBytes(of: UInt8(i % 251), toByteOffset: i, as: UInt8.self) }
    }

    static func holds(_ p: UnsafeMutableRawPointer, _ n: Int) -> Bool {
        (0..<n).allSatisfy { p.load(fromByteOffset: $0, as: UInt8.self) == UInt8($0 % 251) }
    }

    static func ownPages(_ p: UnsafeMutableRawPointer) -> Bool { (Int(bitPattern: p) - header) % 4096 == 0 }

    @Test func headerBuffersGetPagesOfTheirOwn() throws {
        // Ten at once: ten malloc'd blocks would all sit just past a page boundary 1 time in 256^10.
        let blocks = try (0..<10).map { _ in try #require(liveui_lws_realloc(nil, 16_384, "ah data")) }
        for block in blocks {
            #expect(Self.ownPages(block))
            Self.fill(block, 16_384)
        }
        for block in blocks {
            #expect(Self.holds(block, 16_384))
            #expect(liveui_lws_realloc(block, 0, "lws_free") == nil)
        }
    }

    @Test func contentsSurviveGrowingAndShrinkingAcrossTheThreshold() throws {
        var p = try #require(liveui_lws_realloc(nil, 100, "small"))
        #expect(Int(bitPattern: p) % 16 == 0, "malloc's alignment")
        Self.fill(p, 100)
        p = try #require(liveui_lws_realloc(p, 3_000, "still small"))
        #expect(Self.holds(p, 100))
        Self.fill(p, 3_000)
        p = try #require(liveui_lws_realloc(p, 20_000, "now mapped"))
        #expect(Self.ownPages(p) && Self.holds(p, 3_000))
        Self.fill(p, 20_000)
        p = try #require(liveui_lws_realloc(p, 40_000, "mapped, larger"))
        #expect(Self.ownPages(p) && Self.holds(p, 20_000))
        p = try #require(liveui_lws_realloc(p, 500, "back to malloc"))
        #expect(Self.holds(p, 500))
        #expect(liveui_lws_realloc(p, 0, "lws_free") == nil)
        #expect(liveui_lws_realloc(nil, 0, "nothing") == nil)
    }

    @Test func anImpossibleSizeIsRefusedAndTheBlockKept() throws {
        #expect(liveui_lws_realloc(nil, Int.max, "huge") == nil)
        #expect(liveui_lws_realloc(nil, -1, "wraps") == nil)
        for size in [100, 16_384] {
            let p = try #require(liveui_lws_realloc(nil, size, "kept"))
            Self.fill(p, size)
            #expect(liveui_lws_realloc(p, -1, "wraps") == nil)
            #expect(Self.holds(p, size), "a failed realloc leaves the block as it was (lws still owns it)")
            #expect(liveui_lws_realloc(p, 0, "lws_free") == nil)
        }
    }

    /// The blocks lws keeps for a connection's life go to a jemalloc arena of their own (this
    /// process runs on jemalloc: `AllocatorTests`); short-lived ones such as the header table do
    /// not. In the common arena the two shared the 1,024-byte class on libev's loop, and a burst
    /// of 10,000 joins left its slabs half empty: 1 KB a session.
    @Test func aConnectionsLongLivedBlocksGetAnArenaOfTheirOwn() throws {
        let arena = liveui_lws_connection_arena()
        try #require(arena >= 0, "jemalloc is this process's malloc, so the arena is made")
        #expect(liveui_lws_connection_arena() == arena, "made once")
        let before = liveui_lws_connection_arena_bytes()
        var kept: [UnsafeMutableRawPointer] = []
        for (size, reason) in [(952, "new server wsi"), (224, "ws struct"), (1_044, "rx_ubuf"), (8, "user space")] {
            let p = try #require(liveui_lws_realloc(nil, size, reason))
            #expect(Int(bitPattern: p) % 16 == 0, "malloc's alignment")
            #expect(liveui_lws_arena_of(p) == arena, "\(reason)")
            Self.fill(p, size)
            kept.append(p)
        }
        #expect(liveui_lws_connection_arena_bytes() >= before + 952 + 224 + 1_044 + 8)
        for (size, reason) in [(976, "ah struct"), (100, "buflist"), (3_000, "")] {
            let p = try #require(liveui_lws_realloc(nil, size, reason))
            #expect(liveui_lws_arena_of(p) != arena, "\(reason)")
            #expect(liveui_lws_realloc(p, 0, "lws_free") == nil)
        }
        // Grown, shrunk, and grown past the threshold: the contents stay, and the block stays in its arena until it is mapped.
        var p = try #require(liveui_lws_realloc(kept[0], 2_000, "new server wsi"))
        #expect(liveui_lws_arena_of(p) == arena && Self.holds(p, 952))
        Self.fill(p, 2_000)
        p = try #require(liveui_lws_realloc(p, 500, "new server wsi"))
        #expect(liveui_lws_arena_of(p) == arena && Self.holds(p, 500))
        p = try #require(liveui_lws_realloc(p, 20_000, "new server wsi"))
        #expect(Self.ownPages(p) && Self.holds(p, 500))
        kept[0] = p
        for p in kept { #expect(liveui_lws_realloc(p, 0, "lws_free") == nil) }
    }

    /// lws allocates a WebSocket's receive buffer as `rx_buffer_size` + LWS_PRE + 4 bytes, kept
    /// for the connection's life; with our header the block is exactly 1,024 bytes, one of
    /// jemalloc's size classes. At `rx_buffer_size` 1,024 it was 1,060: the 1,280-byte class.
    @Test func theReceiveBufferFillsItsSizeClass() throws {
        let asked = CArena.receiveBufferBytes + Int(liveui_lws_pre()) + 4
        let p = try #require(liveui_lws_realloc(nil, asked, "rx_ubuf"))
        #expect(asked + Int(LIVEUI_LWS_HEAD) == 1_024)
        #expect(malloc_usable_size(p - Int(LIVEUI_LWS_HEAD)) == 1_024, "no room wasted past the block")
        #expect(liveui_lws_realloc(p, 0, "lws_free") == nil)
    }
}
