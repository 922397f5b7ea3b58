// libFuzzer target: the differ. The input bytes grow two element trees; the
// ops that turn the first into the second, applied the way the browser
// applies them, must produce exactly the second.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiffer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size)).makeIterator()
    let old = grow("root", &bytes, depth: 0)
    let new = grow("root", &bytes, depth: 0)
    var patched = old
    do {
        try PatchApplier.apply(Differ.diff(old, new), to: &patched)
    } catch {
        fatalError("ops did not apply: \(error)\nold \(HTMLRenderer.html(old))\nnew \(HTMLRenderer.html(new))")
    }
    guard patched == new else {
        fatalError("diff mismatch\nold \(HTMLRenderer.html(old))\nnew \(HTMLRenderer.html(new))\ngot \(HTMLRenderer.html(patched))")
    }
    return 0
}

/// A small tree whose shape, ids (from a pool of 6, so they recur), tags,
/// attributes and texts come from the bytes.
private func grow(_ id: String, _ bytes: inout IndexingIterator<[UInt8]>, depth: Int) -> Element {
    let b = bytes.next() ?? 0
    let tags = ["div", "span", "input", "button", "h2"]
    var e = Element(tags[Int(b) % tags.count], id: id)
    if b & 0x08 != 0 { e[attribute: "class"] = "c\(b >> 5)" }
    if b & 0x10 != 0 { e[attribute: "value"] = "v<\(b & 3)>&" }
    guard !e.isVoid else { return e }
    if b & 0x20 != 0 {
        e.children = [.text("t\"\(b >> 6)")]
        return e
    }
    let count = depth >= 3 ? 0 : Int((bytes.next() ?? 0) % 5)
    var used = Set<String>()
    for _ in 0..<count {
        let childID = id + "." + String((bytes.next() ?? 0) % 6)
        guard used.insert(childID).inserted else { continue }
        e.children.append(.element(grow(childID, &bytes, depth: depth + 1)))
    }
    return e
}
