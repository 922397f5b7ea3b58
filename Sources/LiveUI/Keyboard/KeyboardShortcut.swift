import LiveHTML

/// A key and the modifiers held with it, which activate a control as a click does.
public struct KeyboardShortcut: Hashable, Sendable {
    /// How a shortcut follows the keyboard's layout. A browser reports the key a
    /// layout produces, so every strategy matches that key (README).
    public struct Localization: Hashable, Sendable {
        let name: String
        public static let automatic = Localization(name: "automatic")
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        public static let custom = Localization(name: "custom")
    }

    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public var localization: Localization

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return with no modifiers: the button a dialog's Return presses.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape with no modifiers: the button that cancels a dialog.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// What the page matches a keydown against (`data-lv-key`, areas/keys.js):
    /// the modifier letters, a colon, the browser's name of the key. LiveTesting
    /// matches with it as the page does.
    @_spi(LiveTesting) public var browserSpec: String { modifiers.browserLetters + ":" + key.browserKey }
}

extension View {
    /// Pressing `key` with `modifiers` (⌘ unless told; Ctrl in a browser off Apple's
    /// systems) anywhere in the page, or in the presented dialog on top, clicks this
    /// control: a button, a toggle or a link. The first such control in the page wins.
    @inlinable public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    @inlinable public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
    ) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }

    /// `.defaultAction` (Return) and `.cancelAction` (Escape) among them. Nil: no shortcut.
    @inlinable public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(ModifierFactory.keyboardShortcut(shortcut))
    }
}

extension EnvironmentValues {
    /// The shortcut set on the controls below (`.keyboardShortcut`), for a button style to show.
    public internal(set) var keyboardShortcut: KeyboardShortcut? {
        get { rare?.values.keyboardShortcut }
        set { changeRare { $0.keyboardShortcut = newValue } }
    }
}

extension EnvironmentValues {
    /// Marks a control's clickable element with the shortcut set above it (`data-lv-key`):
    /// each control does it as it renders, so one that renders alone keeps it.
    func markKeyboardShortcut(_ e: inout Element) {
        guard let shortcut = rare?.values.keyboardShortcut else { return }
        e[attribute: "data-lv-key"] = shortcut.browserSpec
    }
}

extension ModifierFactory {
    /// Through the environment, as in SwiftUI: the innermost shortcut wins, and every
    /// button, toggle, link and menu below gets it (the page presses the first shown).
    /// `nil` has no effect: an outer shortcut still applies.
    @usableFromInline static func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some ViewModifier {
        EnvironmentModifier { env in
            if let shortcut { env.keyboardShortcut = shortcut }
        }
    }
}
