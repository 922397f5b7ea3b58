// Animation APIs LiveUI does not run yet: a clear compile error instead of a
// view that silently stands still (issue #12, item 7).

@available(*, unavailable, message: "LiveUI has no matched geometry yet (issue #12); use a transition such as .move(edge:) or .opacity")
@propertyWrapper
public struct Namespace {
    public init() {}
    public var wrappedValue: Int { 0 }
}

@available(
    *, unavailable,
    message: "LiveUI has no PhaseAnimator yet (issue #12); change state in withAnimation steps with DispatchQueue.main.asyncAfter"
)
public struct PhaseAnimator<Phase, Content> {}

@available(*, unavailable, message: "LiveUI has no KeyframeAnimator yet (issue #12); use withAnimation with a spring or timing curve")
public struct KeyframeAnimator<Value, KeyframePath, Content> {}

extension View {
    @available(*, unavailable, message: "LiveUI has no matched geometry yet (issue #12); use a transition such as .move(edge:) or .opacity")
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Int, properties: Int = 0, anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View { self }

    @available(
        *, unavailable,
        message: "LiveUI cannot change a transaction during a render yet (issue #12); use .animation(_:value:) or withAnimation"
    )
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}
