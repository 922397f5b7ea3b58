import LiveHTML

/// How urgently a screen reader reads a change of the view's content
/// (LiveUI's own API: SwiftUI has no equivalent, VoiceOver polls
/// `.updatesFrequently` elements instead; wrap calls in
/// `#if canImport(LiveUI)` in code that also builds with SwiftUI).
public enum AccessibilityLiveRegion: Sendable, Hashable {
    /// Read when the reader is idle: `role=status` (`aria-live=polite`).
    case polite
    /// Read at once, interrupting: `role=alert` (`aria-live=assertive`).
    case assertive
    /// Never read by itself, also for views LiveUI announces by default.
    case off
}

extension View {
    /// Makes the view a live region: text that changes inside it without the
    /// user acting there (a timer, a login finishing after a delay, a
    /// validation message) is read out. Put it on a view that stays on the
    /// page, around the text that changes: a region must exist before its
    /// content changes for screen readers to notice (the page also reads a
    /// region a patch inserts with text already in it, 58-a11y.js).
    @inlinable public func accessibilityLiveRegion(_ politeness: AccessibilityLiveRegion) -> some View {
        modifier(ModifierFactory.accessibilityLiveRegion(politeness))
    }
}

@MainActor
enum LiveRegionDefaults {
    /// A text drawn all in `.red` outside a list reads as an error or a
    /// validation message, as SwiftUI apps write them
    /// (`Text(message).foregroundColor(.red)`): a polite live region, so a
    /// message that appears or changes is read out. Rows of lists (red
    /// amounts in an expense list) are left alone.
    static func apply(to e: inout Element, color: String?, _ env: EnvironmentValues) {
        guard let color, color == Color.red.css, env.listRows == nil, !env.inPhrasing, e[attribute: "role"] == nil,
            !AccessibilityTraitRendering.headingTags.contains(e.tag)
        else { return }
        e[attribute: "role"] = "status"
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func accessibilityLiveRegion(_ politeness: AccessibilityLiveRegion) -> some ViewModifier {
        AccessibilityChange { e in
            switch politeness {
            case .polite:
                e[attribute: "role"] = e[attribute: "role"] ?? "status"
                e[attribute: "aria-live"] = "polite"
            case .assertive:
                e[attribute: "role"] = e[attribute: "role"] == "status" || e[attribute: "role"] == nil ? "alert" : e[attribute: "role"]
                e[attribute: "aria-live"] = "assertive"
            case .off:
                if e[attribute: "role"] == "status" || e[attribute: "role"] == "alert" { e[attribute: "role"] = nil }
                e[attribute: "aria-live"] = "off"
            }
        }
    }
}
