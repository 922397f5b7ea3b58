import Testing

@testable import LiveUI

/// `TupleCursor` finds a `ViewBuilder` block's children inside its tuple by
/// computing each element's offset. These compare that with where Swift put
/// them (`MemoryLayout.offset(of:)`) and read the values back through it.
@Suite struct TupleCursorTests {
    struct Empty {}
    struct Wide { var a: SIMD4<Float> = .init(1, 2, 3, 4) }
    struct Bordered: ViewModifier {
        var width: Int8 = 1
        func body(content: Content) -> some View { content.padding(CGFloat(width)) }
    }

    /// Offsets the cursor gives for the tuple's element types, in order; nil
    /// for an element of no size, which is never read (and for which
    /// `MemoryLayout.offset(of:)` answers nonsense here: 140603076447169).
    static func offsets<each T>(_ types: repeat (each T).Type) -> [Int?] {
        var cursor = TupleCursor(UnsafeRawPointer(bitPattern: 4096)!)
        var out: [Int?] = []
        for type in repeat each types {
            let (pointer, index) = cursor.next(type)
            #expect(index == out.count)
            out.append(Self.size(type) == 0 ? nil : UnsafeRawPointer(pointer) - UnsafeRawPointer(bitPattern: 4096)!)
        }
        return out
    }

    static func size<T>(_ type: T.Type) -> Int { MemoryLayout<T>.size }

    /// Swift's offsets, nil where the element has no size.
    static func swifts<Tuple>(_ tuple: Tuple.Type, _ elements: [(PartialKeyPath<Tuple>, Int)]) -> [Int?] {
        elements.map { keyPath, size in size == 0 ? nil : MemoryLayout<Tuple>.offset(of: keyPath) }
    }

    @Test func offsetsAreSwiftsForMixedAlignments() {
        typealias A = (Int8, Int64, Int8, Int32, Bool, Int16)
        #expect(
            Self.offsets(Int8.self, Int64.self, Int8.self, Int32.self, Bool.self, Int16.self)
                == Self.swifts(A.self, [(\A.0, 1), (\A.1, 8), (\A.2, 1), (\A.3, 4), (\A.4, 1), (\A.5, 2)]))
        #expect(Self.offsets(Int8.self, Int64.self, Int8.self, Int32.self, Bool.self, Int16.self) == [0, 8, 16, 20, 24, 26])
    }

    @Test func offsetsAreSwiftsWithEmptyAndOverAlignedElements() {
        typealias B = (Int8, Empty, Wide, Empty, String, Int8, Double?)
        #expect(
            Self.offsets(Int8.self, Empty.self, Wide.self, Empty.self, String.self, Int8.self, Double?.self)
                == Self.swifts(B.self, [(\B.0, 1), (\B.1, 0), (\B.2, 16), (\B.3, 0), (\B.4, 16), (\B.5, 1), (\B.6, 9)]))
        #expect(MemoryLayout<Wide>.alignment == 16, "the over-aligned element is over-aligned")
    }

    @Test func offsetsAreSwiftsForViews() {
        typealias C = (Text, Spacer, EmptyView, ModifiedContent<Text, Bordered>, Color)
        let sizes = [
            MemoryLayout<Text>.size, MemoryLayout<Spacer>.size, MemoryLayout<EmptyView>.size,
            MemoryLayout<ModifiedContent<Text, Bordered>>.size, MemoryLayout<Color>.size,
        ]
        #expect(
            Self.offsets(Text.self, Spacer.self, EmptyView.self, ModifiedContent<Text, Bordered>.self, Color.self)
                == Self.swifts(C.self, zip([\C.0, \C.1, \C.2, \C.3, \C.4] as [PartialKeyPath<C>], sizes).map { ($0, $1) }))
    }

    @Test func readsTheElementsBack() {
        var tuple: (Int8, String, Empty, Double, Wide) = (7, "seven", Empty(), 7.5, Wide())
        withUnsafePointer(to: &tuple) { pointer in
            var cursor = TupleCursor(UnsafeRawPointer(pointer))
            #expect(cursor.next(Int8.self).0.pointee == 7)
            #expect(cursor.next(String.self).0.pointee == "seven")
            _ = cursor.next(Empty.self)
            #expect(cursor.next(Double.self).0.pointee == 7.5)
            #expect(cursor.next(Wide.self).0.pointee.a == SIMD4<Float>(1, 2, 3, 4))
        }
    }
}
