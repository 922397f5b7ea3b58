import Foundation

/// Where a Redis server is: `redis://[[user]:password@]host[:port][/db]`, parsed
/// strictly (a typo is an error at start, not a silent default). The port
/// defaults to 6379 and the database to 0; `user` and `password` are
/// percent-decoded; an IPv6 host is written in brackets (`redis://[::1]:6379`).
public struct RedisAddress: Sendable, Equatable, CustomStringConvertible {
    public struct ParseError: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    public var host: String
    public var port: Int
    public var database: Int
    public var user: String?
    public var password: String?

    public init(host: String, port: Int = 6379, database: Int = 0, user: String? = nil, password: String? = nil) {
        self.host = host
        self.port = port
        self.database = database
        self.user = user
        self.password = password
    }

    /// The address without its password, for logs.
    public var description: String {
        let host = self.host.contains(":") ? "[\(self.host)]" : self.host
        let auth = password == nil ? "" : "\(user ?? ""):***@"
        return "redis://\(auth)\(host):\(port)/\(database)"
    }

    public static func parse(_ text: String) throws(ParseError) -> RedisAddress {
        func fail(_ why: String) -> ParseError {
            ParseError(description: "LIVEUI_STORE redis URL \(why): expected redis://[:password@]host:port[/db]")
        }
        guard text.hasPrefix("redis://") else { throw fail("must start with redis://") }
        var rest = Substring(text.dropFirst("redis://".count))
        guard !rest.contains(where: { $0.isWhitespace || $0 == "\u{0}" || $0 == "?" || $0 == "#" }) else {
            throw fail("has a space, a control character, a query or a fragment")
        }
        var address = RedisAddress(host: "")
        if let at = rest.lastIndex(of: "@") {
            let auth = rest[..<at]
            rest = rest[rest.index(after: at)...]
            guard let colon = auth.firstIndex(of: ":") else { throw fail("has credentials without a ':' before the password") }
            let user = auth[..<colon]
            let password = auth[auth.index(after: colon)...]
            guard let decodedPassword = String(password).removingPercentEncoding, !decodedPassword.isEmpty,
                let decodedUser = String(user).removingPercentEncoding
            else { throw fail("has an empty or badly percent-encoded password") }
            address.user = decodedUser.isEmpty ? nil : decodedUser
            address.password = decodedPassword
        }
        var hostPort = rest
        if let slash = rest.firstIndex(of: "/") {
            hostPort = rest[..<slash]
            let db = rest[rest.index(after: slash)...]
            if !db.isEmpty {
                guard db.count <= 5, db.allSatisfy(\.isASCIIDigit), let n = Int(db) else {
                    throw fail("has a database \"\(db.prefix(20))\" that is not a number")
                }
                address.database = n
            }
        }
        var portText: Substring?
        if hostPort.hasPrefix("[") {
            guard let close = hostPort.firstIndex(of: "]") else { throw fail("has an unclosed [ in its host") }
            address.host = String(hostPort[hostPort.index(after: hostPort.startIndex)..<close])
            let after = hostPort[hostPort.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { throw fail("has text after its [host]") }
                portText = after.dropFirst()
            }
            guard !address.host.isEmpty, address.host.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else {
                throw fail("has a bad IPv6 host")
            }
        } else {
            if let colon = hostPort.lastIndex(of: ":") {
                portText = hostPort[hostPort.index(after: colon)...]
                hostPort = hostPort[..<colon]
            }
            address.host = String(hostPort)
            guard !address.host.isEmpty, address.host.count <= 253,
                address.host.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "." || $0 == "-" })
            else { throw fail("has no host or a bad one") }
        }
        if let portText {
            guard portText.count <= 5, !portText.isEmpty, portText.allSatisfy(\.isASCIIDigit), let port = Int(portText),
                (1...65535).contains(port)
            else { throw fail("has a port \"\(portText.prefix(20))\" that is not 1-65535") }
            address.port = port
        }
        return address
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
