/// A length that grows with the reader's text size (`@ScaledMetric var size = 40.0`).
/// A page's text follows the browser's zoom and font settings, which scale lengths in
/// CSS pixels alike, and `\.dynamicTypeSize` is always `.large`, where a scaled
/// metric is its own value: the value is the one given.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, Sendable where Value: Sendable {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
}
