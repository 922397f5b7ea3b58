// List and search APIs LiveUI does not offer yet: said at compile time, not ignored.

extension ForEach {
    @available(*, unavailable, message: "LiveUI lists do not accept dropped items (onInsert) yet (issue #14)")
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void) -> ForEach {
        self
    }
}
