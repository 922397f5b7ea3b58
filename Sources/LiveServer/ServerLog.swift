import Foundation

/// How much the server says. Ordered: each level includes the ones after it.
public enum LogLevel: Int, Comparable, Sendable, CaseIterable, CustomStringConvertible {
    case debug, info, warn, error, off

    public init?(_ text: String) {
        guard let level = Self.allCases.first(where: { $0.description == text.lowercased() }) else { return nil }
        self = level
    }

    public var description: String {
        switch self {
        case .debug: return "debug"
        case .info: return "info"
        case .warn: return "warn"
        case .error: return "error"
        case .off: return "off"
        }
    }

    public static func < (a: LogLevel, b: LogLevel) -> Bool { a.rawValue < b.rawValue }
}

/// One line per log record: `text` for people (`2026-11-30T23:10:00.123Z info  http method=GET …`),
/// `json` for log collectors (one object per line).
public enum LogFormat: String, Sendable {
    case text, json
}

/// The server's log: one line per thing an operator wants to see, to
/// standard error by default. Written from the service thread and the main
/// actor alike; a writer thread of its own (`LogWriter`) writes whole lines,
/// so they never interleave and a stuck reader of stderr drops lines instead
/// of stalling the server.
///
/// Records name an event (`http`, `ws.join`, …) and carry fields. What goes
/// in is chosen at the call sites, and never includes a session token or
/// anything a user typed (a test greps for both). Hostile text (paths, close
/// reasons) is escaped, so no request can forge a log line.
public struct ServerLog: Sendable {
    public let level: LogLevel
    public let format: LogFormat
    private let sink: @Sendable (String) -> Void

    /// A log writing to `sink` (one complete line, newline included, per call);
    /// standard error when nil.
    public init(level: LogLevel = .info, format: LogFormat = .text, sink: (@Sendable (String) -> Void)? = nil) {
        self.level = level
        self.format = format
        self.sink = sink ?? { LogWriter.standardError.write($0) }
    }

    /// Writes out what is queued for standard error (at most `timeout` seconds): before exiting.
    public func flush(timeout: Double = 1) { LogWriter.standardError.flush(timeout: timeout) }

    public static let off = ServerLog(level: .off)

    /// Whether records at `level` are written: check it before building costly fields.
    @inline(__always)
    public func enabled(_ level: LogLevel) -> Bool { level >= self.level && level != .off }

    public func debug(_ event: String, _ fields: KeyValuePairs<String, LogValue> = [:]) { write(.debug, event, fields) }
    public func info(_ event: String, _ fields: KeyValuePairs<String, LogValue> = [:]) { write(.info, event, fields) }
    public func warn(_ event: String, _ fields: KeyValuePairs<String, LogValue> = [:]) { write(.warn, event, fields) }
    public func error(_ event: String, _ fields: KeyValuePairs<String, LogValue> = [:]) { write(.error, event, fields) }

    public func write(_ level: LogLevel, _ event: String, _ fields: KeyValuePairs<String, LogValue>) {
        guard enabled(level) else { return }
        sink(Self.line(level, event, fields, format: format, time: Date()))
    }

    /// One formatted record, newline included.
    static func line(
        _ level: LogLevel, _ event: String, _ fields: KeyValuePairs<String, LogValue>, format: LogFormat,
        time: Date
    ) -> String {
        let stamp = timestamp(time)
        switch format {
        case .text:
            var line = stamp + " " + level.description.padding(toLength: 5, withPad: " ", startingAt: 0) + " " + event
            for (key, value) in fields {
                line += " " + key + "=" + value.text
            }
            return line + "\n"
        case .json:
            var line = "{\"ts\":\"" + stamp + "\",\"level\":\"" + level.description + "\",\"event\":" + LogValue.quoted(event)
            for (key, value) in fields {
                line += "," + LogValue.quoted(key) + ":" + value.json
            }
            return line + "}\n"
        }
    }

    /// UTC, milliseconds: `2026-11-30T23:10:00.123Z`.
    static func timestamp(_ date: Date) -> String {
        let interval = date.timeIntervalSince1970
        var seconds = time_t(interval)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let millis = Int((interval - Double(seconds)) * 1000)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let ms = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)).\(ms)Z"
    }
}

/// A field's value: numbers as they are, text escaped (quoted when it holds
/// spaces, quotes, `=` or control characters, so a line always parses back).
public enum LogValue: Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case string(String)
    case int(Int)
    case double(Double, decimals: Int)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }

    /// Milliseconds with two decimals, from seconds.
    public static func ms(_ seconds: Double) -> LogValue { .double(seconds * 1000, decimals: 2) }
    public static func seconds(_ seconds: Double) -> LogValue { .double(seconds, decimals: 1) }

    var text: String {
        switch self {
        case .int(let n): return String(n)
        case .double(let d, let decimals): return Self.fixed(d, decimals)
        case .string(let s):
            let plain = !s.isEmpty && s.unicodeScalars.allSatisfy { !Self.needsQuotes($0) }
            return plain ? s : Self.quoted(s)
        }
    }

    var json: String {
        switch self {
        case .int(let n): return String(n)
        case .double(let d, let decimals): return Self.fixed(d, decimals)
        case .string(let s): return Self.quoted(s)
        }
    }

    /// Whether a text value holding `scalar` must be quoted: spaces, quotes, `=`, backslashes,
    /// and anything `quoted` escapes.
    static func needsQuotes(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value <= 0x20 || scalar == "\"" || scalar == "=" || scalar == "\\" || scalar.properties.isWhitespace
            || needsEscape(scalar)
    }

    /// Controls (C0, DEL, C1: a raw CSI or NEL would act on a terminal or a log viewer),
    /// invisible format characters (bidi overrides, zero-width), separators, and
    /// code points with no meaning yet: written as `\\uXXXX`.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate: return true
        default: return false
        }
    }

    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        return String(format: "%.\(decimals)f", value)
    }

    /// A JSON string literal; also how text fields are quoted. Long values are cut at 200 characters.
    static func quoted(_ s: String) -> String {
        var out = "\""
        var count = 0
        for scalar in s.unicodeScalars {
            count += 1
            if count > 200 {
                out += "…"
                break
            }
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if needsEscape(scalar) {
                    // JSON's \u escapes are UTF-16 units: a pair above the BMP.
                    for unit in String(scalar).utf16 {
                        let hex = String(unit, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension ServerLog {
    /// One formatted text line at a fixed time, for tests of the format.
    public static func lineForTesting(
        _ level: LogLevel, _ event: String, _ fields: KeyValuePairs<String, LogValue>,
        format: LogFormat = .text
    ) -> String {
        line(level, event, fields, format: format, time: Date(timeIntervalSince1970: 0))
    }
}
