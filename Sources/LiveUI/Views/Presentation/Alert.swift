import Foundation

/// Alerts, the iOS 15 way: a title, buttons with roles and an optional
/// message, presented while a binding is true (and, with `presenting:`,
/// while there is data to show). Lowered by `AlertLowering`.
extension View {
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentsAlert(.alert, Text(titleKey), isPresented, when: isPresented.wrappedValue, actions: actions)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentsAlert(.alert, Text(title), isPresented, when: isPresented.wrappedValue, actions: actions)
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentsAlert(.alert, title, isPresented, when: isPresented.wrappedValue, actions: actions)
    }

    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentsAlert(.alert, Text(titleKey), isPresented, when: isPresented.wrappedValue, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentsAlert(.alert, Text(title), isPresented, when: isPresented.wrappedValue, actions: actions, message: message)
    }

    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentsAlert(.alert, title, isPresented, when: isPresented.wrappedValue, actions: actions, message: message)
    }

    // MARK: Presenting data: shown while the binding is true and the data is not nil.

    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentsAlert(.alert, Text(titleKey), isPresented, when: isPresented.wrappedValue && data != nil) { actions(data!) }
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentsAlert(.alert, Text(title), isPresented, when: isPresented.wrappedValue && data != nil) { actions(data!) }
    }

    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentsAlert(.alert, title, isPresented, when: isPresented.wrappedValue && data != nil) { actions(data!) }
    }

    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        presentsAlert(
            .alert, Text(titleKey), isPresented, when: isPresented.wrappedValue && data != nil, actions: { actions(data!) },
            message: { message(data!) })
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        presentsAlert(
            .alert, Text(title), isPresented, when: isPresented.wrappedValue && data != nil, actions: { actions(data!) },
            message: { message(data!) })
    }

    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        presentsAlert(
            .alert, title, isPresented, when: isPresented.wrappedValue && data != nil, actions: { actions(data!) },
            message: { message(data!) })
    }

    // MARK: Errors (iOS 17): the error's description is the title.

    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        presentsAlert(
            .alert, Text(error?.errorDescription ?? ""), isPresented, when: isPresented.wrappedValue && error != nil,
            actions: actions)
    }

    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        presentsAlert(
            .alert, Text(error?.errorDescription ?? ""), isPresented, when: isPresented.wrappedValue && error != nil,
            actions: { actions(error!) }, message: { message(error!) })
    }
}

extension View {
    /// An alert or confirmation dialog shown while `shown`; `actions` and
    /// `message` are built only then (with `presenting:`, the data is there).
    func presentsAlert<A: View>(
        _ kind: PresentationKind, _ title: Text, titleVisible: Bool = true, _ isPresented: Binding<Bool>, when shown: Bool,
        actions: () -> A
    ) -> ModifiedContent<Self, PresentationModifier> {
        presentsAlert(
            kind, title, titleVisible: titleVisible, isPresented, when: shown, actions: actions, message: { EmptyView() }, hasMessage: false
        )
    }

    func presentsAlert<A: View, M: View>(
        _ kind: PresentationKind, _ title: Text, titleVisible: Bool = true, _ isPresented: Binding<Bool>, when shown: Bool,
        actions: () -> A, message: () -> M, hasMessage: Bool = true
    ) -> ModifiedContent<Self, PresentationModifier> {
        var dialog: DialogBuilder = { _, _, _, _ in ([], []) }
        if shown {
            dialog =
                AlertLowering(
                    kind: kind, title: title, titleVisible: titleVisible, actions: actions(), message: hasMessage ? message() : nil
                )
                .builder
        }
        return modifier(
            PresentationModifier(
                kind: kind, presented: shown ? "" : nil,
                dismiss: { if isPresented.wrappedValue { isPresented.wrappedValue = false } }, onDismiss: nil, dialog: dialog))
    }
}
