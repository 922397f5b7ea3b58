import LiveHTML

// MARK: Rendering one view alone (issue #16 item 5)
//
// When everything that changed since the last render was read by one stored
// view (a row whose observed object changed), that view's body runs again by
// itself, with the value and environment it was last rendered with: its
// ancestors' bodies do not run (their inputs did not change), as in SwiftUI.
// The session splices the new nodes into its document where the old ones are
// and updates its tables by what the view's old journal and its new one say,
// so the work grows with the view, not with the page.
//
// The ancestors' stored renders now hold the view's old nodes and journal:
// they stay dirty (`RenderFrame.invalidate` marked them), so the next render
// of the whole tree evaluates them again instead of reusing stale output.

/// A stored view value that can render again by itself.
@MainActor
protocol StoredView: AnyObject {
    func renderAgain(in ctx: RenderContext, at path: ViewPath, _ env: EnvironmentValues) -> [Node]
}

extension ValueBox: StoredView where V: View {
    func renderAgain(in ctx: RenderContext, at path: ViewPath, _ env: EnvironmentValues) -> [Node] {
        ctx.render(value, path, env)
    }
}

/// What rendering one view alone replaced: the session updates its document
/// and tables from it (LiveRuntime/Session+Alone.swift).
package struct AloneRender {
    /// The view's nodes as last rendered (the document holds them, perhaps with
    /// values the browser reported since) and its new nodes.
    package let oldNodes: [Node]
    package let newNodes: [Node]
    /// Element ids whose handlers the old render registered.
    package let oldHandlerIDs: [String]
    /// Element ids whose key handlers (`.onKeyPress`) the old render registered.
    package let oldKeyHandlerIDs: [String]
    /// Keys of the appear/disappear actions the old render registered.
    package let oldLifecycleKeys: Set<String>
    /// The render produced something that depends on the whole tree (a title,
    /// a focus request, an animation, a presentation, a heading): the session
    /// renders everything once more after taking this render's outputs.
    package let needsWholeRender: Bool
}

extension RenderCache {
    /// The stored view to render alone for the changes since the last render,
    /// or nil: render the whole tree. Every changed frame must lie inside that
    /// one view (or be a frame no longer on the page).
    package func aloneTarget() -> Key? {
        guard reuseAllowed, !renderAll, !pending.isEmpty else { return nil }
        var targets: [RenderFrame] = []
        for frame in pending {
            // The nearest stored frame up from the changed one.
            var f: RenderFrame? = frame
            var found: RenderFrame?
            var stale = false
            while let x = f {
                if x.key != nil {
                    if x.storage == .stored { found = x } else { stale = true }
                    break
                }
                f = x.parent
            }
            if stale { continue }  // replaced by a later render, or left the page: its successor is tracked itself
            guard let found else { return nil }  // under the outermost view (never stored): render everything
            if !Self.holds(targets, found) { targets.append(found) }
        }
        // Only the outermost of them: one that lies inside another renders with it.
        var outermost: [RenderFrame] = []
        for target in targets {
            var p = target.parent
            var inside = false
            while let x = p, !inside {
                inside = Self.holds(targets, x)
                p = x.parent
            }
            if !inside { outermost.append(target) }
        }
        guard outermost.count == 1, let key = outermost[0].key else {
            if outermost.isEmpty { clearPending() }  // every change was to views no longer on the page
            return nil
        }
        // A list row that told its list something (swipe actions, a background) may tell it
        // something else now, and only the list's render puts that in the row's `<li>`: the
        // tree renders, reusing every view but the row and its ancestors.
        // So does a view that set a preference for a reader around it: the reader combines anew.
        // (One lookup for both: a second cost ≈ 450 instructions a keystroke, hashing the path again.)
        if let entry = entries[key] {
            if entry.environment.value.listRows != nil {
                for case .listRow in entry.effects { return nil }
            }
            if entry.environment.value.preferenceSink != nil {
                for case .preference in entry.effects { return nil }
            }
        }
        return key
    }

    /// Whether `frames` holds `frame`. Loops here and below, not `contains(where:)`:
    /// a main-actor closure handed to the standard library is checked at run time on
    /// every call (≈ 220 instructions).
    private static func holds(_ frames: [RenderFrame], _ frame: RenderFrame) -> Bool {
        for f in frames where f === frame { return true }
        return false
    }

    /// Forgets the changed frames: a render took them into account.
    func clearPending() {
        for frame in pending { frame.ownDirty = false }
        pending.removeAll(keepingCapacity: true)
    }

    func beginAlone(_ entry: Entry) {
        rendering.set(true)
        reusing = true
        startCounting()
        // The view's parent frame stays open around it, so the new frame links to
        // it (a later change still dirties the ancestors) and its journal is recorded.
        stack = [(entry.frame.parent ?? RenderFrame(parent: nil, cache: self), 0)]
    }

    /// Drops the stored renders of views that left the page with the old render.
    func endAlone(_ old: Entry) {
        rendering.set(false)
        stack.removeAll()
        lastEnvironment = nil
        releaseJournal()
        for case .keep(let key) in old.effects where !visited.contains(key) {
            entries.removeValue(forKey: key)?.frame.storage = .superseded
        }
    }
}

extension RenderContext {
    /// Renders the stored view `key` again by itself (see above); nil if it is not stored.
    package func renderAlone(_ key: RenderCache.Key) -> AloneRender? {
        guard let old = cache.entries[key], let stored = old.value as? any StoredView else { return nil }
        cache.beginAlone(old)
        let nodes = stored.renderAgain(in: self, at: old.path, old.environment.value)
        let effects = cache.journal
        cache.endAlone(old)
        var oldHandlerIDs: [String] = []
        var oldKeyHandlerIDs: [String] = []
        var oldLifecycle: Set<String> = []
        var oldTouched: [StateStore.Key] = []
        var oldKept: [ViewPath] = []
        var oldObserved: [StateStore.Key] = []
        for effect in old.effects {
            switch effect {
            case .handlers(let id, _), .focusHandlers(let id, _, _): oldHandlerIDs.append(id)
            case .keyHandler(let id, _): oldKeyHandlerIDs.append(id)
            case .appear(let key, _), .disappear(let key, _): oldLifecycle.insert(key)
            case .touch(let key): oldTouched.append(key)
            case .keepSlots(let path): oldKept.append(path)
            case .noteObserved(_, let key): oldObserved.append(key)
            default: break
            }
        }
        // State of views that left the page with the old render goes, as a render of the whole tree would drop it.
        var touched: Set<StateStore.Key> = []
        var observedKeys: Set<StateStore.Key> = []
        var kept: [ViewPath] = []
        for effect in effects {
            if case .touch(let key) = effect { touched.insert(key) }
            if case .noteObserved(_, let key) = effect { observedKeys.insert(key) }
            if case .keepSlots(let path) = effect { kept.append(path) }
        }
        var dropped = oldTouched.filter { !touched.contains($0) && !StateStore.isKept($0, under: kept) }
        // A hidden tab's state was kept, not touched: it goes when its tab view (or its tab) does.
        if !oldKept.isEmpty {
            for key in store.slots.keys
            where StateStore.isKept(key, under: oldKept) && !touched.contains(key) && !StateStore.isKept(key, under: kept) {
                dropped.append(key)
            }
        }
        store.drop(dropped, observed: oldObserved.filter { !observedKeys.contains($0) })
        // In a list or a section, the view's elements sit in wrappers named after them (`<li>`,
        // a section's rows): one it now renders under another id (`if`/`else` at the top of its
        // body) needs its container to wrap it again.
        let rowsMoved = nodes.compactMap(\.element?.id) != old.nodes.compactMap(\.element?.id)
        // Whether the view expands decides its ancestors' `lx`/`ly` classes too (a tab view that
        // expanded going away left its parent's stack marked expanding): they render again.
        let (oldX, oldY) = Layout.expansion(of: old.nodes)
        let (newX, newY) = Layout.expansion(of: nodes)
        let expansionChanged = oldX != newX || oldY != newY
        let wholeRender =
            cache.sawEvent || rowsMoved || expansionChanged || !presentations.isEmpty || HeadingOutline.contains(nodes) || HeadingOutline.contains(old.nodes)
        return AloneRender(
            oldNodes: old.nodes, newNodes: nodes, oldHandlerIDs: oldHandlerIDs, oldKeyHandlerIDs: oldKeyHandlerIDs,
            oldLifecycleKeys: oldLifecycle,
            needsWholeRender: wholeRender)
    }
}

extension StateStore {
    /// Drops slots (and observed objects kept for durable sessions) of views that left the page.
    func drop(_ keys: [Key], observed: [Key]) {
        for key in keys {
            guard let slot = slots.removeValue(forKey: key) else { continue }
            forget(slot)
            letGoOfWatches(slot)
        }
        for key in observed { persistence.observed[key] = nil }
    }
}

extension HeadingOutline {
    /// Whether the nodes hold a heading: its level depends on the headings before it on the page.
    static func contains(_ nodes: [Node]) -> Bool {
        for case .element(let e) in nodes {
            if e[attribute: "role"] == "heading" || (e.tag.utf8.count == 2 && e.tag.utf8.first == UInt8(ascii: "h") && e.tag != "hr") {
                return true
            }
            if contains(e.children) { return true }
        }
        return false
    }
}

extension RenderCache {
    /// The user acted on element `id` (an event's target): a control that
    /// holds it is stored from its next render on (`RenderContext.renderControl`).
    /// The last four, most recent last: a page's idle controls store nothing.
    package func noteActive(_ id: String) {
        if activeElements.last == id { return }
        if let i = activeElements.firstIndex(of: id) { activeElements.remove(at: i) }  // held once at most
        activeElements.append(id)
        if activeElements.count > 4 { activeElements.removeFirst() }
    }

    /// Whether the view at `path` holds an element the user acted on lately.
    func isActive(_ path: String) -> Bool {
        for id in activeElements
        where id.hasPrefix(path) && (id.utf8.count == path.utf8.count || id.utf8.dropFirst(path.utf8.count).first == UInt8(ascii: ".")) {
            return true
        }
        return false
    }

    /// Whether something outside the stored view `key` gave an element it
    /// registered focus or blur handlers (`.focused` on a control whose own
    /// render marks its element focusable too): rendered alone, the view would
    /// replace the element's handlers without them.
    package func othersAddedFocus(to key: Key, _ current: (String) -> EventHandlers?) -> Bool {
        guard let entry = entries[key] else { return true }
        // A view registers handlers for one to three ids: a list searched in a loop, not a
        // dictionary and a `contains` closure (≈ 3.9k → 1k instructions a keystroke).
        var own: [(id: String, focus: Bool, blur: Bool)] = []
        for effect in entry.effects {
            let (id, focus, blur): (String, Bool, Bool)
            switch effect {
            case .handlers(let i, let h): (id, focus, blur) = (i, h.focus != nil, h.blur != nil)
            case .focusHandlers(let i, _, _): (id, focus, blur) = (i, true, true)
            default: continue
            }
            var k = 0
            while k < own.count, own[k].id != id { k += 1 }
            if k == own.count {
                own.append((id, focus, blur))
            } else {
                own[k].focus = own[k].focus || focus
                own[k].blur = own[k].blur || blur
            }
        }
        for mine in own {
            guard let h = current(mine.id) else { continue }
            if (h.focus != nil && !mine.focus) || (h.blur != nil && !mine.blur) { return true }
        }
        return false
    }

    /// Whether the stored render `key` is a control's.
    package func isControl(_ key: Key) -> Bool { entries[key]?.isControl ?? false }

    /// How many renders are stored.
    package var storedCount: Int { entries.count }

    /// Whether every stored render's environment holds `root`'s own box of the shared
    /// values (tests: the root's environment is not made anew on each render, so a
    /// reused view's environment is found the same without a look inside).
    package func storedEnvironmentsShareValues(with root: EnvironmentValues) -> Bool {
        for entry in entries.values where entry.environment.value.shared !== root.shared { return false }
        return true
    }

    /// The nodes the stored view `key` rendered last.
    package func storedNodes(_ key: Key) -> [Node]? { entries[key]?.nodes }
}
