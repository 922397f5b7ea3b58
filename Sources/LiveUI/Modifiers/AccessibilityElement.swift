import LiveHTML

/// How a view's children appear to assistive technology: `.accessibilityElement(children:)`.
public struct AccessibilityChildBehavior: Sendable, Hashable {
    let name: String
    /// One element; its children are not read (give it an `accessibilityLabel`).
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// One element whose children are read together.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// A container of its children, each its own element.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

extension View {
    /// Makes the view one accessibility element, or a container of its
    /// children. On the web every form is a `role=group` (read as one unit,
    /// its children still reachable): `.ignore` does not hide the children,
    /// since that would hide the controls among them too.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(AttributeModifier(name: "role", value: "group"))
    }
}
