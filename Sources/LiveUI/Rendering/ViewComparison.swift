@_spi(Reflection) import Swift
import Foundation
import Observation

/// How to tell whether a new value of a view type equals the last one, as
/// SwiftUI does: `==` for `Equatable` views; otherwise field by field, the
/// bytes of plain-data fields, `==` for `Equatable` fields, the identity of
/// an `@ObservedObject` or an `@Observable` object (and of an array of
/// `@Observable` objects' storage: SwiftUI compares such an array by its
/// bytes too), and nothing for the
/// properties whose values come from the session (`@State`,
/// `@StateObject`, `@Environment`, `@EnvironmentObject`: their changes are
/// tracked as reads), and a `Binding` by its location (BindingLocation.swift).
/// A type with a field it cannot compare (a closure, a binding made from
/// closures, a plain class, an existential) never compares equal: such a
/// view is evaluated on every render of its parent, as before.
struct ViewComparison {
    typealias Compare = @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    private enum Step {
        case bytes(offset: Int, size: Int)
        case equal(offset: Int, Compare)
    }

    /// nil: values of the type never compare equal.
    private let steps: [Step]?

    init(_ type: Any.Type) {
        if let equatable = type as? any Equatable.Type {
            steps = [.equal(offset: 0, Self.equality(equatable))]
            return
        }
        var steps: [Step] = []
        self.steps = Self.fields(of: type, at: 0, into: &steps, depth: 0) ? steps : nil
    }

    var canCompare: Bool { steps != nil }

    /// Whether the values at `a` and `b` (both of the type) are the same for rendering.
    @MainActor func same(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        guard let steps else { return false }
        for step in steps {
            switch step {
            case .bytes(let offset, let size):
                if memcmp(a + offset, b + offset, size) != 0 { return false }
            case .equal(let offset, let compare):
                if !compare(a + offset, b + offset) { return false }
            }
        }
        return true
    }

    /// The byte ranges of `type`'s scalar fields: skips the padding between
    /// fields, which a copy does not preserve. For comparing environments.
    static func byteRanges(of type: Any.Type) -> [(offset: Int, size: Int)] {
        var steps: [Step] = []
        _ = plain(type, kind: .struct, at: 0, into: &steps, depth: 0)
        return steps.compactMap {
            if case .bytes(let offset, let size) = $0 { return (offset, size) }
            return nil
        }
    }

    // MARK: Classifying fields

    /// Appends the steps for the stored fields of struct `type` at `base`; false if one cannot be compared.
    private static func fields(of type: Any.Type, at base: Int, into steps: inout [Step], depth: Int) -> Bool {
        guard depth < 8, !(type is AnyClass) else { return false }
        var ok = true
        let walked = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            ok = field(fieldType, kind: kind, at: base + offset, into: &steps, depth: depth + 1)
            return ok
        }
        return walked && ok
    }

    private static func field(_ type: Any.Type, kind: _MetadataKind, at offset: Int, into steps: inout [Step], depth: Int) -> Bool {
        if type is any SessionValuedProperty.Type { return true }
        if type is any ObservedObjectMarker.Type || type is any Observable.Type {
            // The object's identity: its changes reach the views that read it (RenderFrame+Observation.swift for @Observable).
            steps.append(.bytes(offset: offset, size: MemoryLayout<AnyObject>.size))
            return true
        }
        if let binding = type as? any ComparableBinding.Type {
            steps.append(.equal(offset: offset, binding.locationComparison()))
            return true
        }
        if type is any ObservableElements.Type {
            // The array's storage: the same storage holds the same objects, whose changes reach the views that read them.
            steps.append(.bytes(offset: offset, size: MemoryLayout<[AnyObject]>.size))
            return true
        }
        if type is AnyClass { return false }
        if isPOD(type) { return plain(type, kind: kind, at: offset, into: &steps, depth: depth) }
        if let equatable = type as? any Equatable.Type {
            steps.append(.equal(offset: offset, equality(equatable)))
            return true
        }
        if kind == .struct { return fields(of: type, at: offset, into: &steps, depth: depth) }
        return false
    }

    /// Byte ranges of plain data: a struct's fields one by one (not its padding), other kinds whole.
    private static func plain(_ type: Any.Type, kind: _MetadataKind, at offset: Int, into steps: inout [Step], depth: Int) -> Bool {
        if kind == .struct, depth < 8 {
            var nested: [Step] = []
            let walked = _forEachField(of: type, options: []) { _, fieldOffset, fieldType, fieldKind in
                _ = plain(fieldType, kind: fieldKind, at: offset + fieldOffset, into: &nested, depth: depth + 1)
                return true
            }
            if walked, !nested.isEmpty || size(of: type) == 0 {
                steps += nested
                return true
            }
        }
        let size = size(of: type)
        if size > 0 { steps.append(.bytes(offset: offset, size: size)) }
        return true
    }

    private static func isPOD(_ type: Any.Type) -> Bool {
        func open<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return _openExistential(type, do: open)
    }

    private static func size(of type: Any.Type) -> Int {
        func open<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: open)
    }

    private static func equality(_ type: any Equatable.Type) -> Compare {
        func open<E: Equatable>(_: E.Type) -> Compare {
            { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
        }
        return open(type)
    }
}

/// Property wrappers whose values the session supplies by the view's
/// identity or environment, so they are not compared as inputs.
protocol SessionValuedProperty {}
extension State: SessionValuedProperty {}
extension StateObject: SessionValuedProperty {}
extension EnvironmentObject: SessionValuedProperty {}
extension Environment: SessionValuedProperty {}

/// `@ObservedObject`: compared by the object's identity (the wrapper holds only the reference).
protocol ObservedObjectMarker {}
extension ObservedObject: ObservedObjectMarker {}

/// An array of `@Observable` objects: compared by its storage's identity (a
/// different array with the same objects compares unequal, and the view is
/// evaluated, as before).
protocol ObservableElements {}
extension Array: ObservableElements where Element: Observable & AnyObject {}

/// A `Binding` field: the same when it reaches the same place and, for
/// the places whose changes do not reach the views that read through it, holds
/// the same value (BindingLocation.swift). A binding made from closures never is.
protocol ComparableBinding {
    static func locationComparison() -> ViewComparison.Compare
}

extension Binding: ComparableBinding {
    nonisolated static func locationComparison() -> ViewComparison.Compare {
        let values = ViewComparison(Value.self)
        return { @MainActor a, b in
            let other = b.assumingMemoryBound(to: Binding<Value>.self).pointee
            return a.assumingMemoryBound(to: Binding<Value>.self).pointee.isSame(as: other, values)
        }
    }

    private func isSame(as other: Binding<Value>, _ values: ViewComparison) -> Bool {
        guard let a = place, let b = other.place else { return false }
        // `$state` itself: the same slot (a slot is never a location object).
        guard let mine = a as? BindingLocation, let theirs = b as? BindingLocation else { return a === b }
        guard mine.sameLocation(theirs) else { return false }
        guard mine.comparesSnapshots else { return true }
        guard values.canCompare, let x = mine.snapshot, let y = theirs.snapshot else { return false }
        return withUnsafePointer(to: Self.snapshotValue(x)) { p in withUnsafePointer(to: Self.snapshotValue(y)) { q in values.same(p, q) } }
    }
}
