import Foundation
import LiveHTML

/// A button that hands an item to the system's share sheet, as SwiftUI's
/// `ShareLink`. In a browser that is the Web Share API (`navigator.share`:
/// phones, Safari, Chromium on Windows and ChromeOS); where there is none
/// (most desktop browsers) the item is copied to the clipboard and the button
/// says "Copied" for a moment, read out by screen readers too.
///
/// The page does the sharing itself (areas/share.js): it must run inside the
/// click, which a round trip to the server would leave. An `http(s)` URL is
/// shared as a URL, anything else as text; `subject` is the share's title
/// and `message` its text.
public struct ShareLink<Label: View>: View {
    let url: String?
    let text: String?
    let subject: String?
    let message: String?
    let label: Label

    init(item: some Any, subject: String?, message: String?, label: Label) {
        let (url, text) = Self.split(item)
        (self.url, self.text, self.subject, self.message, self.label) = (url, text, subject, message, label)
    }

    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(item: item, subject: subject?.content, message: message?.content, label: label())
    }

    public init<Item, PreviewImage, PreviewIcon>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(item: item, subject: subject?.content ?? preview.title, message: message?.content, label: label())
    }

    public var body: some View {
        Button(action: {}) { label }
            .modifier(AttributeModifier(name: "data-lv-share", value: url ?? text ?? ""))
            .modifier(AttributeModifier(name: "data-lv-share-kind", value: url == nil ? "text" : "url"))
            .modifier(AttributeModifier(name: "data-lv-share-title", value: subject))
            .modifier(AttributeModifier(name: "data-lv-share-text", value: message))
    }

    /// A web URL is shared as a URL; any other item (another scheme, a string) as text.
    private static func split(_ item: Any) -> (url: String?, text: String?) {
        if let url = item as? URL {
            let scheme = url.scheme?.lowercased()
            return scheme == "http" || scheme == "https" ? (url.absoluteString, nil) : (nil, url.absoluteString)
        }
        if let string = item as? any StringProtocol { return (nil, String(string)) }
        return (nil, String(describing: item))
    }
}

extension ShareLink where Label == LiveUI.Label<Text, Image> {
    /// "Share" with the share symbol, as SwiftUI's default label.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject?.content, message: message?.content, label: LiveUI.Label("Share", systemImage: "square.and.arrow.up"))
    }

    public init<Item, PreviewImage, PreviewIcon>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(
            item: item, subject: subject?.content ?? preview.title, message: message?.content,
            label: LiveUI.Label("Share", systemImage: "square.and.arrow.up"))
    }

    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(
            item: item, subject: subject?.content, message: message?.content,
            label: LiveUI.Label(titleKey, systemImage: "square.and.arrow.up"))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(
            item: item, subject: subject?.content, message: message?.content, label: LiveUI.Label(title, systemImage: "square.and.arrow.up"))
    }
}

/// What a share sheet shows of an item: its title (LiveUI passes it on as the
/// share's title when there is no subject); the image and icon are not shown.
public struct SharePreview<PreviewImage, PreviewIcon>: Sendable {
    let title: String

    public init(_ title: String, image: PreviewImage, icon: PreviewIcon) { self.title = title }
}

extension SharePreview where PreviewImage == Never, PreviewIcon == Never {
    public init(_ title: String) { self.title = title }
}

extension SharePreview where PreviewIcon == Never {
    public init(_ title: String, image: PreviewImage) { self.title = title }
}

extension SharePreview where PreviewImage == Never {
    public init(_ title: String, icon: PreviewIcon) { self.title = title }
}
