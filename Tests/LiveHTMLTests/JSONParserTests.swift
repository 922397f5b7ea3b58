import Testing

@testable import LiveHTML

@Suite struct JSONParserTests {
    @Test func parsesObjectsInOrder() throws {
        let v = try JSONParser.parse(#" {"t":"event","seq":3,"a":[1,2.5,-3e2,true,false,null],"s":"x\"\\\/\n\u00e9\ud83d\ude42"} "#)
        #expect(v["t"] == .string("event"))
        #expect(v["seq"]?.int == 3)
        #expect(v["a"] == .array([.number(1), .number(2.5), .number(-300), .bool(true), .bool(false), .null]))
        #expect(v["s"]?.string == "x\"\\/\né🙂")
    }

    @Test(arguments: [
        "", "{", "{\"a\"}", "{\"a\":}", "[1,]", "{\"a\":1,}", "01", "1.", "-", "tru", "\"abc", "{\"a\":1} x",
        "\"\\u12\"", "\"\\x\"", "\"\u{01}\"", "{\"a\":1,\"a\":2}", "\"\\ud800\"", "\"\\udc00x\"", "\"\\u0000\"", "1e999",
    ])
    func rejectsMalformedInput(_ text: String) {
        #expect(throws: ProtocolError.self) { try JSONParser.parse(text) }
    }

    /// Integers of up to 15 digits are summed, not read through `strtod`: the same values either way.
    @Test(arguments: [
        "0", "-0", "7", "-12", "123456789012345", "-999999999999999", "1234567890123456", "99999999999999999999",
        "1.5", "-0.25", "1e3", "1E-2", "12e+1", "0.1",
    ])
    func readsNumbersAsStrtodDoes(_ text: String) throws {
        let expected = Double(text)!
        let parsed = try JSONParser.parse(text).number!
        #expect(parsed == expected && parsed.sign == expected.sign)
        #expect(try JSONParser.parse("[" + text + "]") == .array([.number(expected)]))
    }

    @Test func rejectsDeepNesting() {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(throws: ProtocolError.malformedJSON("nesting deeper than 32")) { try JSONParser.parse(deep) }
        let ok = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
        #expect(throws: Never.self) { try JSONParser.parse(ok) }
    }

    @Test func serialisationRoundTrips() throws {
        let text = #"{"a":[1,"x\u0001\n",{"b":null}],"c":true}"#
        #expect(try JSONParser.parse(text).serialized == text)
    }
}
