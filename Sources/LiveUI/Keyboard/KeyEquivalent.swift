/// A key on a hardware keyboard, as `.keyboardShortcut` and `.onKeyPress` name it:
/// a character (`"s"`, `"?"`) or one of the named keys below.
///
/// The named keys carry the private-use characters Apple's platforms give
/// them, so an app that compares `key.character` sees the same values. In the
/// page each becomes the name a browser's `KeyboardEvent.key` has for it
/// (`browserKey`).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character

    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { self.character = value }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    /// The key labelled Delete on a Mac (Backspace elsewhere): deletes backwards.
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")

    /// The browser's `KeyboardEvent.key` for this key: a named key's name, else the
    /// character, lowercased (the page compares letters without case; Shift is a modifier).
    var browserKey: String {
        switch character {
        case "\u{F700}": "ArrowUp"
        case "\u{F701}": "ArrowDown"
        case "\u{F702}": "ArrowLeft"
        case "\u{F703}": "ArrowRight"
        case "\u{1B}": "Escape"
        case "\u{8}", "\u{7F}": "Backspace"
        case "\u{F728}": "Delete"
        case "\u{F729}": "Home"
        case "\u{F72B}": "End"
        case "\u{F72C}": "PageUp"
        case "\u{F72D}": "PageDown"
        case "\u{F739}": "Clear"
        case "\t": "Tab"
        case "\r", "\n": "Enter"
        default: String(character).lowercased()
        }
    }

    /// KeyboardEvent.key's name for it, the character as typed (LiveTesting sends it as the page does).
    @_spi(LiveTesting) public var eventKeyForTesting: String { browserKey.count > 1 ? browserKey : String(character) }

    /// The key a browser's `KeyboardEvent.key` names (what the page sends for `.onKeyPress`).
    init(browserKey key: String) {
        switch key {
        case "ArrowUp": self = .upArrow
        case "ArrowDown": self = .downArrow
        case "ArrowLeft": self = .leftArrow
        case "ArrowRight": self = .rightArrow
        case "Escape": self = .escape
        case "Backspace": self = .delete
        case "Delete": self = .deleteForward
        case "Home": self = .home
        case "End": self = .end
        case "PageUp": self = .pageUp
        case "PageDown": self = .pageDown
        case "Clear": self = .clear
        case "Tab": self = .tab
        case "Enter": self = .return
        default: self = KeyEquivalent(key.count == 1 ? key.first! : "\u{0}")
        }
    }
}

/// Modifier keys held with a key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// ⌘ on Apple's keyboards. In a browser on any other system, Ctrl: the key
    /// its own shortcuts use where a Mac's use ⌘ (Ctrl+S saves, as ⌘S does).
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let function = EventModifiers(rawValue: 1 << 6)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]

    /// The modifiers a shortcut needs, as the page reads them: `m` ⌘ (or Ctrl off
    /// Apple's systems), `c` Control, `o` Option/Alt, `s` Shift. A browser cannot
    /// require Caps Lock, the numeric pad or Fn, so they are left out.
    var browserLetters: String {
        var out = ""
        if contains(.command) { out += "m" }
        if contains(.control) { out += "c" }
        if contains(.option) { out += "o" }
        if contains(.shift) { out += "s" }
        return out
    }

    /// What LiveTesting sends for them, as the page does.
    @_spi(LiveTesting) public var browserLettersForTesting: String { browserLetters }

    init(browserLetters letters: Substring) {
        var m: EventModifiers = []
        for letter in letters {
            switch letter {
            case "m": m.insert(.command)
            case "c": m.insert(.control)
            case "o": m.insert(.option)
            case "s": m.insert(.shift)
            default: break
            }
        }
        self = m
    }
}
