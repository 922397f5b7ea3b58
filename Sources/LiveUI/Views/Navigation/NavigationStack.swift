import LiveHTML

/// NavigationStack (iOS 16): one column at a time, whatever the window
/// width. Its path is a `Binding<[H]>`, a `Binding<NavigationPath>`, or (with
/// no `path:`) its own; value links append to it and each value shows
/// through the `navigationDestination(for:)` of its type.
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let root: Root
    let path: NavigationPathSource?

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        NavigationColumns(style: .stack, statics: [root], path: self.path).render(ctx, path, env)
    }
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = .erased(path)
    }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// `NavigationStack(path: $path)` over an array of one `Hashable` type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        let array = Binding<[Data.Element]>(get: { Array(path.wrappedValue) }, set: { path.wrappedValue = Data($0) })
        self.path = .array(array)
    }
}
