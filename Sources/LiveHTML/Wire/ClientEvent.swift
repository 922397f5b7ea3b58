/// A user action on one element, numbered by the client.
public struct ClientEvent: Equatable, Sendable {
    public var seq: Int
    public var kind: EventKind
    public var target: String
    public var value: String?
    /// Where a `drag` event's pointer is, for `kind == .drag` only.
    public var drag: DragSample?

    public init(seq: Int, kind: EventKind, target: String, value: String? = nil, drag: DragSample? = nil) {
        self.seq = seq
        self.kind = kind
        self.target = target
        self.value = value
        self.drag = drag
    }
}

/// One sample of a drag, in CSS pixels relative to the coordinate space the
/// element asked for (its own box at the start of the drag, or the viewport):
/// where the pointer is, where it went down, and its velocity in px/s.
public struct DragSample: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var startX: Double
    public var startY: Double
    public var velocityX: Double
    public var velocityY: Double

    public init(x: Double, y: Double, startX: Double, startY: Double, velocityX: Double = 0, velocityY: Double = 0) {
        self.x = x
        self.y = y
        self.startX = startX
        self.startY = startY
        self.velocityX = velocityX
        self.velocityY = velocityY
    }

    /// Coordinates beyond this are refused: no page is a million pixels wide.
    static let limit = 1_000_000.0
}
