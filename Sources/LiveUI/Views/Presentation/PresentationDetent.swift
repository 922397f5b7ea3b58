import Foundation
import LiveHTML

/// A height a sheet rests at. On the web a sheet has one height: the one
/// bound by `selection`, else the smallest of the detents given (where
/// SwiftUI first shows it). `.medium` is half the window, `.large` the full
/// sheet; the user cannot drag between them.
public struct PresentationDetent: Hashable, Sendable {
    enum Size: Hashable, Sendable {
        case fraction(Double)
        case height(Double)
    }
    let size: Size

    /// About half the window.
    public static let medium = PresentationDetent(size: .fraction(0.5))
    /// The full sheet.
    public static let large = PresentationDetent(size: .fraction(1))

    /// This fraction of the window's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(size: .fraction(min(1, max(0, Double(fraction)))))
    }

    /// A fixed height in points (CSS pixels).
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(size: .height(max(0, Double(height))))
    }

    /// The fraction of a window `windowHeight` tall this detent takes, to compare detents.
    func fraction(of windowHeight: Double) -> Double {
        switch size {
        case .fraction(let f): return f
        case .height(let h): return windowHeight > 0 ? min(1, h / windowHeight) : 1
        }
    }

    /// The CSS height of a sheet whose content set `detents` (nil: the full sheet).
    @MainActor static func cssHeight(_ scope: PresentationScope) -> String? {
        let windowHeight = Double(UIScreen.main.bounds.height)
        let chosen =
            scope.selectedDetent.flatMap { scope.detents.contains($0) || scope.detents.isEmpty ? $0 : nil }
            ?? scope.detents.min { $0.fraction(of: windowHeight) < $1.fraction(of: windowHeight) }
        guard let chosen, chosen != .large else { return nil }
        switch chosen.size {
        case .fraction(let f): return String(Int((f * 100).rounded())) + "dvh"
        case .height(let h): return Layout.px(CGFloat(h))
        }
    }
}

/// Records what a presented view's content says about its presentation.
struct PresentationTraitModifier: PrimitiveModifier {
    let record: @MainActor (PresentationScope) -> Void

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        if let scope = env.presentationScope {
            scope.noteUse()
            record(scope)
        }
        return content(path, env)
    }
}

extension View {
    /// Refuses the user's dismissal (Escape, a click outside) of the presentation
    /// this view is in; its own buttons and `dismiss()` still work.
    @inlinable public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(ModifierFactory.interactiveDismissDisabled(isDisabled))
    }

    /// The heights the sheet this view is in may rest at (see `PresentationDetent`).
    @inlinable public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(ModifierFactory.presentationDetents(detents))
    }

    /// As above, with the detent shown bound to `selection`.
    @inlinable public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(ModifierFactory.presentationDetents(detents, selection: selection))
    }

    /// Accepted: a web sheet has no drag indicator.
    @inlinable public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(ModifierFactory.presentationDragIndicator(visibility))
    }

    /// The presentation's background: a color, a gradient or a material (a CSS background on its dialog).
    @inlinable public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ModifierFactory.presentationBackground(style))
    }

    /// How a popover or sheet adapts to a narrow window: accepted. A narrow window shows a
    /// popover as a sheet whatever this says (liveui.css), as an iPhone does by default.
    @inlinable public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        modifier(ModifierFactory.presentationDragIndicator(.automatic))
    }

    @inlinable public func presentationCompactAdaptation(
        horizontal: PresentationAdaptation, vertical: PresentationAdaptation
    ) -> some View {
        modifier(ModifierFactory.presentationDragIndicator(.automatic))
    }

    /// Accepted: sheets keep the corner radius of liveui.css.
    @inlinable public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(ModifierFactory.presentationCornerRadius(cornerRadius))
    }
}

extension View {
    @available(
        *, unavailable,
        message: "LiveUI presents sheets as modal <dialog>s: the page behind a presented view is inert and cannot be used"
    )
    @inlinable public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        modifier(ModifierFactory.presentationBackgroundInteraction(interaction))
    }
}

/// How a presentation adapts to a compact size class (`.presentationCompactAdaptation`).
public struct PresentationAdaptation: Hashable, Sendable {
    let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// Whether the page behind a sheet takes input: only `.disabled` exists on the web (see the unavailable modifier).
public struct PresentationBackgroundInteraction: Sendable {
    public static let automatic = PresentationBackgroundInteraction()
    public static let disabled = PresentationBackgroundInteraction()
    public static let enabled = PresentationBackgroundInteraction()
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .init() }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func interactiveDismissDisabled(_ isDisabled: Bool) -> some ViewModifier {
        PresentationTraitModifier { if isDisabled { $0.interactiveDismissDisabled = true } }
    }

    @usableFromInline static func presentationDragIndicator(_ visibility: Visibility) -> some ViewModifier {
        PresentationTraitModifier { _ in }
    }

    @usableFromInline static func presentationBackground<S: ShapeStyle>(_ style: S) -> some ViewModifier {
        PresentationTraitModifier { $0.background = style.paint.css }
    }

    @usableFromInline static func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some ViewModifier {
        PresentationTraitModifier { _ in }
    }

    @usableFromInline static func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some ViewModifier {
        PresentationTraitModifier { _ in }
    }

    @usableFromInline static func presentationDetents(_ detents: Set<PresentationDetent>) -> some ViewModifier {
        // A set has no order: sorted, so the page is the same on every render.
        let sorted = detents.sorted { $0.fraction(of: 844) < $1.fraction(of: 844) }
        return PresentationTraitModifier { $0.detents = sorted }
    }

    @usableFromInline static func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some ViewModifier {
        let sorted = detents.sorted { $0.fraction(of: 844) < $1.fraction(of: 844) }
        let selected = selection.wrappedValue
        return PresentationTraitModifier {
            $0.detents = sorted
            $0.selectedDetent = selected
        }
    }
}
