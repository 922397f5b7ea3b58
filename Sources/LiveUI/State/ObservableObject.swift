/// A reference type whose changes re-render the views that use it.
public protocol ObservableObject: AnyObject {
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// As in Combine: one publisher per object, shared by its `@Published`
    /// properties and found through them (so a class needs no stored publisher).
    public var objectWillChange: ObservableObjectPublisher {
        var boxes: [PublishedStorage] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let m = mirror {
            for child in m.children {
                if let p = child.value as? PublishedProperty { boxes.append(p.storage) }
            }
            mirror = m.superclassMirror
        }
        if let existing = boxes.lazy.compactMap(\.publisher).first { return existing }
        let publisher = ObservableObjectPublisher()
        for box in boxes { box.publisher = publisher }
        return publisher
    }
}
