/// One node of the rendered document: an element or a run of text.
///
/// LiveUI renders views to this tree; the differ compares two trees and the
/// renderer turns one into HTML. Text only ever appears as the sole child of
/// an element, so a text change is addressable by that element's id.
public enum Node: Equatable, Sendable {
    case element(Element)
    case text(String)

    public var element: Element? {
        if case .element(let e) = self { return e }
        return nil
    }

    /// The concatenated text of this node and its descendants.
    public var textContent: String {
        switch self {
        case .text(let s): return s
        case .element(let e): return e.textContent
        }
    }
}
