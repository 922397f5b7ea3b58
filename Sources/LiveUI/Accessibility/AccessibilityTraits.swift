import LiveHTML

/// What kind of element a view is to assistive technology, as in SwiftUI;
/// each trait maps to ARIA (README, "Accessibility").
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// `role=button`, reachable with Tab; Return and Space run its action.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// `role=heading` (`aria-level` 2 unless `.accessibilityHeading` says).
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// `aria-selected` on options, tabs and rows; `aria-current` elsewhere;
    /// `aria-pressed` with `.isToggle`.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// `role=link`.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// `role=searchbox` on a text field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// `role=img` (give it a label).
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// Plain text: the web's default, nothing to add.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 6)
    /// A polite live region (`aria-live=polite`): changes are read out.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 7)
    /// `role=dialog` with `aria-modal` (give it a label).
    public static let isModal = AccessibilityTraits(rawValue: 1 << 8)
    /// A toggle button: `aria-pressed`, true with `.isSelected`.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 9)
    /// Accepted; the web has no equivalent, so they add nothing.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 10)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 11)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 12)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 13)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// A heading's level, as in SwiftUI: `aria-level` 1 to 6 (`.unspecified`: 2).
public enum AccessibilityHeadingLevel: UInt, Sendable, Hashable {
    case unspecified = 0
    case h1, h2, h3, h4, h5, h6
}

extension View {
    @inlinable public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(ModifierFactory.accessibilityAddTraits(traits))
    }

    @inlinable public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(ModifierFactory.accessibilityRemoveTraits(traits))
    }

    /// Makes the view a heading of `level` (`role=heading`, `aria-level`);
    /// a title already rendered as `<h1>`–`<h6>` keeps its tag and takes the level.
    @inlinable public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        modifier(ModifierFactory.accessibilityHeading(level))
    }
}

@MainActor
enum AccessibilityTraitRendering {
    static let headingTags: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

    static func add(_ traits: AccessibilityTraits, to e: inout Element) {
        let native = AccessibilityRendering.focusableTags.contains(e.tag)
        if traits.contains(.isHeader), !native { makeHeading(&e, level: nil) }
        if traits.contains(.isLink), !native { e[attribute: "role"] = "link" }
        if traits.contains(.isImage), e.tag != "img" { e[attribute: "role"] = "img" }
        if traits.contains(.isModal) {
            if e.tag != "dialog" { e[attribute: "role"] = "dialog" }
            e[attribute: "aria-modal"] = "true"
        }
        if traits.contains(.isSearchField), e.tag == "input" { e[attribute: "role"] = "searchbox" }
        if traits.contains(.isButton) || traits.contains(.isToggle), e.tag != "button" {
            if e.tag != "a" || traits.contains(.isToggle) { e[attribute: "role"] = "button" }
        }
        // A role=button or link is reachable from the keyboard; its action is
        // the view's tap gesture or `.accessibilityAction` (Return/Space, 40-gestures.js).
        if let role = e[attribute: "role"], role == "button" || role == "link", !native, e[attribute: "tabindex"] == nil {
            e[attribute: "tabindex"] = "0"
        }
        if traits.contains(.isToggle) {
            e[attribute: "aria-pressed"] = traits.contains(.isSelected) || e[attribute: "aria-current"] == "true" ? "true" : "false"
            e[attribute: "aria-current"] = nil
        } else if traits.contains(.isSelected) {
            if e[attribute: "aria-pressed"] != nil {
                e[attribute: "aria-pressed"] = "true"
            } else if let role = e[attribute: "role"], AccessibilityRendering.selectableRoles.contains(role) {
                e[attribute: "aria-selected"] = "true"
            } else {
                e[attribute: "aria-current"] = "true"
            }
        }
        if traits.contains(.updatesFrequently) {
            e[attribute: "aria-live"] = "polite"
        }
    }

    static func remove(_ traits: AccessibilityTraits, from e: inout Element) {
        if traits.contains(.isHeader) {
            if headingTags.contains(e.tag) { e[attribute: "role"] = "none" }
            if e[attribute: "role"] == "heading" {
                e[attribute: "role"] = nil
                e[attribute: "aria-level"] = nil
            }
            e[attribute: "aria-level"] = headingTags.contains(e.tag) ? nil : e[attribute: "aria-level"]
        }
        if traits.contains(.isSelected) {
            if e[attribute: "aria-selected"] != nil { e[attribute: "aria-selected"] = "false" }
            e[attribute: "aria-current"] = nil
            if e[attribute: "aria-pressed"] != nil { e[attribute: "aria-pressed"] = "false" }
        }
        if traits.contains(.isButton), e[attribute: "role"] == "button" {
            e[attribute: "role"] = nil
            if e[attribute: "data-lv-tap"] == nil { e[attribute: "tabindex"] = nil }
        }
        if traits.contains(.isLink), e[attribute: "role"] == "link" { e[attribute: "role"] = nil }
        if traits.contains(.isImage), e[attribute: "role"] == "img" { e[attribute: "role"] = nil }
        if traits.contains(.isToggle) { e[attribute: "aria-pressed"] = nil }
        if traits.contains(.isModal) {
            e[attribute: "aria-modal"] = nil
            if e[attribute: "role"] == "dialog" { e[attribute: "role"] = nil }
        }
        if traits.contains(.updatesFrequently) {
            e[attribute: "aria-live"] = nil
            if e[attribute: "role"] == "status" { e[attribute: "role"] = nil }
        }
    }

    static func makeHeading(_ e: inout Element, level: AccessibilityHeadingLevel?) {
        if headingTags.contains(e.tag) && e[attribute: "role"] == nil {
            if let level, level != .unspecified { e[attribute: "aria-level"] = String(level.rawValue) }
            return
        }
        e[attribute: "role"] = "heading"
        let number = level.flatMap { $0 == .unspecified ? nil : $0.rawValue }
        e[attribute: "aria-level"] = number.map(String.init) ?? e[attribute: "aria-level"] ?? "2"
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some ViewModifier {
        AccessibilityChange { e in AccessibilityTraitRendering.add(traits, to: &e) }
    }

    @usableFromInline static func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some ViewModifier {
        AccessibilityChange { e in AccessibilityTraitRendering.remove(traits, from: &e) }
    }

    @usableFromInline static func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some ViewModifier {
        AccessibilityChange { e in AccessibilityTraitRendering.makeHeading(&e, level: level) }
    }
}
