import Foundation
import LiveHTML

/// A key pressed, repeated or released while a view with `.onKeyPress` has the focus.
public struct KeyPress: Sendable {
    /// The key: a named one (`.return`, `.upArrow`, …) or the character it types.
    public let key: KeyEquivalent
    /// What the key typed, as the browser reports it (Shift applied); empty for a named key.
    public let characters: String
    public let modifiers: EventModifiers
    /// `.down`, `.repeat` or `.up`.
    public let phase: Phases

    /// Which phases of a key press an action wants.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1 << 0)
        public static let up = Phases(rawValue: 1 << 1)
        public static let `repeat` = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .up, .repeat]

        /// The page's letters for them: `d` down, `r` repeat, `u` up.
        var letters: String { (contains(.down) ? "d" : "") + (contains(.repeat) ? "r" : "") + (contains(.up) ? "u" : "") }
    }

    /// Whether an action used the key (dispatch stops) or not (it goes on to the views around).
    public enum Result: Hashable, Sendable {
        case handled
        case ignored
    }

    /// A `key` event's value (`ClientEvent.parseKey`); nil if malformed.
    init?(eventValue value: String) {
        guard let (phase, modifiers, key) = ClientEvent.parseKey(value) else { return nil }
        self.phase = phase == "d" ? .down : phase == "r" ? .repeat : .up
        self.modifiers = EventModifiers(browserLetters: modifiers)
        self.key = KeyEquivalent(browserKey: String(key))
        self.characters = key.count == 1 ? String(key) : ""
    }
}

/// Which keys an `.onKeyPress` wants.
enum KeyPressFilter {
    case keys(Set<KeyEquivalent>)
    case characters(CharacterSet)
    case any

    /// For `data-lv-keys`: the browser's names of the keys (the space bar as `Space` and
    /// `;` as `Semicolon`, which separate them), `c` for any key that types a character,
    /// `*` for any key.
    var browserSpec: String {
        switch self {
        case .any: return "*"
        case .characters: return "c"
        case .keys(let keys):
            return keys.map { $0 == .space ? "Space" : $0.character == ";" ? "Semicolon" : $0.browserKey }.sorted()
                .joined(separator: " ")
        }
    }

    func matches(_ press: KeyPress) -> Bool {
        switch self {
        case .any: return true
        case .characters(let set):
            return !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { set.contains($0) }
        case .keys(let keys):
            if keys.contains(press.key) { return true }
            // Letters without case: Shift is a modifier of the key, not another key.
            let folded = String(press.key.character).lowercased()
            return folded.count == 1 && keys.contains(KeyEquivalent(Character(folded)))
        }
    }
}

extension View {
    /// Runs `action` when `key` goes down or repeats while this view (or a view in it) has the
    /// focus. `.handled` takes the key; `.ignored` lets the views around have it.
    @inlinable public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
        onKeyPress(keys: [key], phases: [.down, .repeat]) { _ in action() }
    }

    @inlinable public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        onKeyPress(keys: [key], phases: phases, action: action)
    }

    @inlinable public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(ModifierFactory.onKeyPress(keys: keys, phases: phases, action: action))
    }

    /// Any key that types characters all in `characters`.
    @inlinable public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(ModifierFactory.onKeyPress(characters: characters, phases: phases, action: action))
    }

    /// Any key (but Tab, which keeps moving the focus in a browser).
    @inlinable public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(ModifierFactory.onKeyPress(phases: phases, action: action))
    }

    /// Lets the user focus this view (Tab, a click), so its `.onKeyPress` and `.focused` work:
    /// `tabindex="0"` on its element. `false` takes that away.
    @inlinable public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(ModifierFactory.focusable(isFocusable))
    }

    /// iOS 17's spelling; every interaction a browser offers a focusable element is allowed.
    @inlinable public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modifier(ModifierFactory.focusable(isFocusable))
    }
}

/// What focusing a view is for (`.focusable(_:interactions:)`): accepted, a browser focuses alike for all.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    public static let automatic: FocusInteractions = [.activate, .edit]
}

extension ModifierFactory {
    @usableFromInline static func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some ViewModifier {
        KeyPressModifier(filter: .keys(keys), phases: phases, action: action)
    }

    @usableFromInline static func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some ViewModifier {
        KeyPressModifier(filter: .characters(characters), phases: phases, action: action)
    }

    @usableFromInline static func onKeyPress(
        phases: KeyPress.Phases, action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some ViewModifier {
        KeyPressModifier(filter: .any, phases: phases, action: action)
    }

    @usableFromInline static func focusable(_ isFocusable: Bool) -> some ViewModifier {
        FocusableModifier(isFocusable: isFocusable)
    }
}

/// Marks its view's element with the keys it wants (`data-lv-keys`, filters joined
/// by `;` when several modify one element) and registers its action there. The page's
/// keys area sends those keys while the focus is inside (docs/protocol.md, "Key events").
struct KeyPressModifier: PrimitiveModifier {
    let filter: KeyPressFilter
    let phases: KeyPress.Phases
    let action: @MainActor (KeyPress) -> KeyPress.Result

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        guard !phases.isEmpty else { return content(path.modified, env) }
        let spec = phases.letters + ":" + filter.browserSpec
        var id = ""
        let nodes = Layout.modify(content(path.modified, env), path, env, canMerge: { _ in true }) { e in
            e[attribute: "data-lv-keys"] = e[attribute: "data-lv-keys"].map { $0 + ";" + spec } ?? spec
            id = e.id
        }
        let (filter, phases, action) = (self.filter, self.phases, self.action)
        ctx.addKeyHandler(id) { value in
            guard let press = KeyPress(eventValue: value), phases.contains(press.phase), filter.matches(press) else { return false }
            return action(press) == .handled
        }
        return nodes
    }
}

/// `.focusable()`: a `tabindex` on the view's element (a control keeps its own focus).
struct FocusableModifier: PrimitiveModifier {
    let isFocusable: Bool

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        Layout.modify(content(path.modified, env), path, env, canMerge: { _ in true }) { e in
            guard !FocusModifier<Bool>.isFocusable(e) || e[attribute: "tabindex"] != nil else { return }
            e[attribute: "tabindex"] = isFocusable ? "0" : nil
        }
    }
}
