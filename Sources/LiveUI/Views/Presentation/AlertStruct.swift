/// The iOS 13 alert: an `Alert` value returned from `.alert(isPresented:content:)`
/// or `.alert(item:content:)`, with one or two `Alert.Button`s; and its
/// sibling `ActionSheet` (shown as a confirmation dialog). Lowered like the
/// iOS 15 forms, each button a `Button` with its role.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (an "OK" when none is given). On the main actor,
    /// where alerts are built (in `.alert`'s content closure), as `Text` is.
    @MainActor
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert` or `ActionSheet`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (@MainActor () -> Void)?

        public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A "Cancel" button.
        @MainActor
        public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

/// The iOS 13 action sheet: shown as a confirmation dialog with its title visible.
public struct ActionSheet {
    public typealias Button = Alert.Button
    let title: Text
    let message: Text?
    let buttons: [Button]

    @MainActor
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// An `Alert`'s buttons as views.
struct AlertButtons: View {
    let buttons: [Alert.Button]

    var body: some View {
        ForEach(buttons.indices, id: \.self) { i in
            let button = buttons[i]
            LiveUI.Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}

extension View {
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        presentsStructAlert(.alert, isPresented, when: isPresented.wrappedValue, content)
    }

    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let value = item.wrappedValue
        return presentsStructAlert(.alert, item, value) { content(value!) }
    }

    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = isPresented.wrappedValue ? content() : nil
        return presentsStructAlert(.dialog, isPresented, when: sheet != nil) {
            Alert(sheet: sheet!)
        }
    }

    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        let value = item.wrappedValue
        return presentsStructAlert(.dialog, item, value) { Alert(sheet: content(value!)) }
    }

    private func presentsStructAlert(
        _ kind: PresentationKind, _ isPresented: Binding<Bool>, when shown: Bool, _ content: () -> Alert
    ) -> ModifiedContent<Self, PresentationModifier> {
        let alert = shown ? content() : nil
        return presentsAlert(
            kind, alert?.title ?? Text(""), isPresented, when: shown, actions: { AlertButtons(buttons: alert?.buttons ?? []) },
            message: { alert?.message }, hasMessage: alert?.message != nil)
    }

    /// The item forms: presented while the item is not nil; dismissing sets it to nil.
    private func presentsStructAlert<Item: Identifiable>(
        _ kind: PresentationKind, _ item: Binding<Item?>, _ value: Item?, _ content: () -> Alert
    ) -> ModifiedContent<Self, PresentationModifier> {
        let presented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        var modified = presentsStructAlert(kind, presented, when: value != nil, content)
        // A different item is a new alert (its own element).
        if let value { modified.modifier = modified.modifier.keyed("k" + ViewPath.sanitize(value.id)) }
        return modified
    }
}

extension Alert {
    /// An action sheet as the alert-shaped value the lowering takes.
    init(sheet: ActionSheet) {
        title = sheet.title
        message = sheet.message
        buttons = sheet.buttons
    }
}

extension PresentationModifier {
    /// The same presentation under another identity.
    func keyed(_ key: String) -> PresentationModifier {
        PresentationModifier(kind: kind, presented: presented.map { _ in key }, dismiss: dismiss, onDismiss: onDismiss, dialog: dialog)
    }
}
