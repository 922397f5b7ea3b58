import LiveHTML

/// One column of a navigation stack while it renders: the links it
/// contains (in order) and its title. A reference, so links deep in the
/// column's view tree can register through the environment.
@MainActor
final class NavigationLevel {
    /// A NavigationLink as rendered: enough to tell whether it is active,
    /// to activate or deactivate it, and to render its destination.
    struct LinkRecord {
        let key: String
        let slug: String
        let destination: AnyView
        let isActive: Binding<Bool>?
        /// For `tag:selection:` links: is the selection this link's tag, and setters for it.
        let isSelected: (() -> Bool)?
        let select: (() -> Void)?
        let deselect: (() -> Void)?
    }

    let index: Int
    let stack: NavigationStackState
    /// The route the page was served at, and the slugs of the columns before this one (for hrefs).
    let route: String
    let slugsSoFar: [String]
    var links: [LinkRecord] = []
    var title: String?

    init(index: Int, stack: NavigationStackState, route: String, slugsSoFar: [String]) {
        self.index = index
        self.stack = stack
        self.route = route
        self.slugsSoFar = slugsSoFar
    }

    func isActive(_ link: LinkRecord) -> Bool {
        if let binding = link.isActive { return binding.wrappedValue }
        if let isSelected = link.isSelected { return isSelected() }
        return stack.keys.count > index && stack.keys[index] == link.key
    }

    var activeLink: LinkRecord? { links.first(where: isActive) }

    /// Pushes `link`'s destination after this column (replacing anything deeper).
    func activate(_ link: LinkRecord) {
        if let current = activeLink, current.key != link.key { deactivate(current) }
        stack.keys = Array(stack.keys.prefix(index))
        if let binding = link.isActive {
            binding.wrappedValue = true
        } else if let select = link.select {
            select()
        } else {
            stack.keys.append(link.key)
        }
    }

    /// Pops back to this column: SwiftUI resets the link's binding.
    func deactivate(_ link: LinkRecord) {
        stack.keys = Array(stack.keys.prefix(index))
        if let binding = link.isActive, binding.wrappedValue { binding.wrappedValue = false }
        link.deselect?()
    }
}

/// The plain (binding-less) links pushed on a NavigationView, by link identity.
@MainActor
final class NavigationStackState {
    var keys: [String] = [] {
        didSet { if keys != oldValue { onChange?() } }
    }
    weak var target: InvalidationTarget?
    var onChange: (() -> Void)?
}
