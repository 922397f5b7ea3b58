/// A kind of data, named by a reverse-DNS identifier, as Apple's
/// UniformTypeIdentifiers names them: what `Transferable` representations
/// declare (`CodableRepresentation(contentType: .myItem)`). This module exists
/// so that `import UniformTypeIdentifiers` in code written for Apple's
/// platforms compiles here too; LiveUI re-exports it.
///
/// A type conforms to the types it was declared with (`conformingTo:`) and to
/// theirs, up to `public.item`, along the built-in tree below (`public.text` is
/// both data and content, as on Apple's systems). There is no system registry
/// of file extensions or MIME types beyond the types listed.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    /// Every type this one conforms to, itself excluded, nearest first.
    private let ancestors: [String]
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?
    /// Other extensions that name it (`jpg` for `jpeg`).
    private let otherExtensions: [String]

    /// A built-in type: its parents by identifier (the table below gives theirs), so that no
    /// static type's initializer reads another's.
    private init(_ identifier: String, _ parents: [String], ext: String? = nil, also: [String] = [], mime: String? = nil) {
        self.identifier = identifier
        ancestors = Self.chain(parents)
        preferredFilenameExtension = ext
        otherExtensions = also
        preferredMIMEType = mime
    }

    /// A type the app declares and owns (conforming to `public.data` unless told).
    public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) {
        self.identifier = identifier
        let parent = parent ?? .data
        ancestors = [parent.identifier] + parent.ancestors.filter { $0 != parent.identifier }
        preferredFilenameExtension = nil
        otherExtensions = []
        preferredMIMEType = nil
    }

    /// `parents` and all of theirs, nearest first, each once.
    private static func chain(_ parents: [String]) -> [String] {
        var out: [String] = []
        var queue = parents
        while !queue.isEmpty {
            let id = queue.removeFirst()
            guard !out.contains(id) else { continue }
            out.append(id)
            queue += builtInParents[id] ?? []
        }
        return out
    }

    private static let builtInParents: [String: [String]] = [
        "public.content": ["public.item"], "public.data": ["public.item"], "public.composite-content": ["public.content"],
        "public.directory": ["public.item"], "public.folder": ["public.directory"], "public.text": ["public.data", "public.content"],
        "public.plain-text": ["public.text"], "public.utf8-plain-text": ["public.plain-text"], "public.json": ["public.text"],
        "public.xml": ["public.text"], "public.html": ["public.text"], "public.rtf": ["public.text"],
        "public.comma-separated-values-text": ["public.text"], "public.source-code": ["public.plain-text"],
        "public.swift-source": ["public.source-code"], "public.url": ["public.data"], "public.file-url": ["public.url"],
        "public.image": ["public.data", "public.content"], "public.png": ["public.image"], "public.jpeg": ["public.image"],
        "com.compuserve.gif": ["public.image"], "public.heic": ["public.image"], "org.webmproject.webp": ["public.image"],
        "public.svg-image": ["public.image", "public.xml"], "com.adobe.pdf": ["public.data", "public.composite-content"],
        "public.archive": ["public.data"], "public.zip-archive": ["public.archive"],
        "public.audiovisual-content": ["public.data", "public.content"], "public.audio": ["public.audiovisual-content"],
        "public.mp3": ["public.audio"], "public.mpeg-4-audio": ["public.audio"], "public.movie": ["public.audiovisual-content"],
        "public.video": ["public.movie"], "public.mpeg-4": ["public.movie"], "com.apple.quicktime-movie": ["public.movie"],
    ]

    /// A type another app owns, used by this one.
    public init(importedAs identifier: String, conformingTo parent: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parent)
    }

    /// A built-in type by its identifier; nil for one not known here.
    public init?(_ identifier: String) {
        guard let known = Self.builtIn.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased()
        guard let known = Self.builtIn.first(where: { $0.preferredFilenameExtension == ext || $0.otherExtensions.contains(ext) }),
            known.conforms(to: supertype)
        else { return nil }
        self = known
    }

    /// `text/plain; charset=utf-8` is `text/plain`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let bare = String(mimeType.prefix { $0 != ";" }.filter { $0 != " " && $0 != "\t" }).lowercased()
        guard let known = Self.builtIn.first(where: { $0.preferredMIMEType == bare }), known.conforms(to: supertype) else { return nil }
        self = known
    }

    public var description: String { identifier }

    /// Whether this type is `other` or conforms to it.
    public func conforms(to other: UTType) -> Bool { identifier == other.identifier || ancestors.contains(other.identifier) }
    public func isSubtype(of other: UTType) -> Bool { self != other && conforms(to: other) }
    public func isSupertype(of other: UTType) -> Bool { other.isSubtype(of: self) }

    public static let item = UTType("public.item", Self.builtInParents["public.item"] ?? [])
    public static let content = UTType("public.content", Self.builtInParents["public.content"] ?? [])
    public static let data = UTType("public.data", Self.builtInParents["public.data"] ?? [])
    public static let compositeContent = UTType("public.composite-content", Self.builtInParents["public.composite-content"] ?? [])
    public static let directory = UTType("public.directory", Self.builtInParents["public.directory"] ?? [])
    public static let folder = UTType("public.folder", Self.builtInParents["public.folder"] ?? [])
    public static let text = UTType("public.text", Self.builtInParents["public.text"] ?? [])
    public static let plainText = UTType("public.plain-text", Self.builtInParents["public.plain-text"] ?? [], ext: "txt", mime: "text/plain")
    public static let utf8PlainText = UTType("public.utf8-plain-text", Self.builtInParents["public.utf8-plain-text"] ?? [])
    public static let json = UTType("public.json", Self.builtInParents["public.json"] ?? [], ext: "json", mime: "application/json")
    public static let xml = UTType("public.xml", Self.builtInParents["public.xml"] ?? [], ext: "xml", mime: "application/xml")
    public static let html = UTType("public.html", Self.builtInParents["public.html"] ?? [], ext: "html", also: ["htm"], mime: "text/html")
    public static let rtf = UTType("public.rtf", Self.builtInParents["public.rtf"] ?? [], ext: "rtf", mime: "text/rtf")
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", Self.builtInParents["public.comma-separated-values-text"] ?? [], ext: "csv", mime: "text/csv")
    public static let sourceCode = UTType("public.source-code", Self.builtInParents["public.source-code"] ?? [])
    public static let swiftSource = UTType("public.swift-source", Self.builtInParents["public.swift-source"] ?? [], ext: "swift")
    public static let url = UTType("public.url", Self.builtInParents["public.url"] ?? [])
    public static let fileURL = UTType("public.file-url", Self.builtInParents["public.file-url"] ?? [])
    public static let image = UTType("public.image", Self.builtInParents["public.image"] ?? [])
    public static let png = UTType("public.png", Self.builtInParents["public.png"] ?? [], ext: "png", mime: "image/png")
    public static let jpeg = UTType("public.jpeg", Self.builtInParents["public.jpeg"] ?? [], ext: "jpeg", also: ["jpg"], mime: "image/jpeg")
    public static let gif = UTType("com.compuserve.gif", Self.builtInParents["com.compuserve.gif"] ?? [], ext: "gif", mime: "image/gif")
    public static let heic = UTType("public.heic", Self.builtInParents["public.heic"] ?? [], ext: "heic", mime: "image/heic")
    public static let webP = UTType("org.webmproject.webp", Self.builtInParents["org.webmproject.webp"] ?? [], ext: "webp", mime: "image/webp")
    public static let svg = UTType("public.svg-image", Self.builtInParents["public.svg-image"] ?? [], ext: "svg", mime: "image/svg+xml")
    public static let pdf = UTType("com.adobe.pdf", Self.builtInParents["com.adobe.pdf"] ?? [], ext: "pdf", mime: "application/pdf")
    public static let archive = UTType("public.archive", Self.builtInParents["public.archive"] ?? [])
    public static let zip = UTType("public.zip-archive", Self.builtInParents["public.zip-archive"] ?? [], ext: "zip", mime: "application/zip")
    public static let audiovisualContent = UTType("public.audiovisual-content", Self.builtInParents["public.audiovisual-content"] ?? [])
    public static let audio = UTType("public.audio", Self.builtInParents["public.audio"] ?? [])
    public static let mp3 = UTType("public.mp3", Self.builtInParents["public.mp3"] ?? [], ext: "mp3", mime: "audio/mpeg")
    public static let mpeg4Audio = UTType("public.mpeg-4-audio", Self.builtInParents["public.mpeg-4-audio"] ?? [], ext: "m4a", mime: "audio/mp4")
    public static let movie = UTType("public.movie", Self.builtInParents["public.movie"] ?? [])
    public static let video = UTType("public.video", Self.builtInParents["public.video"] ?? [])
    public static let mpeg4Movie = UTType("public.mpeg-4", Self.builtInParents["public.mpeg-4"] ?? [], ext: "mp4", mime: "video/mp4")
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", Self.builtInParents["com.apple.quicktime-movie"] ?? [], ext: "mov", mime: "video/quicktime")

    private static let builtIn: [UTType] = [
        item, content, data, compositeContent, directory, folder, text, plainText, utf8PlainText, json, xml, html, rtf,
        commaSeparatedText, sourceCode, swiftSource, url, fileURL, image, png, jpeg, gif, heic, webP, svg, pdf, archive, zip,
        audiovisualContent, audio, mp3, mpeg4Audio, movie, video, mpeg4Movie, quickTimeMovie,
    ]
}
