import LiveHTML

/// Parses the HTML LiveUI itself produces (well-formed, quoted attributes,
/// five entities) back into nodes, so tests can apply patches like a browser.
public enum HTMLParser {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public static func parseFragment(_ html: String) throws -> [Node] {
        var p = Parser(chars: Array(html.unicodeScalars))
        let nodes = try p.nodes(until: nil)
        guard p.i == p.chars.count else { throw Failure(description: "trailing input at \(p.i)") }
        return nodes
    }

    public static func parseElement(_ html: String) throws -> Element {
        let nodes = try parseFragment(html)
        guard nodes.count == 1, case .element(let e) = nodes[0] else {
            throw Failure(description: "expected one element, got \(nodes.count) nodes")
        }
        return e
    }

    private struct Parser {
        let chars: [Unicode.Scalar]
        var i = 0

        mutating func nodes(until closing: String?) throws -> [Node] {
            var out: [Node] = []
            var text = ""
            while i < chars.count {
                if chars[i] == "<" {
                    if !text.isEmpty {
                        out.append(.text(text))
                        text = ""
                    }
                    if i + 1 < chars.count, chars[i + 1] == "/" {
                        i += 2
                        let name = readName()
                        try expect(">")
                        guard name == closing else { throw Failure(description: "unexpected </\(name)>") }
                        return out
                    }
                    out.append(.element(try element()))
                } else if chars[i] == "&" {
                    text.unicodeScalars.append(try entity())
                } else {
                    text.unicodeScalars.append(chars[i])
                    i += 1
                }
            }
            if !text.isEmpty { out.append(.text(text)) }
            if let closing { throw Failure(description: "missing </\(closing)>") }
            return out
        }

        mutating func element() throws -> Element {
            i += 1
            let tag = readName()
            var id = ""
            var attributes: [Attribute] = []
            while true {
                skipSpace()
                guard i < chars.count else { throw Failure(description: "unterminated <\(tag)>") }
                if chars[i] == ">" {
                    i += 1
                    break
                }
                let name = readName()
                guard !name.isEmpty else { throw Failure(description: "bad attribute in <\(tag)> at \(i)") }
                try expect("=")
                try expect("\"")
                var value = ""
                while i < chars.count, chars[i] != "\"" {
                    if chars[i] == "&" {
                        value.unicodeScalars.append(try entity())
                    } else {
                        value.unicodeScalars.append(chars[i])
                        i += 1
                    }
                }
                try expect("\"")
                if name == "id" { id = value } else { attributes.append(Attribute(name, value)) }
            }
            var e = Element(tag, id: id, attributes: attributes)
            if !e.isVoid { e.children = try nodes(until: tag) }
            if tag == "textarea" {
                // Its content is its value (see HTMLRenderer), less the newline a browser drops after the tag.
                var value = e.textContent
                if value.hasPrefix("\n") { value.removeFirst() }
                e.children = []
                e[attribute: "value"] = value
            }
            return e
        }

        mutating func readName() -> String {
            var s = ""
            while i < chars.count, chars[i].properties.isAlphabetic || ("0"..."9").contains(chars[i]) || chars[i] == "-" {
                s.unicodeScalars.append(chars[i])
                i += 1
            }
            return s
        }

        mutating func skipSpace() { while i < chars.count, chars[i] == " " { i += 1 } }

        mutating func expect(_ c: Unicode.Scalar) throws {
            guard i < chars.count, chars[i] == c else { throw Failure(description: "expected \(c) at \(i)") }
            i += 1
        }

        mutating func entity() throws -> Unicode.Scalar {
            let table: [String: Unicode.Scalar] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "#39": "'"]
            var j = i + 1
            var name = ""
            while j < chars.count, chars[j] != ";", name.count < 6 {
                name.unicodeScalars.append(chars[j])
                j += 1
            }
            guard j < chars.count, let scalar = table[name] else { throw Failure(description: "unknown entity at \(i)") }
            i = j + 1
            return scalar
        }
    }
}
