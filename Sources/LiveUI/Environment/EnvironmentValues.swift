/// Values a view inherits from its ancestors.
public struct EnvironmentValues {
    var objects: [ObjectIdentifier: AnyObject] = [:]
    /// `.disabled(true)` on an ancestor disables every control below it.
    public var isEnabled = true
    /// The axis of the nearest enclosing stack (spacers and dividers follow it).
    var stackAxis: Axis?
    /// Inside a button, layout containers render as phrasing content (`span`).
    var inPhrasing = false
    var textFieldStyleClass: String?
    var buttonStyleClass = "bt"
    var submitActions: [@MainActor () -> Void] = []
    /// The navigation column being rendered: where links register and titles go.
    var navigationLevel: NavigationLevel?
    // MARK: Presentation (Views/Presentation)
    /// `@Environment(\.dismiss)`: dismisses the sheet, cover, popover or dialog this view is in (outside one: nothing).
    public internal(set) var dismiss = DismissAction()
    /// `@Environment(\.isPresented)`: whether this view is the content of a presentation.
    public internal(set) var isPresented = false
    /// The presentation whose content is rendering: what `.interactiveDismissDisabled` and detents report to.
    var presentationScope: PresentationScope?

    // Controls: styles set by `.toggleStyle`, `.pickerStyle`, …, and the
    // collector a Picker hands its content so `.tag(_:)` and `ForEach` can
    // report options (nil outside a picker's content).
    var toggleStyleKind = ToggleStyleKind.automatic
    var pickerStyleKind = PickerStyleKind.menu
    var pickerTags: PickerTagCollector?
    var labelsHidden = false
    var toggleTint: String?
    var progressViewStyleKind = ProgressViewStyleKind.automatic
    // Forms and text input: keyboard, autofill and Return key of fields below
    // (`.keyboardType(_:)`, `.textContentType(_:)`, …), and the form style.
    var textInputTraits = TextInputTraits()
    var inForm = false
    var formStyleClass: String?
    // MARK: Text and images (Views/Text, Views/Images)
    /// `.lineLimit(_:)`: texts below clamp to this many lines.
    var lineLimit: Int?
    /// `.imageScale(_:)`: symbol images below are drawn at this scale of the font.
    var imageScale: Image.Scale = .medium
    /// The app's images by name (`Image("avatar")`), as URLs the server serves; set by the server.
    public var imageAssets = ImageAssetTable()
    /// `.labelStyle(_:)`: which parts of a `Label` show.
    var labelStyleKind: LabelStyleKind = .titleAndIcon
    /// `.symbolVariant(_:)`: the suffix (`.fill`) symbol images below prefer.
    var symbolVariantSuffix: String?
    /// Inside a label with a title, images are decorative (the title says it all).
    var decorativeImages = false
    /// The size a fixed `.frame(width:height:)` offers its content, per axis:
    /// what a `GeometryReader` inside reports instead of the window's size.
    var offeredWidth: CGFloat?
    var offeredHeight: CGFloat?
    // MARK: Lists (Views/Lists)
    /// `@Environment(\.editMode)`: whether lists below show their edit controls.
    /// The page supplies one (see `RenderContext.renderRoot`); `.environment(\.editMode, $mode)` replaces it.
    public var editMode: Binding<EditMode>?
    /// `.refreshable`'s action, which a list below offers as a "Refresh" button.
    public internal(set) var refresh: RefreshAction?
    /// The list whose rows are rendering: row modifiers and `ForEach` report to it.
    var listRows: ListRowCollector?
    /// `.listStyle(_:)`'s CSS class.
    var listStyleClass = "ls-au"
    // MARK: Navigation and toolbars (Views/Navigation, Views/Toolbars)
    /// `.navigationLinkSlug(_:)`: the slug of the link below.
    var navigationLinkSlug: String?

    // MARK: Environment and storage (issue #14 items 6 and 7; Environment/, Storage/)
    /// Values of the app's own `EnvironmentKey`s, by key type.
    var custom: [ObjectIdentifier: Any] = [:]
    /// The page's scheme: the browser's `prefers-color-scheme`, or `.preferredColorScheme(_:)`'s.
    public var colorScheme: ColorScheme = .light
    public var colorSchemeContrast: ColorSchemeContrast = .standard
    /// From the tab's width and height (see `SizeClassBreakpoints`).
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    public var verticalSizeClass: UserInterfaceSizeClass? = .regular
    /// The browser's language (`navigator.language`); `en_US` until it reports one.
    public var locale = Locale(identifier: "en_US")
    /// From the tab's visibility and focus.
    public var scenePhase: ScenePhase = .active
    /// A handler set with `.environment(\.openURL, …)`, asked before the browser opens a URL.
    var openURLHandler: (@MainActor (URL) -> OpenURLAction.Result)?
    /// The session's way to open a URL in the browser (false: refused).
    package var systemOpenURL: (@MainActor (URL) -> Bool)?
    public var openURL: OpenURLAction {
        get { OpenURLAction(handler: openURLHandler, system: systemOpenURL) }
        set { openURLHandler = newValue.handler }
    }
    /// `@AppStorage`'s values (this browser's) and `@SceneStorage`'s (this tab's); nil outside a session.
    package var appStorage: StorageArea?
    package var sceneStorage: StorageArea?
    // MARK: Shared topics (issue #15 item 4)
    /// The process's `@SharedTopic` logs; nil outside a server or test session.
    package var sharedTopics: SharedTopicHub?
    // MARK: Scrolling (Views/ScrollViews, Rendering/LazyWindow.swift)
    /// `.scrollDisabled(_:)`: false when scroll views below may not scroll.
    public var isScrollEnabled = true
    /// `.scrollIndicators(_:)` / `showsIndicators:`: whether scroll views below show scroll bars.
    var scrollIndicatorsHidden = false
    /// The lazy container whose window the first `ForEach` directly in it renders.
    var lazyWindow: LazyWindow?
    /// An item `ScrollViewProxy.scrollTo` asked for: lazy containers below bring it into their window.
    var scrollTarget: ScrollTarget?

    public init() {}
}

/// A horizontal or vertical dimension.
public enum Axis: Sendable, Hashable {
    case horizontal
    case vertical
}
