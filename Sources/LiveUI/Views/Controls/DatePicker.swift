import LiveHTML

/// A control for choosing a date, a time of day, or both: the browser's own
/// `<input type="date">`, `"time"` or `"datetime-local"` in a `<label>` with
/// the title.
///
/// Values cross the wire as the input's ISO 8601 text (`2026-11-30`,
/// `14:05`, `2026-11-30T14:05`), read and written in UTC: the page does not
/// tell the server its time zone, and UTC gives every tab the same answer.
/// Editing only the date keeps the time of day, and editing only the time
/// keeps the day, as SwiftUI does. A range (`in:`) becomes the input's
/// `min`/`max`, and the server clamps what it receives into it.
public struct DatePicker<Label: View>: View, PrimitiveView {
    let selection: Binding<Date>
    let range: (lower: Date?, upper: Date?)
    let components: DatePickerComponents
    let label: Label

    init(selection: Binding<Date>, range: (Date?, Date?), components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.range = range
        self.components = components.isEmpty ? [.date, .hourAndMinute] : components
        self.label = label
    }

    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: (nil, nil), components: displayedComponents, label: label())
    }

    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: (range.lowerBound, range.upperBound), components: displayedComponents, label: label())
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: (range.lowerBound, nil), components: displayedComponents, label: label())
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, range: (nil, range.upperBound), components: displayedComponents, label: label())
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        ctx.renderControl(self, path, env) { lower(ctx, path, env) }
    }

    private func lower(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        var inner = env
        inner.inPhrasing = true
        inner.stackAxis = .horizontal
        let format = ISOFormat(components)
        let inputID = path.child("i").raw
        var input = Element(
            "input", id: inputID,
            attributes: [
                Attribute("type", format.inputType), Attribute("class", "dp-i"), Attribute("value", format.text(selection.wrappedValue)),
            ])
        if let lower = range.lower { input[attribute: "min"] = format.text(lower) }
        if let upper = range.upper { input[attribute: "max"] = format.text(upper) }
        if env.isEnabled {
            var handlers = EventHandlers()
            let binding = selection
            let range = self.range
            handlers.input = { text in
                // A cleared or half-typed field sends "": the date stays as it was.
                guard var date = format.date(from: text, keeping: binding.wrappedValue) else { return }
                if let lower = range.lower, date < lower { date = lower }
                if let upper = range.upper, date > upper { date = upper }
                binding.wrappedValue = date
            }
            ctx.register(inputID, handlers)
        } else {
            input[attribute: "disabled"] = ""
        }
        let title = Element(
            "span", id: path.child("t").raw, attributes: [Attribute("class", env.labelsHidden ? "dp-t vh" : "dp-t")],
            children: ctx.render(label, path.child("l"), inner))
        return [
            .element(
                Element("label", id: path.raw, attributes: [Attribute("class", "dp lx")], children: [.element(title), .element(input)]))
        ]
    }
}

extension DatePicker where Label == Text {
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: (nil, nil), components: displayedComponents, label: Text(String(title)))
    }

    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, range: (range.lowerBound, range.upperBound), components: displayedComponents, label: Text(String(title)))
    }

    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: (range.lowerBound, nil), components: displayedComponents, label: Text(String(title)))
    }

    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, range: (nil, range.upperBound), components: displayedComponents, label: Text(String(title)))
    }
}

/// Which parts of a date a `DatePicker` edits.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// The HTML input's text for a date, in UTC: the proleptic Gregorian calendar, 4-digit years.
struct ISOFormat: Sendable {
    let components: DatePickerComponents

    init(_ components: DatePickerComponents) { self.components = components }

    var inputType: String {
        switch (components.contains(.date), components.contains(.hourAndMinute)) {
        case (true, true): return "datetime-local"
        case (false, true): return "time"
        default: return "date"
        }
    }

    static var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }

    func text(_ date: Date) -> String {
        let p = Self.calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ n: Int?) -> String {
            let v = n ?? 0
            return v < 10 ? "0\(v)" : String(v)
        }
        let year = p.year ?? 1970
        let day = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year) + "-" + two(p.month) + "-" + two(p.day)
        let time = two(p.hour) + ":" + two(p.minute)
        switch inputType {
        case "datetime-local": return day + "T" + time
        case "time": return time
        default: return day
        }
    }

    /// The date `text` names; the parts this picker does not edit come from `old`. Nil if `text` is not valid.
    func date(from text: String, keeping old: Date) -> Date? {
        var p = Self.calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: old)
        var dayText: Substring?
        var timeText: Substring?
        switch inputType {
        case "datetime-local":
            let halves = text.split(separator: "T", omittingEmptySubsequences: false)
            guard halves.count == 2 else { return nil }
            dayText = halves[0]
            timeText = halves[1]
        case "time": timeText = Substring(text)
        default: dayText = Substring(text)
        }
        if let dayText {
            let f = dayText.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            guard f.count == 3, let y = f[0], let m = f[1], let d = f[2], (1...12).contains(m), (1...31).contains(d), y >= 1 else {
                return nil
            }
            (p.year, p.month, p.day) = (y, m, d)
        }
        if let timeText {
            // Seconds appear only when the input's step asks for them; LiveUI edits minutes.
            let f = timeText.split(separator: ":", omittingEmptySubsequences: false).map { Int($0.prefix(2)) }
            guard f.count >= 2, let h = f[0], let m = f[1], (0...23).contains(h), (0...59).contains(m) else { return nil }
            (p.hour, p.minute, p.second, p.nanosecond) = (h, m, 0, 0)
        }
        guard let date = Self.calendar.date(from: p), Self.calendar.component(.day, from: date) == p.day else { return nil }
        return date
    }
}

// MARK: Styles

/// How a date picker looks. Every style is the browser's own date and time
/// input, which is compact and opens a calendar (graphical) on demand.
public protocol DatePickerStyle: Sendable {}

public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

extension View {
    /// Every style renders the browser's native input (see `DatePickerStyle`).
    @inlinable public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        modifier(ModifierFactory.datePickerStyle(style))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some ViewModifier {
        EnvironmentModifier { _ in }
    }
}
