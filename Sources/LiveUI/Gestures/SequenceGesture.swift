/// Progress of the gestures of one view that span several events, kept by
/// the session across renders (the view's closures are made afresh each render).
@MainActor
final class GestureMemory {
    var values: [String: Any] = [:]
}

/// A gesture followed by another: the second is recognized only once the
/// first succeeded, as in SwiftUI's long-press-then-drag. Values: `.first`
/// while the first runs, `.second(firstValue, secondValue?)` after.
///
/// On the page, the element has both recognizers; the drag's moves before
/// the press succeeded are ignored here, and a release after a successful
/// press ends the sequence even without a drag (`data-lv-seq`).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _recognizers(_ callbacks: GestureCallbacks<Value>) -> [GestureRecognizer] {
        let memory = callbacks.memory ?? GestureMemory()
        let key = "sequence." + String(describing: Self.self)
        let moved = key + ".moved"
        var one = GestureCallbacks<First.Value>()
        one.memory = memory
        one.changed = [
            { v in
                memory.values[key] = nil
                callbacks.change(.first(v))
            }
        ]
        one.ended = [
            { v in
                memory.values[key] = v
                memory.values[moved] = nil
                callbacks.change(.second(v, nil))
            }
        ]
        one.cancelled = [
            {
                memory.values[key] = nil
                callbacks.cancel()
            }
        ]
        var two = GestureCallbacks<Second.Value>()
        two.memory = memory
        two.changed = [
            { v in
                guard let f = memory.values[key] as? First.Value else { return }
                memory.values[moved] = true
                callbacks.change(.second(f, v))
            }
        ]
        two.ended = [
            { v in
                guard let f = memory.values[key] as? First.Value else { return }
                let didMove = memory.values[moved] != nil
                memory.values[key] = nil
                memory.values[moved] = nil
                // Released without the second gesture starting: the sequence just stops.
                if didMove { callbacks.end(.second(f, v)) } else { callbacks.cancel() }
            }
        ]
        two.cancelled = [
            {
                guard memory.values[key] != nil else { return }
                memory.values[key] = nil
                callbacks.cancel()
            }
        ]
        var recognizers = first._recognizers(one) + second._recognizers(two)
        for i in recognizers.indices { recognizers[i].sequenced = true }
        return recognizers
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
