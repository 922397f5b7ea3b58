import LiveHTML

/// An image loaded from a URL by the browser, never by the server: an
/// `<img loading=lazy>` inside a box that shows the placeholder until the
/// image's `load` event, and the failure content on `error` (a small block
/// of liveui.js sets `data-phase` on the box; liveui.css shows the part for it).
///
/// All three phases are rendered up front, each from the phase closure, so
/// the switch is instant and needs no round trip.
public struct AsyncImage<Content: View>: View, PrimitiveView {
    let url: URL?
    let content: @MainActor (AsyncImagePhase) -> Content

    /// The image at its natural size, a gray box while loading or after a failure.
    public init(url: URL?, scale: CGFloat = 1) where Content == _AsyncImageDefault {
        self.url = url
        self.content = { phase in _AsyncImageDefault(image: phase.image) }
    }

    /// `content` shapes the loaded image; `placeholder` shows while loading and after a failure.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping @MainActor (Image) -> I,
        @ViewBuilder placeholder: @escaping @MainActor () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.content = { phase in
            if let image = phase.image { return _ConditionalContent(storage: .trueContent(content(image))) }
            return _ConditionalContent(storage: .falseContent(placeholder()))
        }
    }

    /// One view per phase: `.empty`, `.success(image)`, `.failure(error)`.
    public init(
        url: URL?, scale: CGFloat = 1,
        @ViewBuilder content: @escaping @MainActor (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.content = content
    }

    public typealias Body = Never

    func render(_ ctx: RenderContext, _ path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        func part(_ phase: AsyncImagePhase, _ name: String) -> Node {
            let children = ctx.render(content(phase), path.child(name), env)
            return .element(Layout.container(path.child(name + "b"), env, classes: "zs ai-" + name, children: children))
        }
        var parts = [part(.empty, "e")]
        // A URL the page may not load (a `javascript:` one) is treated as missing: the placeholder stays.
        if let url, let href = TextRunStyle.safeHref(url.absoluteString) {
            parts.append(part(.success(Image(source: .remote(href), label: nil)), "s"))
            parts.append(part(.failure(AsyncImageError.loadFailed(href)), "f"))
        }
        var box = Layout.container(path, env, classes: "zs ai", children: parts)
        box[attribute: "data-phase"] = "empty"
        return [.element(box)]
    }
}

/// The state of an `AsyncImage`'s load.
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Why an `AsyncImage` shows its failure phase: the browser could not load the URL.
public enum AsyncImageError: Error, Sendable, CustomStringConvertible {
    case loadFailed(String)

    public var description: String {
        switch self {
        case .loadFailed(let url): return "The image at \(url) could not be loaded."
        }
    }

    public var localizedDescription: String { description }
}

/// `AsyncImage(url:)`'s content: the image, or a gray box.
public struct _AsyncImageDefault: View {
    let image: Image?

    public var body: some View {
        if let image {
            image
        } else {
            Color(white: 0.5, opacity: 0.2).frame(width: 100, height: 100)
        }
    }
}
