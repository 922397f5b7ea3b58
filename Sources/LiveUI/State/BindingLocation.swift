/// Where a binding reads and writes, so that the bindings two renders of a
/// parent hand a child can be compared, as SwiftUI compares them (issue #16):
/// a binding made from `$state`, `$model.field`, `$item.title`,
/// `ForEach($items)`'s rows or `.constant(…)` has a location; one made with
/// `Binding(get:set:)` has none and never compares equal (closures cannot be
/// compared), so a view holding it is evaluated whenever its parent is.
///
/// Two bindings are the same when they reach the same place by the same steps
/// (the same state slot or object, then the same key paths, element ids or
/// positions). What the place holds is compared the way its changes reach
/// the views that read it:
/// - a `@State` slot: a view that reads through the binding depends on the
///   value it read, not on the whole slot (`BindingSlot.watch`): a write to
///   one row of an array re-renders the rows whose values changed;
/// - an `ObservableObject`'s property: the value when the binding was made
///   (the views that hold the object render again on every change, and hand
///   their children new bindings);
/// - an `@Observable` object's property: nothing more (Observation tracks
///   the read in the view that reads it);
/// - a constant: its value.
///
/// A class: a binding is copied many times a render (into a field's view
/// value, its stored render, its handlers), and one reference is cheaper to
/// copy than the three a struct held (+1.3 % instructions a login cycle).
final class BindingLocation {
    enum Root {
        case slot(any BindingSlot)
        case object(AnyObject)
        case observable(AnyObject)
        case constant
    }

    /// One step from the root towards the bound value.
    enum Step: Hashable {
        case keyPath(AnyKeyPath)
        /// A collection's element by position (`$items[i]`, `ForEach($items, id:)`).
        case position(AnyHashable)
        /// The same, at an `Int` index (an array's): made and compared without an
        /// `AnyHashable`, whose making and `==` cost ≈ 0.9k instructions a row a
        /// render of `ForEach($items)` (`LiveBench N rows 1000 bindings`).
        case offset(Int)
        /// A collection's element by its id (`ForEach($items)`).
        case element(AnyHashable)
        /// `Binding(optional)`: the unwrapped value.
        case unwrapped
        /// `Binding<V?>(binding)`: the value as an optional.
        case wrapped
    }

    let root: Root
    /// The steps from the root.
    let path: [Step]
    /// The value when the binding was made (a `ValueBox` of the binding's
    /// value), for `.object` and `.constant` roots; nil for the others.
    let snapshot: AnyObject?
    /// Whether a step reads a property of an object (`$rows[i].title` with
    /// `@Observable` rows): a view reading through it depends on which object
    /// the slot holds, not only on the value read, so it reads the slot itself.
    let throughObject: Bool

    init(root: Root, path: [Step], snapshot: AnyObject?, throughObject: Bool = false) {
        self.root = root
        self.path = path
        self.snapshot = snapshot
        self.throughObject = throughObject
    }

    /// A step further down, holding `snapshot` (for roots compared by value); `object`: the step reads an object's property.
    func appending(_ step: Step, snapshot: AnyObject?, object: Bool = false) -> BindingLocation {
        BindingLocation(root: root, path: path + [step], snapshot: snapshot, throughObject: throughObject || object)
    }

    /// Whether a view reading through the binding watches the value it read (else it reads the slot).
    var isWatched: Bool { !path.isEmpty && !throughObject }

    /// Whether the root keeps a snapshot of each binding's value.
    var comparesSnapshots: Bool {
        switch root {
        case .object, .constant: return true
        case .slot, .observable: return false
        }
    }

    /// The same root and the same steps (snapshots are compared by the binding, which knows their type).
    func sameLocation(_ other: BindingLocation) -> Bool {
        switch (root, other.root) {
        case (.slot(let a), .slot(let b)): guard a === b else { return false }
        case (.object(let a), .object(let b)), (.observable(let a), .observable(let b)): guard a === b else { return false }
        case (.constant, .constant): break
        default: return false
        }
        return path == other.path
    }

    /// Whether a write of the value at `written` leaves the value at `path`
    /// as it was: they part at two different elements of the same collection,
    /// both named by position or both by id. Key paths never part for sure (a
    /// computed property may read the others).
    static func disjoint(_ path: [Step], _ written: [Step]) -> Bool {
        for (a, b) in zip(path, written) where a != b {
            switch (a, b) {
            case (.position, .position), (.offset, .offset), (.element, .element): return true
            default: return false
            }
        }
        return false
    }
}

/// Where a path first names an element of a collection, and the element's
/// hash: most often both paths start with an element (`ForEach($items)`'s
/// rows), and hashes that differ tell two of them apart without comparing
/// `AnyHashable`s (which cost ≈ 4k instructions a row an event, `LiveBench N rows 1000 bindings`).
struct ElementMark {
    let at: Int
    let byID: Bool
    let hash: Int

    /// Whether the marks name two different elements of the same collection, right at the root.
    func differs(from other: ElementMark) -> Bool {
        at == 0 && other.at == 0 && byID == other.byID && hash != other.hash
    }

    init?(_ path: [BindingLocation.Step]) {
        for (i, step) in path.enumerated() {
            switch step {
            case .position(let p): (at, byID, hash) = (i, false, p.hashValue)
            case .offset(let n): (at, byID, hash) = (i, false, n)
            case .element(let id): (at, byID, hash) = (i, true, id.hashValue)
            default: continue
            }
            return
        }
        return nil
    }
}

/// The storage behind a `@State` (`StateSlot`), seen from a binding to it
/// without knowing its value type.
@MainActor
protocol BindingSlot: AnyObject {
    /// The session's render cache while it lives.
    var cache: RenderCache? { get }
    /// `frame`'s render read through a binding to this slot, at `path`: when
    /// the slot is written, `changed` says whether what it read is different
    /// now (then the frame renders again).
    func watch(_ frame: RenderFrame, at path: [BindingLocation.Step], _ changed: @escaping @MainActor () -> Bool)
    /// Whether `frame` read the whole slot lately (then it need not watch).
    func reads(_ frame: RenderFrame) -> Bool
    /// Runs `write` (a binding's setter) as a write of the value at `path` alone.
    func writing(at path: [BindingLocation.Step], _ write: () -> Void)
}
