/// A server → client update: ordered ops plus bookkeeping.
public struct Patch: Equatable, Sendable {
    /// Increases by one per patch; the client applies only the next version.
    public var version: Int
    /// The last client event sequence number the server has applied.
    public var ack: Int
    public var ops: [PatchOp]
    /// Set when the change was made inside `withAnimation`.
    public var animation: AnimationSpec?
    /// The new document title, when it changed.
    public var title: String?
    /// The new URL and navigation depth, when navigation changed.
    public var navigation: NavigationSpec?
    /// Where the browser's focus should move after the ops, when the app changed it.
    public var focus: FocusRequest?
    /// Subtrees that animate differently from `animation` (`.animation(_:value:)`
    /// whose value changed): ops on an element inside one use its animation
    /// (nil: none). The innermost scope wins.
    public var scopedAnimations: [ScopedAnimation] = []
    /// An element to scroll into view after the ops (`ScrollViewProxy.scrollTo`).
    public var scroll: ScrollCommand?
    /// A URL the app opened (`openURL`): http(s) in a new tab, mailto/tel in place. Checked by the server.
    public var open: String?
    // MARK: Durable acknowledgement (issue #15, durableack)
    /// The highest event number whose effect the store has confirmed written
    /// (`d` on the wire), when it rose since the last patch: the page may forget
    /// the events up to it; it keeps the later ones to send again if the
    /// session has to be restored by another process.
    public var durable: Int?
    // MARK: Keys (`.onKeyPress`)
    /// A `key` event that every handler ignored (`ki` on the wire): the page puts
    /// back what the key would have typed, which it held while the server decided.
    public var ignoredKey: Int?

    public init(
        version: Int, ack: Int, ops: [PatchOp], animation: AnimationSpec? = nil, title: String? = nil,
        navigation: NavigationSpec? = nil, focus: FocusRequest? = nil, scopedAnimations: [ScopedAnimation] = [],
        open: String? = nil, scroll: ScrollCommand? = nil
    ) {
        self.scroll = scroll
        self.version = version
        self.ack = ack
        self.ops = ops
        self.animation = animation
        self.title = title
        self.navigation = navigation
        self.focus = focus
        self.scopedAnimations = scopedAnimations
        self.open = open
    }
}

/// The animation of one subtree of a patch, by the id of its root element.
public struct ScopedAnimation: Equatable, Sendable {
    public var id: String
    public var animation: AnimationSpec?

    public init(id: String, animation: AnimationSpec?) {
        self.id = id
        self.animation = animation
    }
}
