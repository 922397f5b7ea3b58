import Foundation

/// A value that can be dragged (`.draggable`) and dropped (`.dropDestination`).
///
/// A drag and its drop happen in one session, so the value itself reaches the
/// destination: no representation is encoded. A destination for another type
/// gets what the value's `ProxyRepresentation`s export to that type (and a
/// `String` and a `URL` convert into each other); a value it cannot get is
/// not dropped there. `CodableRepresentation`, `DataRepresentation` and
/// `FileRepresentation` are accepted for source compatibility.
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way a `Transferable` value is handed over.
public protocol TransferRepresentation<Item> {
    associatedtype Item: Transferable
    /// What the value exports through proxies, given the value (LiveUI reads them; not for apps).
    var _exports: [(Any) -> Any?] { get }
    /// What the type imports through proxies: a value made from another (LiveUI reads them; not for apps).
    var _imports: [(Any) -> Any?] { get }
}

extension TransferRepresentation {
    public var _exports: [(Any) -> Any?] { [] }
    public var _imports: [(Any) -> Any?] { [] }

    /// Accepted: a file name suggestion for an export to files (there is none here).
    public func suggestedFileName(_ fileName: String) -> Self { self }
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> Self { self }
    /// Accepted: every representation is visible to the session it was dragged in.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }
    /// Accepted: exporting is always possible within the session.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> Self { self }
}

public enum TransferRepresentationVisibility: Sendable {
    case all, team, group, ownProcess
}

@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
    public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
    public static func buildBlock<each R: TransferRepresentation>(_ representations: repeat each R) -> _Representations<Item> {
        var exports: [(Any) -> Any?] = []
        var imports: [(Any) -> Any?] = []
        for representation in repeat each representations {
            exports += representation._exports
            imports += representation._imports
        }
        return _Representations(_exports: exports, _imports: imports)
    }
}

/// Several representations (`TransferRepresentationBuilder`).
public struct _Representations<Item: Transferable>: TransferRepresentation {
    public let _exports: [(Any) -> Any?]
    public let _imports: [(Any) -> Any?]
}

/// A value handed over as another `Transferable` value (`\.title`, a closure), or made from one.
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    let export: (@Sendable (Item) throws -> Proxy)?
    let `import`: (@Sendable (Proxy) throws -> Item)?

    public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {
        export = exporting
        `import` = nil
    }
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item) {
        export = exporting
        `import` = importing
    }
    public init(importing: @escaping @Sendable (Proxy) throws -> Item) {
        export = nil
        `import` = importing
    }

    public var _exports: [(Any) -> Any?] { export.map { e in [{ ($0 as? Item).flatMap { try? e($0) } }] } ?? [] }
    public var _imports: [(Any) -> Any?] { self.import.map { i in [{ ($0 as? Proxy).flatMap { try? i($0) } }] } ?? [] }
}

/// A `Codable` value handed over in the type's JSON (within a session: the value itself).
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    public init(contentType: UTType) {}
    public init(for itemType: Item.Type, contentType: UTType) {}
}

/// A value handed over as data of a type (within a session: the value itself).
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {}
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {}
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {}
}

/// What a file representation hands over (accepted for source compatibility).
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

/// A value handed over as a file (within a session: the value itself).
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {}
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {}
    public init(
        importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {}
}

/// The representation the built-in values declare: themselves.
public struct _SelfRepresentation<Item: Transferable>: TransferRepresentation {}

extension String: Transferable {
    public static var transferRepresentation: _SelfRepresentation<String> { _SelfRepresentation() }
}

extension URL: Transferable {
    public static var transferRepresentation: _SelfRepresentation<URL> { _SelfRepresentation() }
}

extension Data: Transferable {
    public static var transferRepresentation: _SelfRepresentation<Data> { _SelfRepresentation() }
}

extension AttributedString: Transferable {
    public static var transferRepresentation: _SelfRepresentation<AttributedString> { _SelfRepresentation() }
}

extension Image: Transferable {
    nonisolated public static var transferRepresentation: _SelfRepresentation<Image> { _SelfRepresentation() }
}

extension Color: Transferable {
    nonisolated public static var transferRepresentation: _SelfRepresentation<Color> { _SelfRepresentation() }
}

enum TransferConversion {
    /// `payload` as a `T`: itself; what one of its proxies exports; what one of `T`'s proxies
    /// imports from it or from what it exports; or a `String`/`URL` made from the other.
    static func value<T>(_ payload: Any, as: T.Type) -> T? {
        var candidates = [payload]
        if let transferable = payload as? any Transferable { candidates += exports(of: transferable) }
        for candidate in candidates {
            if let same = candidate as? T { return same }
            if let text = textual(candidate, as: T.self) { return text }
        }
        if let target = T.self as? any Transferable.Type {
            let importers = imports(of: target)
            for candidate in candidates {
                for make in importers { if let made = make(candidate) as? T { return made } }
            }
        }
        return nil
    }

    private static func exports<V: Transferable>(of value: V) -> [Any] {
        V.transferRepresentation._exports.compactMap { $0(value) }
    }

    private static func imports<V: Transferable>(of type: V.Type) -> [(Any) -> Any?] {
        V.transferRepresentation._imports
    }

    private static func textual<T>(_ payload: Any, as: T.Type) -> T? {
        if T.self == URL.self, let text = payload as? String { return URL(string: text) as? T }
        if T.self == String.self, let url = payload as? URL { return url.absoluteString as? T }
        if T.self == String.self, let text = payload as? AttributedString { return String(text.characters) as? T }
        return nil
    }
}
