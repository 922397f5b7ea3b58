/// A kind of data, named by a reverse-DNS identifier, as Apple's
/// UniformTypeIdentifiers names them: what `Transferable` representations
/// declare (`CodableRepresentation(contentType: .myItem)`). This module exists
/// so that `import UniformTypeIdentifiers` in code written for Apple's
/// platforms compiles here too; LiveUI re-exports it.
///
/// Types conform along the chain each was declared with (`conformingTo:`) and
/// the built-in tree below; there is no system registry of file extensions
/// beyond the few listed.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    /// The type this one was declared to conform to (nil: `public.data`'s root, `public.item`).
    private let parentIdentifier: String?
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?

    private init(_ identifier: String, parent: String?, ext: String? = nil, mime: String? = nil) {
        self.identifier = identifier
        parentIdentifier = parent
        preferredFilenameExtension = ext
        preferredMIMEType = mime
    }

    /// A type the app declares and owns.
    public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) {
        self.init(identifier, parent: (parent ?? .data).identifier)
    }

    /// A type another app owns, used by this one.
    public init(importedAs identifier: String, conformingTo parent: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parent)
    }

    /// A built-in type by its identifier; nil for one not known here.
    public init?(_ identifier: String) {
        guard let known = Self.builtIn.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    public init?(filenameExtension: String) {
        let ext = filenameExtension.lowercased()
        guard let known = Self.builtIn.first(where: { $0.preferredFilenameExtension == ext }) else { return nil }
        self = known
    }

    public init?(mimeType: String) {
        guard let known = Self.builtIn.first(where: { $0.preferredMIMEType == mimeType.lowercased() }) else { return nil }
        self = known
    }

    public var description: String { identifier }

    /// Whether this type is `other` or conforms to it along its declared parents.
    public func conforms(to other: UTType) -> Bool {
        var current: String? = identifier
        while let id = current {
            if id == other.identifier { return true }
            current = id == identifier ? parentIdentifier : Self.builtIn.first(where: { $0.identifier == id })?.parentIdentifier
        }
        return false
    }

    public func isSubtype(of other: UTType) -> Bool { self != other && conforms(to: other) }
    public func isSupertype(of other: UTType) -> Bool { other.isSubtype(of: self) }

    public static let item = UTType("public.item", parent: nil)
    public static let content = UTType("public.content", parent: "public.item")
    public static let data = UTType("public.data", parent: "public.item")
    public static let text = UTType("public.text", parent: "public.data")
    public static let plainText = UTType("public.plain-text", parent: "public.text", ext: "txt", mime: "text/plain")
    public static let utf8PlainText = UTType("public.utf8-plain-text", parent: "public.plain-text")
    public static let json = UTType("public.json", parent: "public.text", ext: "json", mime: "application/json")
    public static let html = UTType("public.html", parent: "public.text", ext: "html", mime: "text/html")
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", parent: "public.text", ext: "csv", mime: "text/csv")
    public static let url = UTType("public.url", parent: "public.data")
    public static let fileURL = UTType("public.file-url", parent: "public.url")
    public static let image = UTType("public.image", parent: "public.data")
    public static let png = UTType("public.png", parent: "public.image", ext: "png", mime: "image/png")
    public static let jpeg = UTType("public.jpeg", parent: "public.image", ext: "jpeg", mime: "image/jpeg")
    public static let pdf = UTType("com.adobe.pdf", parent: "public.data", ext: "pdf", mime: "application/pdf")
    public static let audio = UTType("public.audio", parent: "public.data")
    public static let movie = UTType("public.movie", parent: "public.data")
    public static let video = UTType("public.video", parent: "public.movie")

    private static let builtIn: [UTType] = [
        item, content, data, text, plainText, utf8PlainText, json, html, commaSeparatedText, url, fileURL, image, png, jpeg,
        pdf, audio, movie, video,
    ]
}
