import Testing

@testable import LiveHTML

/// The differ is a pure function of two literal trees.
@Suite struct DifferTests {
    func el(_ id: String, _ tag: String = "div", _ attrs: [(String, String)] = [], _ children: [Node] = []) -> Element {
        Element(tag, id: id, attributes: attrs.map { Attribute($0.0, $0.1) }, children: children)
    }

    func text(_ id: String, _ s: String) -> Node { .element(el(id, "span", [], [.text(s)])) }

    @Test func identicalTreesYieldNoOps() {
        let tree = el("root", "div", [("class", "vs")], [text("a", "Hello"), .element(el("b", "input", [("value", "x")]))])
        #expect(Differ.diff(tree, tree).isEmpty)
    }

    /// The differ walks the trees without comparing each subtree whole first:
    /// equal trees that share no arrays (two renders), attributes in another
    /// order (the DOM has no order), and a change deep down give what they gave.
    @Test func equalTreesBuiltApartYieldNoOpsAndADeepChangeOnlyItsOp() {
        func tree(_ leaf: String, attributes: [(String, String)]) -> Element {
            var e = el("d3", "div", attributes, [text("t", leaf), .element(el("i", "input", [("value", "x")]))])
            for depth in (0..<3).reversed() { e = el("d" + String(depth), "div", [("class", "vs")], [.element(e), text("s\(depth)", "x")]) }
            return e
        }
        let a = tree("Hello", attributes: [("class", "a"), ("style", "b")])
        #expect(Differ.diff(a, tree("Hello", attributes: [("class", "a"), ("style", "b")])).isEmpty)
        #expect(Differ.diff(a, tree("Hello", attributes: [("style", "b"), ("class", "a")])).isEmpty)
        #expect(Differ.diff(a, tree("Bye", attributes: [("class", "a"), ("style", "b")])) == [.setText(id: "t", text: "Bye")])
    }

    @Test func voidTagsAreVoid() {
        for tag in ["input", "hr", "br", "img", "meta", "link", "div", "span", "textarea", "h1", "", "em", "nav", "main", "label", "IMG", "metas"] {
            #expect(Element(tag, id: "x").isVoid == Element.voidTags.contains(tag))
        }
    }

    @Test func aDescendantIsFoundByIDAsAPath() {
        let tree = el("root", "div", [], [text("a", "x"), .element(el("b", "div", [], [text("c", "y"), .element(el("d"))]))])
        #expect(tree.path(toDescendant: "d") == [1, 1])
        #expect(tree.path(toDescendant: "a") == [0])
        #expect(tree.path(toDescendant: "root") == nil)
        #expect(tree.path(toDescendant: "e") == nil)
        // The elements along the way, outermost first (keys go from the focused one outwards).
        #expect(tree.chain(to: "d")?.map(\.id) == ["root", "b", "d"])
        #expect(tree.chain(to: "root")?.map(\.id) == ["root"])
        #expect(tree.chain(to: "e") == nil)
        #expect(tree.element(at: [1, 1])?.id == "d")
    }

    @Test func changedTextIsSetText() {
        let old = el("root", "div", [], [text("a", "Hello")])
        let new = el("root", "div", [], [text("a", "Hello alice!")])
        #expect(Differ.diff(old, new) == [.setText(id: "a", text: "Hello alice!")])
    }

    @Test func attributesAreSetAndRemoved() {
        let old = el("root", "div", [("class", "a"), ("style", "x")])
        let new = el("root", "div", [("class", "b"), ("disabled", "")])
        #expect(
            Differ.diff(old, new) == [
                .setAttribute(id: "root", name: "class", value: "b"),
                .setAttribute(id: "root", name: "disabled", value: ""),
                .removeAttribute(id: "root", name: "style"),
            ])
    }

    @Test func inputValueIsAPropertyOp() {
        let old = el("root", "div", [], [.element(el("i", "input", [("value", "a")]))])
        let new = el("root", "div", [], [.element(el("i", "input", [("value", "ab")]))])
        #expect(Differ.diff(old, new) == [.setValue(id: "i", value: "ab")])
    }

    @Test func branchSwitchIsRemovePlusInsert() {
        let old = el("root", "div", [], [text("bg", "bg"), text("r.f", "Login")])
        let new = el("root", "div", [], [text("bg", "bg"), text("r.t", "Main")])
        #expect(
            Differ.diff(old, new) == [
                .remove(id: "r.f"),
                .insert(parent: "root", index: 1, html: #"<span id="r.t">Main</span>"#),
            ])
    }

    @Test func keyedItemsMoveInsteadOfBeingRecreated() {
        let old = el("list", "div", [], [text("a", "A"), text("b", "B"), text("c", "C")])
        let new = el("list", "div", [], [text("c", "C"), text("a", "A"), text("b", "B")])
        #expect(Differ.diff(old, new) == [.move(parent: "list", id: "c", index: 0)])
    }

    @Test func insertInTheMiddle() {
        let old = el("list", "div", [], [text("a", "A"), text("c", "C")])
        let new = el("list", "div", [], [text("a", "A"), text("b", "B"), text("c", "C")])
        #expect(Differ.diff(old, new) == [.insert(parent: "list", index: 1, html: #"<span id="b">B</span>"#)])
    }

    /// Found by the differ fuzzer: a new attribute before an old one reaches the
    /// client last. Attribute order is not part of the DOM, so the trees are equal.
    @Test func attributeOrderIsNotADifference() {
        let old = el("root", "div", [("value", "a")])
        let new = el("root", "div", [("class", "c"), ("value", "b")])
        #expect(
            Differ.diff(old, new) == [
                .setAttribute(id: "root", name: "class", value: "c"), .setAttribute(id: "root", name: "value", value: "b"),
            ])
        #expect(el("x", "div", [("a", "1"), ("b", "2")]) == el("x", "div", [("b", "2"), ("a", "1")]))
        #expect(el("x", "div", [("a", "1"), ("b", "2")]) != el("x", "div", [("b", "2"), ("a", "2")]))
    }

    @Test func changedTagIsReplace() {
        let old = el("root", "div", [], [.element(el("x", "span", [], [.text("t")]))])
        let new = el("root", "div", [], [.element(el("x", "h2", [], [.text("t")]))])
        #expect(Differ.diff(old, new) == [.replace(id: "x", html: #"<h2 id="x">t</h2>"#)])
    }

    @Test func emptiedTextIsSetTextEmpty() {
        let old = el("root", "span", [], [.text("x")])
        let new = el("root", "span", [], [])
        #expect(Differ.diff(old, new) == [.setText(id: "root", text: "")])
    }

    @Test func everyPermutationOfFourIsReproducedByTheOps() throws {
        let ids = ["a", "b", "c", "d"]
        func permutations(_ xs: [String]) -> [[String]] {
            xs.count <= 1
                ? [xs]
                : xs.indices.flatMap { i -> [[String]] in
                    var rest = xs
                    let x = rest.remove(at: i)
                    return permutations(rest).map { [x] + $0 }
                }
        }
        let old = el("l", "div", [], ids.map { text($0, $0.uppercased()) })
        for order in permutations(ids) {
            // Also drop one and add one, to mix removes and inserts with moves.
            let newIDs = Array(order.dropLast()) + ["e"]
            let new = el("l", "div", [], newIDs.map { text($0, $0.uppercased() + "!") })
            let ops = Differ.diff(old, new)
            #expect(simulate(old, ops) == newIDs, "order \(order)")
        }
    }

    /// Applies structural ops to the list of child ids, as a browser would.
    func simulate(_ old: Element, _ ops: [PatchOp]) -> [String] {
        var ids = old.children.compactMap { $0.element?.id }
        for op in ops {
            switch op {
            case .remove(let id): ids.removeAll { $0 == id }
            case .insert(_, let index, let html):
                let id = String(html.split(separator: "\"")[1])
                ids.insert(id, at: index)
            case .move(_, let id, let index):
                ids.removeAll { $0 == id }
                ids.insert(id, at: index)
            default: break
            }
        }
        return ids
    }
}
