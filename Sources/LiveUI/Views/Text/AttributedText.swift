import Foundation

/// `Text(attributedString)`: each run of the string becomes a text run with
/// its link (Foundation's attribute) and the SwiftUI attributes LiveUI
/// defines below (`font`, `foregroundColor`, `underlineStyle`,
/// `strikethroughStyle`, `kern`, `tracking`, `baselineOffset`), settable as in
/// SwiftUI: `string.foregroundColor = .red`, `string[range].font = .headline`.
extension Text {
    /// Disfavored: Foundation's `AttributedString` takes string literals too,
    /// and a literal must stay a `LocalizedStringKey`.
    @_disfavoredOverload
    public init(_ attributed: AttributedString) {
        var runs: [TextRun] = []
        for run in attributed.runs {
            var style = TextRunStyle()
            if let url = run.link { style.link = TextRunStyle.safeHref(url.absoluteString) }
            let attributes = run.attributes
            if let font = attributes[AttributeScopes.SwiftUIAttributes.FontAttribute.self] { style.font = font }
            if let color = attributes[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] { style.color = color.css }
            if let line = attributes[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] {
                style.underline = .init(isActive: line.isActive, color: line.color?.css)
            }
            if let line = attributes[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] {
                style.strikethrough = .init(isActive: line.isActive, color: line.color?.css)
            }
            if let kern = attributes[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] { style.letterSpacing = Double(kern) }
            if let tracking = attributes[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self] {
                style.letterSpacing = Double(tracking)
            }
            if let offset = attributes[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self] {
                style.baselineOffset = Double(offset)
            }
            if let intent = attributes[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] {
                if intent.contains(.stronglyEmphasized) { style.weight = .bold }
                if intent.contains(.emphasized) { style.italic = true }
                if intent.contains(.code) { style.code = true }
                if intent.contains(.strikethrough) { style.strikethrough = .init(isActive: true, color: nil) }
            }
            runs.append(TextRun(String(attributed[run.range].characters), style: style))
        }
        self.init(runs: runs.isEmpty ? [TextRun("")] : runs)
    }
}

extension Text {
    /// How a line under or through text is drawn (`Text.LineStyle.single`); LiveUI draws every pattern solid.
    public struct LineStyle: Hashable, Sendable {
        let isActive: Bool
        let color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            isActive = true
            self.color = color
        }

        public static let single = LineStyle()

        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }
}

extension AttributeScopes {
    /// The attributes `Text` reads from an `AttributedString`.
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        public let foundation: FoundationAttributes

        public enum InlinePresentationIntentAttribute: AttributedStringKey {
            public typealias Value = InlinePresentationIntent
            public static let name = "LiveUI.InlinePresentationIntent"
        }

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "LiveUI.Font"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "LiveUI.ForegroundColor"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "LiveUI.UnderlineStyle"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "LiveUI.StrikethroughStyle"
        }
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "LiveUI.Kerning"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "LiveUI.Tracking"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "LiveUI.BaselineOffset"
        }
    }

    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
