import CLibWebSockets
import Testing

@testable import LiveServer

/// What one send() may write (issue 16): lws caps it at the protocol's
/// `tx_packet_size`, or, when that is 0, at its `rx_buffer_size` + 20: every
/// message over 1 KB then went out in 1,044-byte pieces, one poll turn each,
/// the rest copied into lws's buffer (the seed's "Hello" patch in two).
@Suite struct TransportSendTests {
    @Test func aMessageOrBodyGoesOutInOneSend() throws {
        let configuration = ServerConfiguration()
        let arena = CArena(configuration: configuration)
        let info = arena.contextInfo(configuration: configuration)
        let liveui = try #require(info.protocols).pointee
        // The receive buffer stays small: it is allocated per WebSocket, a block of 1,024 bytes
        // with lws's headroom and our header (TransportAllocatorTests).
        #expect(liveui.rx_buffer_size == CArena.receiveBufferBytes && liveui.rx_buffer_size <= 1024)
        // A page of the 1,000-row benchmark is ≈ 200 KB; liveui.js ≈ 32 KB.
        #expect(liveui.tx_packet_size >= 512 * 1024)
    }
}
