/// An app, written as in SwiftUI: `struct MyApp: App { var body: some Scene { WindowGroup { ContentView() } } }`.
///
/// On a server an app is served, not launched: each browser tab gets an
/// instance of its own (as each window of a SwiftUI app shares one, a tab is
/// the unit of state here: its `@State` properties are that tab's), and the
/// page shows the first `WindowGroup`'s content. With `@main`, the executable
/// also needs `import LiveServer` in one of its files: LiveServer provides
/// `main()` (serving the app at `/` with the environment's settings), since
/// LiveUI itself does no I/O.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// LiveUI only: the content of the app's first window group, as the view a
    /// server shows in a tab (an app without one shows nothing).
    public var windowContent: AnyView {
        body._windows.first?.content ?? AnyView(EmptyView())
    }
}

/// A part of an app's user interface: on the web, a window group is what a tab shows.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

/// One window a scene declares (internal detail of `Scene`).
public struct _SceneWindow {
    let content: AnyView
}

/// Scenes LiveUI lowers itself (window groups, groups of scenes, modified scenes).
@MainActor
protocol PrimitiveScene {
    var windows: [_SceneWindow] { get }
}

extension Scene {
    /// The windows this scene declares, in order (internal detail of `Scene`).
    public var _windows: [_SceneWindow] {
        if let primitive = self as? any PrimitiveScene { return primitive.windows }
        return body._windows
    }
}

extension Never: Scene {}

/// Builds an app's scenes from the statements of a `body`.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }

    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _TupleScene<repeat each S> {
        _TupleScene(repeat each scenes)
    }

    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
}

/// Several scenes side by side (internal detail of `SceneBuilder`).
public struct _TupleScene<each S: Scene>: Scene, PrimitiveScene {
    nonisolated(unsafe) let scenes: (repeat each S)
    public typealias Body = Never
    public var body: Never { fatalError("_TupleScene has no body") }

    nonisolated init(_ scenes: repeat each S) { self.scenes = (repeat each scenes) }

    var windows: [_SceneWindow] {
        var all: [_SceneWindow] = []
        for scene in repeat each scenes { all += scene._windows }
        return all
    }
}

/// A scene whose windows' content is wrapped (the scene modifiers).
struct ModifiedScene<Base: Scene>: Scene, PrimitiveScene {
    let base: Base
    let wrap: @MainActor (AnyView) -> AnyView
    typealias Body = Never
    var body: Never { fatalError("ModifiedScene has no body") }

    var windows: [_SceneWindow] {
        base._windows.map { _SceneWindow(content: wrap($0.content)) }
    }
}

extension Scene {
    /// Puts an `@Observable` object in the environment of every window (`@Environment(Model.self)`).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        ModifiedScene(base: self) { AnyView($0.environment(object)) }
    }

    /// Puts an `ObservableObject` in the environment of every window (`@EnvironmentObject`).
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        ModifiedScene(base: self) { AnyView($0.environmentObject(object)) }
    }

    /// Sets an environment value for every window.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        ModifiedScene(base: self) { AnyView($0.environment(keyPath, value)) }
    }

    @available(*, unavailable, message: "LiveUI has no SwiftData: keep models in an @Observable store (persisted with Codable, @AppStorage or your own database) (issue #14)")
    public func modelContainer(for modelType: Any.Type) -> some Scene { self }

    @available(*, unavailable, message: "LiveUI has no menu bar: put commands in a toolbar or buttons (issue #14)")
    public func commands<C>(@ViewBuilder content: () -> C) -> some Scene { self }
}
