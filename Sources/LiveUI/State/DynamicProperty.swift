/// A stored property of a view whose value the runtime keeps up to date.
public protocol DynamicProperty {}
