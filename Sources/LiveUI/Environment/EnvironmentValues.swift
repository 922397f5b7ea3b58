import Foundation

/// Values a view inherits from its ancestors.
///
/// Stored in three parts (issue #16): plain values, which containers and common
/// modifiers set as they render (a stack's axis, phrasing inside a button), sit
/// inline; values that hold a reference sit in immutable boxes that copies of
/// the environment share, and changing a value in one makes a new box. A copy
/// (every view passes its environment on, and stored renders keep one) then
/// retains two references, not some thirty, and a session's stored
/// environments share their boxes (measured: ≈ 0.6 KB per stored environment
/// before). The references every session sets at its root (storage areas, the
/// openURL closure, the app's objects and keys) are in `shared`; those few views
/// set (styles, actions, the collectors of lists, pickers and navigation) are in
/// `rare`, nil until one is set (RareEnvironmentValues.swift): one box held all
/// of them, 456 bytes, and an idle login session kept two (heaptrack, 2026-12-05).
public struct EnvironmentValues {
    /// `.disabled(true)` on an ancestor disables every control below it.
    public var isEnabled = true
    /// The axis of the nearest enclosing stack (spacers and dividers follow it).
    var stackAxis: Axis?
    /// Inside a button, layout containers render as phrasing content (`span`).
    var inPhrasing = false
    /// `@Environment(\.isPresented)`: whether this view is the content of a presentation.
    public internal(set) var isPresented = false
    var pickerStyleKind = PickerStyleKind.menu
    var labelsHidden = false
    var progressViewStyleKind = ProgressViewStyleKind.automatic
    var inForm = false
    /// `.lineLimit(_:)`: texts below clamp to this many lines.
    var lineLimit: Int?
    /// `.imageScale(_:)`: symbol images below are drawn at this scale of the font.
    var imageScale: Image.Scale = .medium
    /// `.labelStyle(_:)`: which parts of a `Label` show.
    var labelStyleKind: LabelStyleKind = .titleAndIcon
    /// Inside a label with a title, images are decorative (the title says it all).
    var decorativeImages = false
    /// The size a fixed `.frame(width:height:)` offers its content, per axis:
    /// what a `GeometryReader` inside reports instead of the window's size.
    var offeredWidth: CGFloat?
    var offeredHeight: CGFloat?
    /// The page's scheme: the browser's `prefers-color-scheme`, or `.preferredColorScheme(_:)`'s.
    public var colorScheme: ColorScheme = .light
    public var colorSchemeContrast: ColorSchemeContrast = .standard
    /// From the tab's width and height (see `SizeClassBreakpoints`).
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    /// From the tab's visibility and focus.
    public var scenePhase: ScenePhase = .active
    /// `.scrollDisabled(_:)`: false when scroll views below may not scroll.
    public var isScrollEnabled = true
    /// `.scrollIndicators(_:)` / `showsIndicators:`: whether scroll views below show scroll bars.
    var scrollIndicatorsHidden = false

    /// The values that hold references and every session sets, shared by copies until one is changed.
    var shared = SharedEnvironmentBox()
    /// The values that hold references and few views set; nil: every one at its default.
    var rare: RareEnvironmentBox?

    public init() {}
}

/// The part of `EnvironmentValues` that holds references and every session sets; defaults here.
struct SharedEnvironmentValues {
    var objects: [ObjectIdentifier: AnyObject] = [:]
    var imageAssets: ImageAssetTable = ImageAssetTable()
    var editMode: Binding<EditMode>?
    var custom: [ObjectIdentifier: Any] = [:]
    var locale: Locale = Locale(identifier: "en_US")
    var systemOpenURL: (@MainActor (URL) -> Bool)?
    var appStorage: StorageArea?
    var sceneStorage: StorageArea?
    var sharedTopics: SharedTopicHub?
}

/// Immutable, so reading a value through it needs no exclusivity check (a
/// class's `var` costs one per access); a change makes a new box.
final class SharedEnvironmentBox {
    let values: SharedEnvironmentValues
    init(_ values: SharedEnvironmentValues = SharedEnvironmentValues()) { self.values = values }

    func with(_ change: (inout SharedEnvironmentValues) -> Void) -> SharedEnvironmentBox {
        var values = self.values
        change(&values)
        return SharedEnvironmentBox(values)
    }
}

extension EnvironmentValues {
    var objects: [ObjectIdentifier: AnyObject] {
        get { shared.values.objects }
        set { shared = shared.with { $0.objects = newValue } }
    }
    /// The app's images by name (`Image("avatar")`), as URLs the server serves; set by the server.
    public var imageAssets: ImageAssetTable {
        get { shared.values.imageAssets }
        set { shared = shared.with { $0.imageAssets = newValue } }
    }
    /// `@Environment(\.editMode)`: whether lists below show their edit controls.
    /// The page supplies one (see `RenderContext.renderRoot`); `.environment(\.editMode, $mode)` replaces it.
    public var editMode: Binding<EditMode>? {
        get { shared.values.editMode }
        set { shared = shared.with { $0.editMode = newValue } }
    }
    /// Values of the app's own `EnvironmentKey`s, by key type.
    var custom: [ObjectIdentifier: Any] {
        get { shared.values.custom }
        set { shared = shared.with { $0.custom = newValue } }
    }
    /// The browser's language (`navigator.language`); `en_US` until it reports one.
    public var locale: Locale {
        get { shared.values.locale }
        set { shared = shared.with { $0.locale = newValue } }
    }
    /// The session's way to open a URL in the browser (false: refused).
    package var systemOpenURL: (@MainActor (URL) -> Bool)? {
        get { shared.values.systemOpenURL }
        set { shared = shared.with { $0.systemOpenURL = newValue } }
    }
    /// `@AppStorage`'s values (this browser's) and `@SceneStorage`'s (this tab's); nil outside a session.
    package var appStorage: StorageArea? {
        get { shared.values.appStorage }
        set { shared = shared.with { $0.appStorage = newValue } }
    }
    package var sceneStorage: StorageArea? {
        get { shared.values.sceneStorage }
        set { shared = shared.with { $0.sceneStorage = newValue } }
    }
    /// The process's `@SharedTopic` logs; nil outside a server or test session.
    package var sharedTopics: SharedTopicHub? {
        get { shared.values.sharedTopics }
        set { shared = shared.with { $0.sharedTopics = newValue } }
    }
    public var openURL: OpenURLAction {
        get { OpenURLAction(handler: openURLHandler, system: systemOpenURL) }
        set { openURLHandler = newValue.handler }
    }
}

/// A horizontal or vertical dimension.
public enum Axis: Sendable, Hashable {
    case horizontal
    case vertical
}
