import LiveHTML

// MARK: Button styles
// The built-in looks (`PrimitiveButtonStyle`: `.automatic`, `.plain`, `.bordered`,
// `.borderedProminent`), drawn by `liveui.css`, and styles of the app's own
// (`ButtonStyle`), whose `makeBody(configuration:)` draws the button.

/// The classes `liveui.css` draws a built-in button style with.
public struct _ButtonLook: Sendable {
    let cssClass: String
}

/// The built-in button styles. Styles of the app's own conform to `ButtonStyle`.
public protocol PrimitiveButtonStyle: Sendable {
    var _look: _ButtonLook { get }
}

public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _look: _ButtonLook { .init(cssClass: "bt pl") }
}

public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _look: _ButtonLook { .init(cssClass: "bt") }
}

public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _look: _ButtonLook { .init(cssClass: "bt bd") }
}

public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _look: _ButtonLook { .init(cssClass: "bt bp") }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

/// A button style of the app's own: `makeBody(configuration:)` draws every
/// button below `.buttonStyle(_:)` from its label and role, as in SwiftUI.
///
/// What the body draws goes inside the page's `<button>`, which keeps what
/// makes it a button: one tab stop, Space and Enter press it, the action runs
/// on click, and screen readers announce it as a button. The button itself
/// gets the plain look (no tint), so the body decides colors and shapes.
/// `isPressed` is always false: a press happens in the browser, and the
/// server renders no frame while a finger or a mouse button is down.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` draws: the button's label, its role and whether it is pressed.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public typealias Label = _StylePart

    public let label: Label
    /// The role the button was made with (`Button(role:action:label:)`), nil for none.
    public let role: ButtonRole?
    /// Always false on a server (see `ButtonStyle`).
    public let isPressed: Bool

    init(label: Label, role: ButtonRole?) {
        self.label = label
        self.role = role
        self.isPressed = false
    }
}

extension View {
    @inlinable public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(ModifierFactory.buttonStyle(style))
    }

    @inlinable public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(ModifierFactory.buttonStyle(style))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some ViewModifier {
        let cssClass = style._look.cssClass
        return EnvironmentModifier {
            $0.changeRare {
                $0.buttonStyleClass = cssClass
                $0.customButtonStyle = nil
            }
        }
    }

    @usableFromInline static func buttonStyle<S: ButtonStyle>(_ style: S) -> some ViewModifier {
        EnvironmentModifier {
            $0.changeRare {
                $0.buttonStyleClass = "bt pl"
                $0.customButtonStyle = CustomStyle(style) { style, configuration in style.makeBody(configuration: configuration) }
            }
        }
    }
}
