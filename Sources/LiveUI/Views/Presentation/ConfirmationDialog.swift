/// Confirmation dialogs (iOS 15): a column of actions rising from the bottom
/// (centered on wide windows), a Cancel button added when none has the
/// `.cancel` role, and a click outside or Escape as Cancel. The title shows
/// only with `titleVisibility: .visible`, as on iOS (`.automatic` hides it;
/// it still names the dialog for screen readers).
extension View {
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        presentsAlert(
            .dialog, Text(titleKey), titleVisible: titleVisibility == .visible, isPresented, when: isPresented.wrappedValue,
            actions: actions)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentsAlert(
            .dialog, Text(title), titleVisible: titleVisibility == .visible, isPresented, when: isPresented.wrappedValue, actions: actions)
    }

    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentsAlert(
            .dialog, title, titleVisible: titleVisibility == .visible, isPresented, when: isPresented.wrappedValue, actions: actions)
    }

    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentsAlert(
            .dialog, Text(titleKey), titleVisible: titleVisibility == .visible, isPresented, when: isPresented.wrappedValue,
            actions: actions, message: message)
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        presentsAlert(
            .dialog, Text(title), titleVisible: titleVisibility == .visible, isPresented, when: isPresented.wrappedValue,
            actions: actions, message: message)
    }

    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        presentsAlert(
            .dialog, title, titleVisible: titleVisibility == .visible, isPresented, when: isPresented.wrappedValue,
            actions: actions, message: message)
    }

    // MARK: Presenting data

    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentsAlert(
            .dialog, Text(titleKey), titleVisible: titleVisibility == .visible, isPresented,
            when: isPresented.wrappedValue && data != nil
        ) { actions(data!) }
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentsAlert(
            .dialog, Text(title), titleVisible: titleVisibility == .visible, isPresented,
            when: isPresented.wrappedValue && data != nil
        ) { actions(data!) }
    }

    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentsAlert(
            .dialog, Text(titleKey), titleVisible: titleVisibility == .visible, isPresented,
            when: isPresented.wrappedValue && data != nil, actions: { actions(data!) }, message: { message(data!) })
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentsAlert(
            .dialog, Text(title), titleVisible: titleVisibility == .visible, isPresented,
            when: isPresented.wrappedValue && data != nil, actions: { actions(data!) }, message: { message(data!) })
    }
}
