// libFuzzer target: the client message decoder and the strict JSON parser.
// Invariants: never crash; whatever parses re-serialises to something that
// parses to the same value; whatever decodes re-encodes to something that
// decodes to the same message.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let value = try? JSONParser.parse(text) {
        guard let again = try? JSONParser.parse(value.serialized), again == value else {
            fatalError("JSON round trip broke for \(value.serialized)")
        }
    }
    if let message = try? ClientMessage.decode(text) {
        guard let again = try? ClientMessage.decode(message.encode()), again == message else {
            fatalError("message round trip broke for \(message.encode())")
        }
    }
    if let message = try? ServerMessage.decode(text) {
        guard let again = try? ServerMessage.decode(message.encode()), again == message else {
            fatalError("server message round trip broke for \(message.encode())")
        }
    }
    return 0
}
