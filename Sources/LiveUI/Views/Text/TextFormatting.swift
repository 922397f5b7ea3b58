import Foundation

/// `Text(value, format:)`, `Text(date, style:)` and `Text(value, formatter:)`.
///
/// Values are formatted on the server, in the server's locale (set `LANG`).
/// The relative, offset and timer date styles are worked out when the view
/// renders, and a block of liveui.js updates them every second in between,
/// as SwiftUI's tick (English unit names, as the server writes them).
extension Text {
    /// A value through a format style: `Text(price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [TextRun(format.format(input))]
    }

    /// A value through a `Formatter` (`DateFormatter`, `NumberFormatter`). SwiftUI asks for a
    /// `ReferenceConvertible` or `NSObject` subject; on Linux `Date` is neither, so any value is taken.
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        runs = [TextRun(formatter.string(for: subject) ?? String(describing: subject))]
    }

    /// A date in one of SwiftUI's styles: `Text(event.date, style: .date)`.
    public init(_ date: Date, style: DateStyle) {
        runs = [style.run(for: date)]
    }

    /// A range of dates, `start – end`.
    public init(_ dates: ClosedRange<Date>) {
        let f = DateFormatter()
        f.dateStyle = .medium
        f.timeStyle = .short
        runs = [TextRun(f.string(from: dates.lowerBound) + " – " + f.string(from: dates.upperBound))]
    }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind

        /// The date alone, long form ("June 3, 2019").
        public static let date = DateStyle(kind: .date)
        /// The time alone, short form ("11:23 AM").
        public static let time = DateStyle(kind: .time)
        /// The distance from now in words ("2 hours, 23 minutes").
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now ("+2 hours").
        public static let offset = DateStyle(kind: .offset)
        /// A clock counting to or from the date ("2:32", "1:02:03").
        public static let timer = DateStyle(kind: .timer)

        /// Relative, offset and timer change with time: the browser keeps them current.
        var isLive: Bool { kind == .relative || kind == .offset || kind == .timer }

        /// The name liveui.js knows the style by.
        var tickName: String {
            switch kind {
            case .relative: return "relative"
            case .offset: return "offset"
            default: return "timer"
            }
        }

        func run(for date: Date) -> TextRun {
            if isLive {
                var run = TextRun("")
                run.content = .liveDate(date, self)
                return run
            }
            return TextRun(string(for: date, now: Date()))
        }

        func string(for date: Date, now: Date) -> String {
            switch kind {
            case .date:
                let f = DateFormatter()
                f.dateStyle = .long
                f.timeStyle = .none
                return f.string(from: date)
            case .time:
                let f = DateFormatter()
                f.dateStyle = .none
                f.timeStyle = .short
                return f.string(from: date)
            case .relative:
                return Self.words(abs(date.timeIntervalSince(now)), units: 2)
            case .offset:
                let seconds = date.timeIntervalSince(now)
                return (seconds < 0 ? "-" : "+") + Self.words(abs(seconds), units: 1)
            case .timer:
                let total = Int(abs(date.timeIntervalSince(now)).rounded(.down))
                let h = total / 3600
                let m = total / 60 % 60
                let s = total % 60
                func two(_ v: Int) -> String { v < 10 ? "0" + String(v) : String(v) }
                return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
            }
        }

        /// "2 hours, 23 minutes": the largest `units` non-zero units, down to seconds.
        static func words(_ interval: TimeInterval, units: Int) -> String {
            let table: [(Int, String)] = [
                (86400 * 365, "year"), (86400 * 30, "month"), (86400 * 7, "week"), (86400, "day"), (3600, "hour"), (60, "minute"),
                (1, "second"),
            ]
            var rest = Int(interval.rounded(.down))
            var parts: [String] = []
            for (size, name) in table where rest >= size && parts.count < units {
                let n = rest / size
                rest -= n * size
                parts.append("\(n) \(name)" + (n == 1 ? "" : "s"))
            }
            return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
        }
    }
}
