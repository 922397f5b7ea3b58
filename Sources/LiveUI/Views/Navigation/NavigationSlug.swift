import Foundation
import LiveHTML

/// The URL slug of a value pushed on a navigation path: the value itself
/// when it is `LosslessStringConvertible` (`42`, `"Milk"` → `milk`), else its
/// `id` when it is `Identifiable` with such an id (or a UUID); nil otherwise
/// (the link's position in its column is used then).
enum NavigationSlug {
    static func of(_ value: Any) -> String? {
        if let text = text(of: value) {
            let slug = NavigationReport.slug(text)
            return slug.isEmpty ? nil : slug
        }
        if let identifiable = value as? any Identifiable, let text = text(of: id(of: identifiable)) {
            let slug = NavigationReport.slug(text)
            return slug.isEmpty ? nil : slug
        }
        return nil
    }

    private static func text(of value: Any) -> String? {
        if let uuid = value as? UUID { return uuid.uuidString.lowercased() }
        if let lossless = value as? any LosslessStringConvertible { return lossless.description }
        return nil
    }

    private static func id<T: Identifiable>(of value: T) -> Any { value.id }

    /// A value of type `T` whose slug is `slug`, for a deep link to a value no
    /// rendered link shows: only `LosslessStringConvertible` types, and only
    /// when the value's own slug is `slug` again (`"milk"` makes "milk", not "Milk").
    static func value<T: Hashable>(_: T.Type, from slug: String) -> AnyHashable? {
        guard let type = T.self as? any LosslessStringConvertible.Type else { return nil }
        guard let made = type.init(slug) as? T, of(made) == slug else { return nil }
        return AnyHashable(made)
    }
}

/// `.navigationLinkSlug(_:)`: the links inside use `slug` in the page's URL.
struct NavigationLinkSlugModifier: PrimitiveModifier {
    let slug: String

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        var inner = env
        inner.navigationLinkSlug = NavigationReport.slug(slug)
        return content(path, inner)
    }
}

extension View {
    /// LiveUI only: the URL slug of the navigation link this modifies (its
    /// words, lower-cased and hyphenated), instead of one made from its label or value.
    ///
    ///     NavigationLink(item.name, value: item).navigationLinkSlug(item.sku)
    @inlinable public func navigationLinkSlug(_ slug: String) -> some View {
        modifier(ModifierFactory.navigationLinkSlug(slug))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func navigationLinkSlug(_ slug: String) -> some ViewModifier {
        NavigationLinkSlugModifier(slug: slug)
    }
}
