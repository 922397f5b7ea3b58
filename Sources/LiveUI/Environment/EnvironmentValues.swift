import Foundation

/// Values a view inherits from its ancestors.
///
/// Stored in two parts (issue #16): plain values, which containers and common
/// modifiers set as they render (a stack's axis, phrasing inside a button), sit
/// inline; everything that holds a reference (strings, closures, collectors,
/// the app's own keys) sits in one immutable box that copies of the
/// environment share; changing a value in it makes a new box. A copy (every view passes its
/// environment on, and stored renders keep one) then retains one reference,
/// not some thirty, and a session's stored environments share their box
/// (measured: ≈ 0.6 KB per stored environment before).
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

    /// The values that hold references, shared by copies until one is changed (see the type's comment).
    var shared = SharedEnvironmentBox()

    public init() {}
}

/// The part of `EnvironmentValues` that holds references; defaults here.
struct SharedEnvironmentValues {
    var objects: [ObjectIdentifier: AnyObject] = [:]
    var textFieldStyleClass: String?
    var buttonStyleClass: String = "bt"
    var submitActions: [@MainActor () -> Void] = []
    var navigationLevel: NavigationLevel?
    var dismiss: DismissAction = DismissAction()
    var presentationScope: PresentationScope?
    var toggleStyleKind: ToggleStyleKind = ToggleStyleKind.automatic
    var pickerTags: PickerTagCollector?
    var toggleTint: String?
    var textInputTraits: TextInputTraits = TextInputTraits()
    var formStyleClass: String?
    var imageAssets: ImageAssetTable = ImageAssetTable()
    var symbolVariantSuffix: String?
    var editMode: Binding<EditMode>?
    var refresh: RefreshAction?
    var listRows: ListRowCollector?
    var listStyleClass: String = "ls-au"
    var navigationLinkSlug: String?
    var custom: [ObjectIdentifier: Any] = [:]
    var locale: Locale = Locale(identifier: "en_US")
    var openURLHandler: (@MainActor (URL) -> OpenURLAction.Result)?
    var systemOpenURL: (@MainActor (URL) -> Bool)?
    var appStorage: StorageArea?
    var sceneStorage: StorageArea?
    var sharedTopics: SharedTopicHub?
    var lazyWindow: LazyWindow?
    var scrollTarget: ScrollTarget?
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
    var textFieldStyleClass: String? {
        get { shared.values.textFieldStyleClass }
        set { shared = shared.with { $0.textFieldStyleClass = newValue } }
    }
    var buttonStyleClass: String {
        get { shared.values.buttonStyleClass }
        set { shared = shared.with { $0.buttonStyleClass = newValue } }
    }
    var submitActions: [@MainActor () -> Void] {
        get { shared.values.submitActions }
        set { shared = shared.with { $0.submitActions = newValue } }
    }
    /// The navigation column being rendered: where links register and titles go.
    var navigationLevel: NavigationLevel? {
        get { shared.values.navigationLevel }
        set { shared = shared.with { $0.navigationLevel = newValue } }
    }
    /// `@Environment(\.dismiss)`: dismisses the sheet, cover, popover or dialog this view is in (outside one: nothing).
    public internal(set) var dismiss: DismissAction {
        get { shared.values.dismiss }
        set { shared = shared.with { $0.dismiss = newValue } }
    }
    /// The presentation whose content is rendering: what `.interactiveDismissDisabled` and detents report to.
    var presentationScope: PresentationScope? {
        get { shared.values.presentationScope }
        set { shared = shared.with { $0.presentationScope = newValue } }
    }
    // Controls: styles set by `.toggleStyle`, `.pickerStyle`, …, and the
    // collector a Picker hands its content so `.tag(_:)` and `ForEach` can
    // report options (nil outside a picker's content).
    var toggleStyleKind: ToggleStyleKind {
        get { shared.values.toggleStyleKind }
        set { shared = shared.with { $0.toggleStyleKind = newValue } }
    }
    var pickerTags: PickerTagCollector? {
        get { shared.values.pickerTags }
        set { shared = shared.with { $0.pickerTags = newValue } }
    }
    var toggleTint: String? {
        get { shared.values.toggleTint }
        set { shared = shared.with { $0.toggleTint = newValue } }
    }
    // Forms and text input: keyboard, autofill and Return key of fields below
    // (`.keyboardType(_:)`, `.textContentType(_:)`, …), and the form style.
    var textInputTraits: TextInputTraits {
        get { shared.values.textInputTraits }
        set { shared = shared.with { $0.textInputTraits = newValue } }
    }
    var formStyleClass: String? {
        get { shared.values.formStyleClass }
        set { shared = shared.with { $0.formStyleClass = newValue } }
    }
    /// The app's images by name (`Image("avatar")`), as URLs the server serves; set by the server.
    public var imageAssets: ImageAssetTable {
        get { shared.values.imageAssets }
        set { shared = shared.with { $0.imageAssets = newValue } }
    }
    /// `.symbolVariant(_:)`: the suffix (`.fill`) symbol images below prefer.
    var symbolVariantSuffix: String? {
        get { shared.values.symbolVariantSuffix }
        set { shared = shared.with { $0.symbolVariantSuffix = newValue } }
    }
    /// `@Environment(\.editMode)`: whether lists below show their edit controls.
    /// The page supplies one (see `RenderContext.renderRoot`); `.environment(\.editMode, $mode)` replaces it.
    public var editMode: Binding<EditMode>? {
        get { shared.values.editMode }
        set { shared = shared.with { $0.editMode = newValue } }
    }
    /// `.refreshable`'s action, which a list below offers as a "Refresh" button.
    public internal(set) var refresh: RefreshAction? {
        get { shared.values.refresh }
        set { shared = shared.with { $0.refresh = newValue } }
    }
    /// The list whose rows are rendering: row modifiers and `ForEach` report to it.
    var listRows: ListRowCollector? {
        get { shared.values.listRows }
        set { shared = shared.with { $0.listRows = newValue } }
    }
    /// `.listStyle(_:)`'s CSS class.
    var listStyleClass: String {
        get { shared.values.listStyleClass }
        set { shared = shared.with { $0.listStyleClass = newValue } }
    }
    /// `.navigationLinkSlug(_:)`: the slug of the link below.
    var navigationLinkSlug: String? {
        get { shared.values.navigationLinkSlug }
        set { shared = shared.with { $0.navigationLinkSlug = newValue } }
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
    /// A handler set with `.environment(\.openURL, …)`, asked before the browser opens a URL.
    var openURLHandler: (@MainActor (URL) -> OpenURLAction.Result)? {
        get { shared.values.openURLHandler }
        set { shared = shared.with { $0.openURLHandler = newValue } }
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
    /// The lazy container whose window the first `ForEach` directly in it renders.
    var lazyWindow: LazyWindow? {
        get { shared.values.lazyWindow }
        set { shared = shared.with { $0.lazyWindow = newValue } }
    }
    /// An item `ScrollViewProxy.scrollTo` asked for: lazy containers below bring it into their window.
    var scrollTarget: ScrollTarget? {
        get { shared.values.scrollTarget }
        set { shared = shared.with { $0.scrollTarget = newValue } }
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
