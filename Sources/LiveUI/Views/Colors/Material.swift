import LiveHTML

/// A translucent background that blurs what is behind it. In CSS: a
/// translucent fill (`--lv-m1` … `--lv-m5`, `--lv-bar` in `liveui.css`) and a
/// `backdrop-filter` blur; SwiftUI's vibrancy of the content is not reproduced.
public struct Material: ShapeStyle, CSSPaint, Hashable {
    let name: String
    let blur: Int

    public static let ultraThinMaterial = Material(name: "m1", blur: 8)
    public static let thinMaterial = Material(name: "m2", blur: 12)
    public static let regularMaterial = Material(name: "m3", blur: 20)
    public static let thickMaterial = Material(name: "m4", blur: 25)
    public static let ultraThickMaterial = Material(name: "m5", blur: 30)
    public static let bar = Material(name: "bar", blur: 20)

    var css: String { "var(--lv-\(name))" }
    var backdrop: String { "blur(\(blur)px)" }
}

@MainActor
extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}
