/// A type-erased list of the values pushed on a `NavigationStack`, as in
/// SwiftUI: values of different `Hashable` types, appended and removed from the end.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    init(erased elements: [AnyHashable]) { self.elements = elements }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }

    @available(*, unavailable, message: "LiveUI does not encode a NavigationPath; the page's URL already restores it on reload")
    public var codable: Never? { nil }
}

extension NavigationPathSource {
    /// A `Binding<[H]>`: values of another type appended by a link are dropped, as SwiftUI does.
    static func array<H: Hashable>(_ binding: Binding<[H]>) -> NavigationPathSource {
        NavigationPathSource(
            get: { binding.wrappedValue.map { AnyHashable($0) } },
            set: { values in
                let typed = values.compactMap { $0.base as? H }
                if typed != binding.wrappedValue { binding.wrappedValue = typed }
            })
    }

    static func erased(_ binding: Binding<NavigationPath>) -> NavigationPathSource {
        NavigationPathSource(
            get: { binding.wrappedValue.elements },
            set: { values in if values != binding.wrappedValue.elements { binding.wrappedValue = NavigationPath(erased: values) } })
    }
}
