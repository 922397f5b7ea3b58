import LiveTesting
import LiveUI
import Testing
import UniformTypeIdentifiers

// `UTType` and `Transferable` as drag and drop reads them: conformance along the
// declared chain, and what a dropped value becomes for a destination of another type.

private struct Note: Codable, Transferable {
    var title: String
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .note)
        ProxyRepresentation(exporting: \.title)
    }
}

private struct Tag: Transferable, Equatable {
    var name: String
    static var transferRepresentation: some TransferRepresentation {
        // Made from a dropped String (and throwing on an empty one).
        ProxyRepresentation(importing: { (text: String) throws -> Tag in
            guard !text.isEmpty else { throw CancellationError() }
            return Tag(name: text)
        })
    }
}

extension UTType {
    fileprivate static let note = UTType(exportedAs: "com.example.note", conformingTo: .json)
    fileprivate static let draftNote = UTType(exportedAs: "com.example.draft-note", conformingTo: .note)
}

@MainActor @Suite struct TransferableTests {
    @Test func typesConformAlongTheirWholeChain() {
        #expect(UTType.draftNote.conforms(to: .note) && UTType.draftNote.conforms(to: .json))
        #expect(UTType.draftNote.conforms(to: .text) && UTType.draftNote.conforms(to: .content) && UTType.draftNote.conforms(to: .item))
        #expect(!UTType.draftNote.conforms(to: .image))
        #expect(UTType.plainText.conforms(to: .content) && UTType.plainText.conforms(to: .data))
        #expect(UTType.note.isSupertype(of: .draftNote) && !UTType.note.isSubtype(of: .note))
        #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType(filenameExtension: "png", conformingTo: .text) == nil)
        #expect(UTType(mimeType: "text/plain; charset=utf-8") == .plainText)
        #expect(UTType("public.json") == .json && UTType("com.example.unknown") == nil)
    }

    @Test func aDroppedValueBecomesTheDestinationsType() throws {
        struct Board: View {
            @State private var log: [String] = []
            var body: some View {
                VStack {
                    Text("note").draggable(Note(title: "Groceries")).accessibilityIdentifier("note")
                    Text("word").draggable("urgent").accessibilityIdentifier("word")
                    Text("empty").draggable("").accessibilityIdentifier("empty")
                    Text("titles").dropDestination(for: String.self) { items, _ in
                        log += items.map { "title " + $0 }
                        return true
                    }
                    .accessibilityIdentifier("titles")
                    Text("tags").dropDestination(for: Tag.self) { items, _ in
                        log += items.map { "tag " + $0.name }
                        return true
                    }
                    .accessibilityIdentifier("tags")
                    Text(log.joined(separator: "; "))
                }
            }
        }
        let page = TestSession { Board() }
        let (titles, tags) = (try page.element(identifier: "titles"), try page.element(identifier: "tags"))
        try page.element(identifier: "note").drop(on: titles)  // a Note's exported title
        try page.element(identifier: "word").drop(on: tags)  // a Tag imported from a String
        try page.element(identifier: "empty").drop(on: tags)  // its import throws: not dropped
        try page.element(identifier: "note").drop(on: tags)  // the title it exports, imported as a Tag
        #expect(page.hasText("title Groceries; tag urgent; tag Groceries"))
    }
}
