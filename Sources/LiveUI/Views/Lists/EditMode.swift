import LiveHTML

/// Whether the user is editing a list: its rows then show delete buttons
/// and move handles (`@Environment(\.editMode)`, `EditButton`).
public enum EditMode: Sendable, Hashable {
    case inactive
    /// Editing briefly, as a swipe does on iOS; lists show it like `.active`.
    case transient
    case active

    public var isEditing: Bool { self != .inactive }
}

/// A button that toggles the edit mode of its environment: "Edit", then "Done".
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing ?? false
        Button {
            // Animated, as SwiftUI's: the rows' controls come and go with a transition.
            withAnimation { editMode?.wrappedValue = editing ? .inactive : .active }
        } label: {
            Text(editing ? "Done" : "Edit")
        }
    }
}

extension StateStore {
    /// The page's own edit mode, which `EditButton` and lists share when the
    /// app supplies none with `.environment(\.editMode, $mode)` (SwiftUI keeps
    /// one per navigation column; a page has one).
    func pageEditMode() -> Binding<EditMode> {
        let target = self.target
        let slot = slot(StateStore.Key(path: .root, viewType: StateSlot<EditMode>.self, label: "editMode")) {
            StateSlot(EditMode.inactive, target: target)
        }
        // The same binding while the slot lives: a new one each render would
        // make every environment below differ from the last (issue #16).
        if let cached = editModeBinding, cached.slot === slot { return cached.binding }
        let binding = Binding(
            get: { slot.value },
            set: { value in
                guard slot.value != value else { return }
                slot.value = value
                slot.target?.invalidate(animation: Transaction.currentAnimation)
            })
        editModeBinding = (slot, binding, false)
        return binding
    }

    /// Puts the page's edit mode in a session's root environment (the part it keeps
    /// from render to render) before a render, once for each binding: set on each
    /// render's copy, it made a new box of the shared values each render, and every
    /// stored view then compared its environment field by field, dictionaries and all
    /// (≈ 3.4k instructions a reused row, `LiveBench N rows 1000 bindings`). Made here
    /// before the first render (the views stored then keep the box they got), and kept
    /// by `renderRoot`, which asks for it on every render.
    package func supplyPageEditMode(_ env: inout EnvironmentValues) {
        if editModeBinding == nil { _ = pageEditMode() }
        guard let current = editModeBinding, !current.supplied else { return }
        env.editMode = current.binding
        editModeBinding?.supplied = true
    }
}
