// List and search APIs LiveUI does not offer yet: said at compile time, not ignored.

extension View {
    @available(*, unavailable, message: "LiveUI has no search scopes yet (issue #14): put a Picker above the list instead")
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        EmptyView()
    }
}

extension ForEach {
    @available(*, unavailable, message: "LiveUI lists do not accept dropped items (onInsert) yet (issue #14)")
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void) -> ForEach {
        self
    }
}
