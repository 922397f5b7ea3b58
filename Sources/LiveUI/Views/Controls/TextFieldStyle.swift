/// How text fields look.
public protocol TextFieldStyle: Sendable {
    var _cssClass: String? { get }
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _cssClass: String? { "rb" }
}

public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _cssClass: String? { "pl" }
}

public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _cssClass: String? { nil }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: Self { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: Self { .init() } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: Self { .init() } }
