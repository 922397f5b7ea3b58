/// `@Environment(\.dismiss) private var dismiss`, then `dismiss()`: closes
/// the sheet, cover, popover or dialog the view is in, as if its binding
/// were set to false (its `onDismiss` runs). Outside a presentation it does
/// nothing.
public struct DismissAction {
    let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void = {}) { self.action = action }

    @MainActor public func callAsFunction() { action() }
}

/// The older spelling of the same thing (iOS 13–14):
/// `@Environment(\.presentationMode) var presentationMode`, then
/// `presentationMode.wrappedValue.dismiss()`.
public struct PresentationMode {
    /// Whether the view is presented (the content of a sheet, cover or popover).
    public private(set) var isPresented: Bool
    let action: @MainActor () -> Void

    /// Dismisses the presentation the view is in.
    @MainActor public mutating func dismiss() {
        guard isPresented else { return }
        action()
        isPresented = false
    }
}

extension EnvironmentValues {
    /// `@Environment(\.presentationMode)`: a binding whose value dismisses the presentation this view is in.
    @MainActor public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, action: dismiss.action)
        // Writing back a dismissed mode changes nothing more: dismissing happened in `dismiss()`.
        return Binding(get: { mode }, set: { _ in })
    }
}
