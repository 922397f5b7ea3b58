import Foundation
import LiveHTML

/// Where gesture locations are measured from.
public enum CoordinateSpace: Hashable {
    /// The view's own bounds (where the view was when the drag began).
    case local
    /// The browser window's viewport.
    case global
    /// A space named with `.coordinateSpace(name:)`: LiveUI measures it as `.local`.
    case named(AnyHashable)
}

extension CoordinateSpace: @unchecked Sendable {}

extension CoordinateSpace {
    /// The nearest scroll view's space (iOS 17): a space LiveUI does not measure, as `.named`
    /// (under a name of its own type, so no space an app names is taken for it).
    public static var scrollView: CoordinateSpace { .named(AnyHashable(ScrollViewSpace())) }
    public static func scrollView(axis: Axis) -> CoordinateSpace { .scrollView }
}

private struct ScrollViewSpace: Hashable {
}

/// A drag: the pointer (mouse, touch or pen) went down on the view and moved
/// at least `minimumDistance` points. `onChanged` runs as it moves (the
/// browser sends at most about 30 moves a second, coalesced), `onEnded` with
/// the exact position where it was released. Keyboard users drag a focused
/// view with the arrow keys (20 points a press, 100 with Shift); the drag
/// ends when the key is released.
public struct DragGesture: Gesture {
    /// Where the drag is.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        /// Points per second, measured by the browser over the last 100 ms.
        public var velocity: CGSize

        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// Where the drag would stop if released now and left to decelerate:
        /// the velocity times 0.5 s (the distance a scroll view's normal
        /// deceleration, 0.998 per millisecond, travels from that velocity).
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * 0.5, y: location.y + velocity.height * 0.5)
        }

        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }

        public init(time: Date = Date(), location: CGPoint, startLocation: CGPoint, velocity: CGSize = .zero) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
        }

        init(_ s: DragSample) {
            self.init(
                location: CGPoint(x: s.x, y: s.y), startLocation: CGPoint(x: s.startX, y: s.startY),
                velocity: CGSize(width: s.velocityX, height: s.velocityY))
        }
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public func _recognizers(_ callbacks: GestureCallbacks<Value>) -> [GestureRecognizer] {
        var r = GestureRecognizer(kind: .drag(minimumDistance: Double(max(0, minimumDistance)), global: coordinateSpace == .global))
        r.drag = { phase, sample in
            let value = Value(sample)
            if phase == "end" { callbacks.end(value) } else { callbacks.change(value) }
        }
        return [r]
    }
}

/// A tap (click, or Return/Space on the focused view), `count` times in a row.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int

    public init(count: Int = 1) { self.count = max(1, count) }

    public func _recognizers(_ callbacks: GestureCallbacks<Void>) -> [GestureRecognizer] {
        var r = GestureRecognizer(kind: .tap(count: count))
        r.tap = { callbacks.end(()) }
        return [r]
    }
}

/// A press held for at least `minimumDuration` seconds without moving more
/// than `maximumDistance` points: `onChanged(true)` when the press begins,
/// `onEnded(true)` once it has lasted long enough. Keyboard users hold Space
/// (or Return) on the focused view.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = max(0, minimumDuration)
        self.maximumDistance = maximumDistance
    }

    public func _recognizers(_ callbacks: GestureCallbacks<Bool>) -> [GestureRecognizer] {
        var r = GestureRecognizer(kind: .press(minimumDuration: minimumDuration, maximumDistance: Double(maximumDistance)))
        r.press = { phase in
            switch phase {
            case "start": callbacks.change(true)
            case "end": callbacks.end(true)
            default: callbacks.cancel()
            }
        }
        return [r]
    }
}
