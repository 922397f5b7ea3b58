import LiveHTML
import LiveUI

// MARK: Hibernation (issue #16: memory per idle session)
// Most sessions of a real server sit idle: a tab left open, a user reading.
// Such a session holds its page as nodes for the differ and its views' last
// renders for reuse, to answer an event that may never come: ≈ 5 KB of small
// heap blocks on the login page more than it needs idle (`LiveBench 5000
// memory [hibernate]`: 24.6 → 19.5 KB per session). After `LIVEUI_HIBERNATE_AFTER` seconds without
// an event or a patch the server packs the page into one buffer
// (`PackedElement`) and lets go of the stored renders and the element index.
// The next event unpacks the page when it is first read and renders every
// view, as the first render did; the patch is the one the session would have
// sent awake (`SessionHibernationTests`). Phoenix LiveView hibernates an
// idle LiveView process in the same spirit (`:hibernate_after`, 15 s).

extension Session {
    /// Whether the session holds its page packed (it hibernates until its next event or patch).
    public var isHibernating: Bool { packedDocument != nil }

    /// Packs the page and lets go of what the next render can make again.
    /// False, and nothing changes, when the session hibernates already or has
    /// a render pending, or when the packed page would not unpack to the same
    /// page (a page deeper than the unpacker goes; then not again until the
    /// page changes): a fault there must not cost the page.
    @discardableResult
    public func hibernate() -> Bool {
        guard packedDocument == nil, !dirty, hibernationRefusedAt != version else { return false }
        let packed = PackedElement(liveDocument)
        // Byte for byte (`==` on strings is canonical equivalence, and ignores attribute order).
        guard let back = packed.unpacked(), back.isIdentical(to: liveDocument)
        else {
            // Not again for this page: the next patch may change it.
            hibernationRefusedAt = version
            return false
        }
        packedDocument = packed
        liveDocument = Element("div", id: "root")
        dropElementIndex()
        store.cache.forget()
        return true
    }

    /// Unpacks the page (the `document` accessor calls it when it is first read).
    func wake() {
        guard let packed = packedDocument else { return }
        guard let page = packed.unpacked() else {
            // Unreachable: `hibernate` unpacked these same bytes to an identical page.
            preconditionFailure("a packed page that unpacked when it was packed does not unpack")
        }
        packedDocument = nil
        liveDocument = page
    }
}

extension Session {
    /// The packed page's size while the session hibernates (for benchmarks).
    package var packedBytes: Int? { packedDocument?.bytes.count }
}
