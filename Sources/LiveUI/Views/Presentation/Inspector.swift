import LiveHTML

/// `.inspector(isPresented:content:)` (iOS 17): a trailing column beside the
/// view in a regular-width tab, a sheet in a compact one (as on iPhone).
///
/// The column is an `<aside>` named "Inspector" after the view, in a row with
/// it (`.ins`, Public/liveui/20-presentation.css); the view keeps the rest of
/// the width. Its width is what the inspector's content asks with
/// `.inspectorColumnWidth` (the ideal one, within its minimum and maximum), else
/// 320 points; the user cannot drag it.
struct InspectorModifier<Inspector: View>: PrimitiveModifier {
    let isPresented: Binding<Bool>
    let inspector: @MainActor () -> Inspector

    func apply(
        _ content: (ViewPath, EnvironmentValues) -> [Node], _ ctx: RenderContext, _ path: ViewPath,
        _ env: EnvironmentValues
    ) -> [Node] {
        if env.horizontalSizeClass != .regular {
            let inspector = self.inspector
            let sheet = PresentationModifier.boolean(.sheet, isPresented, onDismiss: nil) { presentedContent(inspector())($0, $1, $2, $3) }
            return sheet.apply(content, ctx, path, env)
        }
        let nodes = content(path.modified, env)
        guard isPresented.wrappedValue else { return nodes }
        var inner = env
        inner.stackAxis = nil
        let (panel, reports) = PreferenceSink.collect(ctx, inner) { ctx.render(inspector(), path.child("ins"), $0) }
        PreferenceSink.forward(reports, to: env.preferenceSink, except: ObjectIdentifier(InspectorWidthKey.self))
        let width = InspectorWidthKey.combined(reports) ?? 320
        let aside = Element(
            "aside", id: path.child("ip").raw,
            attributes: [Attribute("class", "ins-p"), Attribute("aria-label", "Inspector"), Attribute("style", "width:" + Layout.px(width))],
            children: panel)
        let main = Element("div", id: path.child("im").raw, attributes: [Attribute("class", "ins-m")], children: nodes)
        var row = Layout.container(path, env, classes: "ins", children: [.element(main), .element(aside)]) { _ in (x: true, y: true) }
        row[attribute: "data-lv-inspector"] = ""
        return [.element(row)]
    }
}

/// The width an inspector's content asks for (`.inspectorColumnWidth`), reported to the column around it.
struct InspectorWidthKey: PreferenceKey {
    static let defaultValue: CGFloat? = nil
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) { value = value ?? nextValue() }
}

extension View {
    /// Shows `content` in a trailing column beside the view (a sheet in a compact tab) while `isPresented` is true.
    @inlinable public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping @MainActor () -> V) -> some View {
        modifier(ModifierFactory.inspector(isPresented: isPresented, content: content))
    }

    /// The inspector column's width when this view is its content.
    @inlinable public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        modifier(ModifierFactory.inspectorColumnWidth(min: nil, ideal: width, max: nil))
    }

    /// The inspector column's width when this view is its content: the ideal one, kept within `min` and `max`.
    @inlinable public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(ModifierFactory.inspectorColumnWidth(min: min, ideal: ideal, max: max))
    }
}

// What the modifiers above make (see `ModifierFactory`).
extension ModifierFactory {
    @usableFromInline static func inspector<V: View>(isPresented: Binding<Bool>, content: @escaping @MainActor () -> V) -> some ViewModifier {
        InspectorModifier(isPresented: isPresented, inspector: content)
    }

    @usableFromInline static func inspectorColumnWidth(min: CGFloat?, ideal: CGFloat, max: CGFloat?) -> some ViewModifier {
        let width = Swift.min(Swift.max(ideal, min ?? ideal), max ?? ideal)
        return PreferenceWriter<InspectorWidthKey>(value: Swift.max(0, width.isFinite ? width : 320))
    }
}
