import LiveHTML

/// A gesture, as in SwiftUI: a value that recognizes user input on the view
/// it is attached to (`.gesture(_:)`) and reports values of type `Value`.
///
/// The browser recognizes the primitive gestures (drag, tap, long press) on
/// the view's element and sends their phases; each primitive turns them into
/// its `Value` and calls the callbacks the modifiers (`onChanged`, `onEnded`,
/// `updating`, `map`) added on the way down.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    associatedtype Value
    /// A gesture of your own is made of others, as in SwiftUI; LiveUI's are primitive (`Never`).
    associatedtype Body: Gesture
    var body: Body { get }
    /// The primitive recognizers this gesture is made of, reporting to `callbacks`.
    func _recognizers(_ callbacks: GestureCallbacks<Value>) -> [GestureRecognizer]
}

extension Gesture where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

extension Gesture where Body.Value == Value {
    /// A composed gesture recognizes what its body does.
    public func _recognizers(_ callbacks: GestureCallbacks<Value>) -> [GestureRecognizer] {
        body._recognizers(callbacks)
    }
}

extension Never: Gesture {
    public typealias Value = Never
    public func _recognizers(_ callbacks: GestureCallbacks<Never>) -> [GestureRecognizer] { [] }
}

/// What a gesture's modifiers asked to be told, in the order they were added.
@MainActor
public struct GestureCallbacks<Value> {
    var changed: [@MainActor (Value) -> Void] = []
    var ended: [@MainActor (Value) -> Void] = []
    /// The gesture is over (ended or cancelled): `@GestureState` goes back to its initial value.
    var reset: [@MainActor () -> Void] = []
    /// The gesture stopped without succeeding (after `reset`).
    var cancelled: [@MainActor () -> Void] = []
    /// Where gestures that span several events (a sequence) keep their progress: one per view, kept across renders.
    var memory: GestureMemory?

    init() {}

    func change(_ value: Value) { for c in changed { c(value) } }

    /// Resets gesture state first, then runs the `onEnded` actions, as SwiftUI orders them.
    func end(_ value: Value) {
        for r in reset { r() }
        for e in ended { e(value) }
    }

    func cancel() {
        for r in reset { r() }
        for c in cancelled { c() }
    }

    /// The same callbacks for a gesture whose values `transform` turns into ours.
    func pulledBack<Source>(_ transform: @escaping @MainActor (Source) -> Value) -> GestureCallbacks<Source> {
        var out = GestureCallbacks<Source>()
        let changed = self.changed
        let ended = self.ended
        if !changed.isEmpty {
            out.changed = [
                { s in
                    let v = transform(s)
                    for c in changed { c(v) }
                }
            ]
        }
        if !ended.isEmpty {
            out.ended = [
                { s in
                    let v = transform(s)
                    for e in ended { e(v) }
                }
            ]
        }
        out.reset = reset
        out.cancelled = cancelled
        out.memory = memory
        return out
    }
}

/// One primitive gesture the browser recognizes on an element, with what to do for each phase.
@MainActor
public struct GestureRecognizer {
    enum Kind: Equatable {
        case drag(minimumDistance: Double, global: Bool)
        case tap(count: Int)
        case press(minimumDuration: Double, maximumDistance: Double)
    }

    let kind: Kind
    /// Part of a sequence: the page ends the drag at release even if it never moved (`data-lv-seq`).
    var sequenced = false
    var drag: (@MainActor (_ phase: String, DragSample) -> Void)?
    var tap: (@MainActor () -> Void)?
    var press: (@MainActor (_ phase: String) -> Void)?
}

// MARK: Modifiers every gesture has

/// A gesture with an action for each change of its value.
public struct _ChangedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let action: @MainActor (Value) -> Void

    public func _recognizers(_ callbacks: GestureCallbacks<Value>) -> [GestureRecognizer] {
        var c = callbacks
        c.changed.insert(action, at: 0)
        return base._recognizers(c)
    }
}

/// A gesture with an action for when it ends successfully.
public struct _EndedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let action: @MainActor (Value) -> Void

    public func _recognizers(_ callbacks: GestureCallbacks<Value>) -> [GestureRecognizer] {
        var c = callbacks
        c.ended.insert(action, at: 0)
        return base._recognizers(c)
    }
}

/// A gesture whose values are transformed.
public struct _MapGesture<Base: Gesture, Value>: Gesture {
    let base: Base
    let transform: @MainActor (Base.Value) -> Value

    public func _recognizers(_ callbacks: GestureCallbacks<Value>) -> [GestureRecognizer] {
        base._recognizers(callbacks.pulledBack(transform))
    }
}

/// A gesture that updates a `@GestureState` while it runs.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let state: GestureState<State>
    let body: @MainActor (Value, inout State, inout Transaction) -> Void

    public func _recognizers(_ callbacks: GestureCallbacks<Value>) -> [GestureRecognizer] {
        var c = callbacks
        let state = self.state
        let body = self.body
        c.changed.insert({ value in state.update { s, t in body(value, &s, &t) } }, at: 0)
        c.reset.append { state.reset() }
        return base._recognizers(c)
    }
}

extension Gesture {
    /// Runs `action` each time the gesture's value changes (a drag moves, a press begins).
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(base: self, action: action)
    }

    /// Runs `action` when the gesture succeeds (the finger lifts after a drag, a tap, a press held long enough).
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }

    public func map<T>(_ body: @escaping @MainActor (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(base: self, transform: body)
    }

    /// Updates `state` while the gesture runs; it returns to its initial value when the gesture ends.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// Both gestures at once: the value carries whichever of the two changed.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(first: self, second: other)
    }

    /// This gesture, then `other` once this one has succeeded (a long press, then a drag).
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    @available(*, unavailable, message: "LiveUI does not run exclusive gestures yet (issue #12); attach them separately")
    public func exclusively<Other: Gesture>(before other: Other) -> Never { fatalError() }
}

/// Two gestures recognized together on the same view.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    init(first: First, second: Second) { self.init(first, second) }

    public func _recognizers(_ callbacks: GestureCallbacks<Value>) -> [GestureRecognizer] {
        first._recognizers(callbacks.pulledBack { Value(first: $0, second: nil) })
            + second._recognizers(callbacks.pulledBack { Value(first: nil, second: $0) })
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// Which gestures of a view and its subviews are enabled (`.gesture(_:including:)`).
/// LiveUI recognizes every attached gesture; `.none` turns the attached one off.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}
