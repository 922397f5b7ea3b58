import Foundation
import LiveHTML

/// The part of `EnvironmentValues` that holds references and few views set:
/// styles, actions, and the collectors containers hand their content. Kept
/// apart from the values every session sets at its root (`SharedEnvironmentValues`)
/// and allocated at the first change, so a page that sets none keeps none:
/// with both in one box, every box was 456 bytes and an idle login session kept
/// two (its root's and `.environmentObject`'s; heaptrack at 2,000 sessions,
/// 2026-12-05). The defaults here are the ones `EnvironmentValues` reads when
/// there is no box (`rare?.values.x ?? default` there: the same values).
struct RareEnvironmentValues {
    var textFieldStyleClass: String?
    var buttonStyleClass: String = "bt"
    /// A `ButtonStyle` of the app's own (Views/Controls/ButtonStyle.swift): draws the buttons below.
    var customButtonStyle: CustomStyle<ButtonStyleConfiguration>?
    /// A `LabelStyle` of the app's own (Views/Controls/Label.swift): draws the labels below.
    var customLabelStyle: CustomStyle<LabelStyleConfiguration>?
    var submitActions: [@MainActor () -> Void] = []
    var navigationLevel: NavigationLevel?
    var dismiss: DismissAction = DismissAction()
    var presentationScope: PresentationScope?
    var toggleStyleKind: ToggleStyleKind = ToggleStyleKind.automatic
    var pickerTags: PickerTagCollector?
    /// A `TabView`'s content renders with it: its tabs report their items (Views/Navigation/TabCollector.swift).
    var tabs: TabCollector?
    var tabViewStyle: TabViewStyleKind = .automatic
    /// Inside an open menu's items (Menu.swift): a picker shows its options as menu items.
    var inMenu = false
    /// Closes every open menu around a menu's items (a nested menu's item closes them all).
    var menuDismiss: (@MainActor () -> Void)?
    var toggleTint: String?
    var textInputTraits: TextInputTraits = TextInputTraits()
    var formStyleClass: String?
    var symbolVariantSuffix: String?
    var refresh: RefreshAction?
    /// `.searchSuggestions { }`: the nearest search field below renders them as its suggestions.
    var searchSuggestions: (@MainActor (RenderContext, ViewPath, EnvironmentValues) -> [Node])?
    /// `.searchScopes { }`: the nearest search field below shows them under itself.
    var searchScopes: SearchScopes?
    var listRows: ListRowCollector?
    /// The nearest preference reader's collector (Preferences/PreferenceKey.swift).
    var preferenceSink: PreferenceSink?
    var listStyleClass: String = "ls-au"
    var navigationLinkSlug: String?
    var openURLHandler: (@MainActor (URL) -> OpenURLAction.Result)?
    var lazyWindow: LazyWindow?
    var scrollTarget: ScrollTarget?
    /// `.keyboardShortcut`: the shortcut of the controls below (Keyboard/KeyboardShortcut.swift).
    var keyboardShortcut: KeyboardShortcut?
    /// `.defaultScrollAnchor(_:)`: where the scroll views below start (ScrollViews/ScrollAnchor.swift).
    var defaultScrollAnchor: UnitPoint?
    /// Inside a scroll view that scrolls only horizontally (the nearest one): `.scrollTransition`'s axis.
    var inHorizontalScrollView = false
}

/// Immutable, as `SharedEnvironmentBox` is; a change makes a new box.
final class RareEnvironmentBox {
    let values: RareEnvironmentValues
    init(_ values: RareEnvironmentValues) { self.values = values }
}

extension EnvironmentValues {
    /// Sets the input traits of fields below on `e`, read in place: a copy out of the box cost
    /// ≈ 100 instructions per keystroke (callgrind, `LiveBench N served only`).
    func applyTextInputTraits(to e: inout Element) { rare?.values.textInputTraits.apply(to: &e) }
    var textInputAttributeCount: Int { rare?.values.textInputTraits.attributeCount ?? 0 }

    /// Changes a rare value: a new box, made from the defaults at the first change.
    mutating func changeRare(_ change: (inout RareEnvironmentValues) -> Void) {
        var values = rare?.values ?? RareEnvironmentValues()
        change(&values)
        rare = RareEnvironmentBox(values)
    }

    var textFieldStyleClass: String? {
        get { rare?.values.textFieldStyleClass }
        set { changeRare { $0.textFieldStyleClass = newValue } }
    }
    var buttonStyleClass: String {
        get {
            if let rare { return rare.values.buttonStyleClass }
            return "bt"
        }
        set { changeRare { $0.buttonStyleClass = newValue } }
    }
    var customButtonStyle: CustomStyle<ButtonStyleConfiguration>? {
        get { rare?.values.customButtonStyle }
        set { changeRare { $0.customButtonStyle = newValue } }
    }
    var customLabelStyle: CustomStyle<LabelStyleConfiguration>? {
        get { rare?.values.customLabelStyle }
        set { changeRare { $0.customLabelStyle = newValue } }
    }
    var submitActions: [@MainActor () -> Void] {
        get {
            if let rare { return rare.values.submitActions }
            return []
        }
        set { changeRare { $0.submitActions = newValue } }
    }
    /// The navigation column being rendered: where links register and titles go.
    @MainActor var navigationLevel: NavigationLevel? {
        get {
            let level = rare?.values.navigationLevel
            level?.noteUse()  // the view reading it depends on its column (NavigationLevel.noteUse)
            return level
        }
        set { changeRare { $0.navigationLevel = newValue } }
    }
    /// `@Environment(\.dismiss)`: dismisses the sheet, cover, popover or dialog this view is in (outside one: nothing).
    public internal(set) var dismiss: DismissAction {
        get {
            if let rare { return rare.values.dismiss }
            return DismissAction()
        }
        set { changeRare { $0.dismiss = newValue } }
    }
    /// The presentation whose content is rendering: what `.interactiveDismissDisabled` and detents report to.
    var presentationScope: PresentationScope? {
        get { rare?.values.presentationScope }
        set { changeRare { $0.presentationScope = newValue } }
    }
    // Controls: styles set by `.toggleStyle`, `.pickerStyle`, …, and the
    // collector a Picker hands its content so `.tag(_:)` and `ForEach` can
    // report options (nil outside a picker's content).
    var toggleStyleKind: ToggleStyleKind {
        get {
            if let rare { return rare.values.toggleStyleKind }
            return .automatic
        }
        set { changeRare { $0.toggleStyleKind = newValue } }
    }
    var pickerTags: PickerTagCollector? {
        get { rare?.values.pickerTags }
        set { changeRare { $0.pickerTags = newValue } }
    }
    var tabs: TabCollector? {
        get { rare?.values.tabs }
        set { changeRare { $0.tabs = newValue } }
    }
    var tabViewStyle: TabViewStyleKind {
        get { rare?.values.tabViewStyle ?? .automatic }
        set { changeRare { $0.tabViewStyle = newValue } }
    }
    var inMenu: Bool {
        get { rare?.values.inMenu ?? false }
        set { changeRare { $0.inMenu = newValue } }
    }
    var menuDismiss: (@MainActor () -> Void)? {
        get { rare?.values.menuDismiss }
        set { changeRare { $0.menuDismiss = newValue } }
    }
    var toggleTint: String? {
        get { rare?.values.toggleTint }
        set { changeRare { $0.toggleTint = newValue } }
    }
    // Forms and text input: keyboard, autofill and Return key of fields below
    // (`.keyboardType(_:)`, `.textContentType(_:)`, …), and the form style.
    var textInputTraits: TextInputTraits {
        get {
            if let rare { return rare.values.textInputTraits }
            return TextInputTraits()
        }
        set { changeRare { $0.textInputTraits = newValue } }
    }
    var formStyleClass: String? {
        get { rare?.values.formStyleClass }
        set { changeRare { $0.formStyleClass = newValue } }
    }
    /// `.symbolVariant(_:)`: the suffix (`.fill`) symbol images below prefer.
    var symbolVariantSuffix: String? {
        get { rare?.values.symbolVariantSuffix }
        set { changeRare { $0.symbolVariantSuffix = newValue } }
    }
    /// `.refreshable`'s action, which a list below offers as a "Refresh" button.
    public internal(set) var refresh: RefreshAction? {
        get { rare?.values.refresh }
        set { changeRare { $0.refresh = newValue } }
    }
    /// `.searchSuggestions { }` from above, for the nearest search field (Searchable.swift).
    var searchSuggestions: (@MainActor (RenderContext, ViewPath, EnvironmentValues) -> [Node])? {
        get { rare?.values.searchSuggestions }
        set { changeRare { $0.searchSuggestions = newValue } }
    }
    /// `.searchScopes { }` from above, for the nearest search field (Searchable.swift).
    var searchScopes: SearchScopes? {
        get { rare?.values.searchScopes }
        set { changeRare { $0.searchScopes = newValue } }
    }
    /// The list whose rows are rendering: row modifiers and `ForEach` report to it.
    var listRows: ListRowCollector? {
        get { rare?.values.listRows }
        set { changeRare { $0.listRows = newValue } }
    }
    /// Whether the nearest scroll view scrolls only horizontally (ScrollView sets it when it changes).
    var inHorizontalScrollView: Bool {
        get { rare?.values.inHorizontalScrollView ?? false }
        set { changeRare { $0.inHorizontalScrollView = newValue } }
    }
    /// The nearest preference reader above: `.preference(key:value:)` reports to it.
    var preferenceSink: PreferenceSink? {
        get { rare?.values.preferenceSink }
        set { changeRare { $0.preferenceSink = newValue } }
    }
    /// `.listStyle(_:)`'s CSS class.
    var listStyleClass: String {
        get {
            if let rare { return rare.values.listStyleClass }
            return "ls-au"
        }
        set { changeRare { $0.listStyleClass = newValue } }
    }
    /// `.navigationLinkSlug(_:)`: the slug of the link below.
    var navigationLinkSlug: String? {
        get { rare?.values.navigationLinkSlug }
        set { changeRare { $0.navigationLinkSlug = newValue } }
    }
    /// A handler set with `.environment(\.openURL, …)`, asked before the browser opens a URL.
    var openURLHandler: (@MainActor (URL) -> OpenURLAction.Result)? {
        get { rare?.values.openURLHandler }
        set { changeRare { $0.openURLHandler = newValue } }
    }
    /// The lazy container whose window the first `ForEach` directly in it renders.
    var lazyWindow: LazyWindow? {
        get { rare?.values.lazyWindow }
        set { changeRare { $0.lazyWindow = newValue } }
    }
    /// An item `ScrollViewProxy.scrollTo` asked for: lazy containers below bring it into their window.
    var scrollTarget: ScrollTarget? {
        get { rare?.values.scrollTarget }
        set { changeRare { $0.scrollTarget = newValue } }
    }
}
