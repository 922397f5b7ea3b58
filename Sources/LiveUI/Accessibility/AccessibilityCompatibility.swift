import LiveHTML

// MARK: Older spellings (iOS 13), settings apps read, and what the web cannot do

extension View {
    @available(*, deprecated, renamed: "accessibilityLabel(_:)")
    @inlinable public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    @available(*, deprecated, renamed: "accessibilityHint(_:)")
    @inlinable public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

    @available(*, deprecated, renamed: "accessibilityValue(_:)")
    @inlinable public func accessibility(value: Text) -> some View { accessibilityValue(value) }

    @available(*, deprecated, renamed: "accessibilityHidden(_:)")
    @inlinable public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

    @available(*, deprecated, renamed: "accessibilityIdentifier(_:)")
    @inlinable public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

    @available(*, deprecated, renamed: "accessibilityAddTraits(_:)")
    @inlinable public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }

    @available(*, deprecated, renamed: "accessibilityRemoveTraits(_:)")
    @inlinable public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }

    @available(*, deprecated, renamed: "accessibilitySortPriority(_:)")
    @inlinable public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }

    @available(
        *, unavailable, message: "LiveUI has no custom rotors; screen readers on the web list headings, links and landmarks themselves"
    )
    @inlinable public func accessibilityRotor<Content: View>(_ label: Text, @ViewBuilder entries: () -> Content) -> some View { self }

    @available(*, unavailable, message: "not supported: describe the view with .accessibilityLabel and .accessibilityValue instead")
    @inlinable public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }

    @available(*, unavailable, message: "not supported: give each child its own element with .accessibilityElement(children: .contain)")
    @inlinable public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
}

/// Settings an app reads to adapt to the user (`@Environment(\.accessibilityReduceMotion)`).
/// The page does not report them, so they read as the defaults; the page itself
/// turns motion off under `prefers-reduced-motion` (README, "Accessibility").
extension EnvironmentValues {
    public var accessibilityEnabled: Bool { false }
    public var accessibilityReduceMotion: Bool { false }
    public var accessibilityReduceTransparency: Bool { false }
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    public var accessibilityInvertColors: Bool { false }
    public var accessibilityVoiceOverEnabled: Bool { false }
}

/// SwiftUI's posted announcements (iOS 17), declared so that code using
/// them gets a clear message.
public enum AccessibilityNotification {
    public struct Announcement {
        let text: String
        public init(_ announcement: String) { text = announcement }

        @available(
            *, unavailable,
            message:
                "LiveUI announces through live regions: put the message in a Text with .accessibilityLiveRegion(.polite) (or .assertive)"
        )
        public func post() {}
    }
}
