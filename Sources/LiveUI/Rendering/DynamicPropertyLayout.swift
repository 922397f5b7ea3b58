@_spi(Reflection) import Swift

/// Where a view type stores its dynamic properties, found once per type.
/// Walking a `Mirror` on every render resolved every field's type from its
/// mangled name each time (≈10 % of a keystroke's server time); the
/// runtime's field table gives offsets, read once.
struct DynamicPropertyLayout {
    struct Field {
        let offset: Int
        /// The stored property's name (`_username` for `@State var username`), part of the state's key.
        let label: String
        let type: any DynamicPropertyBinding.Type
    }

    let fields: [Field]

    /// The layout of a struct type; nil for other kinds (classes, enums), which use a `Mirror`.
    init?(_ type: Any.Type) {
        guard !(type is AnyClass) else { return nil }
        var fields: [Field] = []
        let walked = _forEachField(of: type, options: []) { name, offset, fieldType, kind in
            guard kind == .struct, let binding = fieldType as? any DynamicPropertyBinding.Type else { return true }
            fields.append(Field(offset: offset, label: String(cString: name), type: binding))
            return true
        }
        guard walked else { return nil }
        self.fields = fields
    }
}
