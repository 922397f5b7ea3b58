import LiveHTML
import LiveUI

// A client event reaches its element's handlers (moved out of Session.swift
// to keep that file short; issue #16 item 5 made the element lookup indexed).

extension Session {
    func apply(_ event: ClientEvent) -> SessionError? {
        if event.kind == .key { return applyKey(event) }
        guard let h = handlers[event.target] else { return .unknownTarget(event.target) }
        store.cache.noteActive(event.target)  // its control renders alone from now on (RenderContext.renderControl)
        switch event.kind {
        case .click:
            guard let click = h.click else { return .wrongKind(target: event.target, kind: .click) }
            click()
        case .input:
            guard let input = h.input, let value = event.value else { return .wrongKind(target: event.target, kind: .input) }
            // The browser already shows `value`: record it, so an untransformed
            // keystroke diffs to nothing instead of echoing the value back.
            let recorded: String? = h.isSecret ? (value.isEmpty ? "" : nil) : value
            let found = updateElement(event.target) { e in
                if let record = h.recordInput {
                    record(&e, value)
                } else {
                    e[attribute: "value"] = recorded
                }
            }
            // What the document's `value` now holds, for a field the input leaves as it shows (RenderCache+Echo.swift).
            if found, h.recordInput == nil { typedInput = (event.target, recorded) }
            input(value)
        case .submit:
            guard h.input != nil else { return .wrongKind(target: event.target, kind: .submit) }
            h.submit?()
        case .change:
            guard let change = h.change, let value = event.value else { return .wrongKind(target: event.target, kind: .change) }
            updateElement(event.target) { e in
                if let record = h.recordInput { record(&e, value) } else { e[attribute: "value"] = value }
            }
            change(value)
        case .focus:
            clientFocus = event.target
            h.focus?()
        case .blur:
            if clientFocus == event.target { clientFocus = nil }
            h.blur?()
        case .dismiss:  // Presentation: Escape, or a click outside a light-dismiss <dialog>
            guard let dismiss = h.dismiss else { return .wrongKind(target: event.target, kind: .dismiss) }
            dismiss()
        case .drag:
            guard let drag = h.drag, let phase = event.value, let sample = event.drag else {
                return .wrongKind(target: event.target, kind: .drag)
            }
            drag(phase, sample)
        case .press:
            guard let press = h.press, let phase = event.value else { return .wrongKind(target: event.target, kind: .press) }
            press(phase)
        case .window:  // a lazy container's rows near the viewport
            guard let window = h.window, let range = event.window else { return .wrongKind(target: event.target, kind: .window) }
            window(range)
        case .key:
            break  // applyKey
        case .drop:  // drag and drop: the destination targeted, left, or dropped on
            guard let drop = h.drop, let value = event.value, let sign = value.first else {
                return .wrongKind(target: event.target, kind: .drop)
            }
            if sign == "-" {
                drop(.exited)
                return nil
            }
            guard sign == "+" || sign == "=" else { return .wrongKind(target: event.target, kind: .drop) }
            // The dragged element may have left the page with a render the page had not seen yet:
            // nothing is dropped, and the destination is no longer targeted (the page sends no `-` then).
            let source = String(value.dropFirst())
            guard let dragged = handlers[source] else {
                if sign == "=" { drop(.exited) }
                return .unknownTarget(source)
            }
            guard let payload = dragged.dragPayload else {
                if sign == "=" { drop(.exited) }
                return .wrongKind(target: source, kind: .drop)
            }
            if sign == "+" {
                drop(.entered(payload()))
            } else {
                drop(.dropped(payload(), location: CGPoint(x: event.drag?.x ?? 0, y: event.drag?.y ?? 0)))
            }
        }
        return nil
    }

    /// A key pressed where the focus is (the target: the focused element, or the one
    /// with `.onKeyPress` around it): the key handlers of the target and of the elements
    /// around it, innermost first, until one handles it (SwiftUI dispatches from the
    /// focused view outwards). A Return nobody handled in a one-line text field is its
    /// submit; any other key nobody handled is reported in the acknowledging patch
    /// (`ignoredKey`), for the page to type what it held back.
    private func applyKey(_ event: ClientEvent) -> SessionError? {
        guard let chain = document.chain(to: event.target) else { return .unknownTarget(event.target) }
        let listening = chain.reversed().compactMap { keyHandlers[$0.id] }
        guard !listening.isEmpty, let value = event.value else { return .wrongKind(target: event.target, kind: .key) }
        for handle in listening where handle(value) { return nil }
        if value.first == "d", value.hasSuffix(":Enter"), chain.last?.tag == "input", let field = handlers[event.target],
            field.input != nil
        {
            field.submit?()
            return nil
        }
        ignoredKey = event.seq
        return nil
    }

    /// Changes the document's element `id` in place, found through the element
    /// index (`indexedPath`: a search the first time, kept until the whole tree
    /// renders). Each keystroke searched the login page again (≈ 13k
    /// instructions) once a field that echoes its input stopped rendering alone,
    /// whose `locate` used to index it. A large page is indexed whole only when the
    /// last flush did not render the whole tree: where every keystroke renders it
    /// (a filter field its parent reads), the index would be built for one lookup
    /// and dropped (`LiveBench 200 rows 1000 bindings`: 42–45 ms per event with it).
    /// Returns whether the document holds the element.
    @discardableResult
    func updateElement(_ id: String, _ change: (inout Element) -> Void) -> Bool {
        if let path = indexedPath(of: id, mayIndexWhole: !lastRenderWasWhole) {
            return document.update(at: path, change)
        } else {
            return document.update(id: id, change)
        }
    }
}
