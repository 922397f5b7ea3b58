import Foundation
import LiveHTML

/// Per-view invalidation (issue #16 item 1): what a session keeps of each
/// composite view's last render, so that a view whose inputs and
/// dependencies did not change is not evaluated again.
///
/// A composite view's render opens a `RenderFrame`. Everything the render
/// reads that can change without the view value changing is attributed to
/// the innermost open frame: `@State` reads (`StateBox.value`), and the
/// `ObservableObject`s its properties observe. A change to one of those
/// marks the frame dirty, and its ancestors with it (their nodes contain its
/// nodes). Everything the render hands the session besides nodes (handlers,
/// appear/disappear actions, observed objects, slots kept alive, warnings) is
/// journaled, so a reused view hands the same things again. Outputs that are
/// events of one render (onChange firings, task starts, animation scopes,
/// focus and scroll requests, navigation, presentations, titles) are not
/// replayed: a view that produced one is rendered afresh next time.
///
/// The `@Observable` properties a render reads mark its frame dirty too
/// (RenderFrame+Observation.swift). Everything the cache cannot see (a
/// viewport change, a state slot written without a tracker) renders the
/// whole tree as before, refreshing the cache on the way. See docs/ARCHITECTURE.md,
/// "Per-view invalidation".
@MainActor
package final class RenderCache {
    /// A view's last render, keyed by its path and type (a view and the view
    /// its body returns share a path).
    package struct Key: Hashable {
        let path: String
        let type: ObjectIdentifier
    }

    final class Entry {
        let value: AnyObject
        let environment: EnvironmentBox
        let nodes: [Node]
        let effects: [Effect]
        let frame: RenderFrame
        /// Where the view was rendered, so that it can render again alone (RenderCache+Alone.swift).
        let path: ViewPath
        /// A control (`RenderContext.renderControl`), not a composite view.
        let isControl: Bool
        init(
            value: AnyObject, environment: EnvironmentBox, nodes: [Node], effects: [Effect], frame: RenderFrame, path: ViewPath,
            isControl: Bool
        ) {
            self.value = value
            self.environment = environment
            self.nodes = nodes
            self.effects = effects
            self.frame = frame
            self.path = path
            self.isControl = isControl
        }
    }

    /// One side output of a render, replayed when the view is reused.
    enum Effect {
        case handlers(String, EventHandlers)
        case focusHandlers(String, focus: @MainActor () -> Void, blur: @MainActor () -> Void)
        case keyHandler(String, @MainActor (String) -> Bool)
        case appear(String, @MainActor () -> Void)
        case disappear(String, @MainActor () -> Void)
        case observe(ObjectIdentifier, () -> ObservableObjectPublisher)
        case touch(StateStore.Key)
        case noteObserved(AnyObject, StateStore.Key)
        case warning(String)
        case problem(String)
        case keep(Key)
        /// State under a path kept through the render without it rendering (a tab not shown, TabCollector.swift).
        case keepSlots(ViewPath)
        /// A fact about a list row (ListRowCollector), for the list rendering then.
        indirect case listRow(String, ListRowCollector.Fact)
        /// A value set for a preference key, reported to a reader's sink (Preferences/PreferenceKey.swift).
        indirect case preference(PreferenceSink.Journaled)
    }

    // The cache's stored properties skip the run-time exclusivity checks: they are touched
    // on the main actor only, and no access to one of them runs code that touches it again
    // (the one modify that calls out, `observers[…].note`, reads frames only). The checks
    // were 2.7 % of a login cycle's instructions and 3.1 % of a keystroke's (callgrind,
    // stripped release builds: `LiveBench N flow` 1,658.8k → 1,614.3k a cycle with
    // `ViewTypeCache`'s tables; `LiveBench N served only` 35.9k → 34.8k a keystroke).
    @exclusivity(unchecked) var entries: [Key: Entry] = [:]
    @exclusivity(unchecked) var visited: Set<Key> = []
    /// Open frames, innermost last, and where each one's effects start in `journal`.
    @exclusivity(unchecked) var stack: [(frame: RenderFrame, start: Int)] = []
    @exclusivity(unchecked) var journal: [Effect] = []
    /// Where in the journal the last preference report of this render is (-1: none yet): a stored
    /// view whose effects start after it is copied as it is (no filtering, `close`).
    @exclusivity(unchecked) var lastPreferenceReport = -1
    /// The journal's length at the end of the last render. The journal is let
    /// go between renders (its effects live on in the entries that copied
    /// them) and the next render reserves this much again: one allocation per
    /// render instead of a buffer kept per session (1.6 KB on the login page).
    @exclusivity(unchecked) private var journalLength = 0
    /// Frames that observe each `ObservableObject`, until it next changes.
    @exclusivity(unchecked) private var observers: [ObjectIdentifier: [RenderFrame]] = [:]
    /// Whether views may be reused in the next render: false after any
    /// change the cache cannot attribute (the first render too).
    @exclusivity(unchecked) package var reuseAllowed = false
    /// `reuseAllowed` as the running render found it.
    @exclusivity(unchecked) var reusing = false
    /// Frames whose own dependencies changed since the last render, in the
    /// order they changed: what a render of one view alone starts from (RenderCache+Alone.swift).
    @exclusivity(unchecked) var pending: [RenderFrame] = []
    /// Whether the running render produced a one-time output that depends on the
    /// whole page (a title, focus, an animation; not an `onChange` firing).
    @exclusivity(unchecked) var sawEvent = false
    /// Elements the user acted on lately, most recent last (RenderCache+Alone.swift, `noteActive`).
    @exclusivity(unchecked) var activeElements: [String] = []
    /// `LIVEUI_RENDER_ALL=1` or a session's setting: evaluate every body, as before issue #16 (the cache is not used).
    @exclusivity(unchecked) package var renderAll = false
    /// Counts for tests and benchmarks: views evaluated and views reused in the last render.
    @exclusivity(unchecked) package internal(set) var evaluated = 0
    @exclusivity(unchecked) package internal(set) var reused = 0

    /// What state slots and render frames hold instead of a weak reference (LifetimeLink.swift).
    let link = LifetimeLink<RenderCache>()
    /// The session (its link), told when an `@Observable` property a view read changes (RenderFrame+Observation.swift).
    weak var target: InvalidationTarget?
    /// Set from the start of a render (whole or alone) to its end (RenderFrame+Observation.swift).
    let rendering = RenderingFlag()
    /// The server's facts about types (set by the `StateStore`): how a value read through a binding compares.
    var types: ViewTypeCache?
    /// Above zero while a binding reads its slot for a watch (StateSlot+Reads.swift): the read is not noted.
    @exclusivity(unchecked) var unnotedReads = 0
    /// The reads through bindings to each state slot, by the slot (StateSlot+Reads.swift).
    @exclusivity(unchecked) var watches: [ObjectIdentifier: [SlotWatch]] = [:]

    package init() { link.attach(self) }

    deinit { link.detach() }

    var current: RenderFrame? { stack.last?.frame }
    var isRecording: Bool { !stack.isEmpty }

    func beginRender() {
        rendering.set(true)
        reusing = reuseAllowed && !renderAll
        // A change the cache cannot attribute, made during this render or after it, clears it again.
        startCounting()
    }

    /// What every render (whole or alone) starts from: nothing visited, journaled or counted yet.
    func startCounting() {
        reuseAllowed = true
        visited.removeAll(keepingCapacity: true)
        journal.removeAll(keepingCapacity: true)
        journal.reserveCapacity(journalLength)
        lastPreferenceReport = -1
        evaluated = 0
        reused = 0
        sawEvent = false
        clearPending()
    }

    func endRender() {
        rendering.set(false)
        stack.removeAll()
        lastEnvironment = nil
        releaseJournal()
        if visited.count != entries.count {
            entries = entries.filter { key, entry in
                if visited.contains(key) { return true }
                entry.frame.storage = .superseded
                return false
            }
        }
    }

    /// Lets go of the journal between renders (see `journalLength`).
    func releaseJournal() {
        journalLength = journal.count
        journal = []
    }

    /// Journals an output for the open views that may be stored: not the
    /// outermost one alone (see `close`), so a page whose state all lives in
    /// its root view journals nothing.
    func record(_ effect: Effect) {
        if stack.count > 1 { journal.append(effect) }
    }

    /// A preference report (`PreferenceSink.report`), journaled like any other effect.
    func record(_ report: PreferenceSink.Journaled) {
        guard stack.count > 1 else { return }
        lastPreferenceReport = journal.count
        journal.append(.preference(report))
    }

    /// Whether a view's last render may be reused, its inputs aside.
    func isReusable(_ entry: Entry) -> Bool {
        reusing && !entry.frame.dirty && entry.frame.cacheable
    }

    /// Hands a reused view's outputs to `ctx` again, inside the enclosing frame.
    /// `rows`: the list the view renders in now (its facts go there, not to the list of its last render).
    /// `preferences`: the sink of the reader around the view now (what it set goes there).
    func replay(_ key: Key, _ entry: Entry, into ctx: RenderContext, rows: ListRowCollector?, preferences: PreferenceSink?) {
        reused += 1
        entry.frame.parent = current
        visited.insert(key)
        record(.keep(key))
        for effect in entry.effects {
            switch effect {
            case .listRow(let id, let fact): rows?.report(id, fact)
            case .preference(let journaled): preferences?.report(journaled.report.key, journaled.report.value)
            default: ctx.apply(effect)
            }
        }
    }

    func keep(_ key: Key) {
        visited.insert(key)
        record(.keep(key))
    }

    /// The environment box stored last: siblings mostly get the same
    /// environment, and share one box (memory per session, allocations per render).
    var lastEnvironment: EnvironmentBox?

    func environmentBox(_ env: EnvironmentValues, previous: Entry?) -> EnvironmentBox {
        if let box = previous?.environment, box.matches(env) { return box }
        if let box = lastEnvironment, box.matches(env) { return box }
        let box = EnvironmentBox(env)
        lastEnvironment = box
        return box
    }

    @discardableResult
    func open(_ view: Key, countsAsView: Bool = true) -> RenderFrame {
        if countsAsView { evaluated += 1 }
        let frame = RenderFrame(parent: current, cache: self, view: view)
        stack.append((frame, journal.count))
        return frame
    }

    /// Closes the innermost frame; stores its render when it can be reused.
    func close(_ key: Key, path: ViewPath, value: AnyObject?, environment: EnvironmentBox?, nodes: [Node], isControl: Bool = false) {
        let (frame, start) = stack.removeLast()
        // The outermost view contains every other: any change the cache tracks
        // dirties it, and any other renders everything, so its entry would
        // never be reused; storing it would copy the whole render's journal.
        guard let value, let environment, frame.cacheable, !stack.isEmpty else {
            // Not reusable itself; its parent still may be: this frame stays the
            // parent's child, so what it read still dirties the parent.
            if let old = entries.removeValue(forKey: key) { old.frame.storage = .superseded }
            return
        }
        visited.insert(key)
        frame.key = key
        // A copy of its own: `Array(journal[start...])` shares the journal's
        // whole buffer, spare capacity included, when `start` is 0, and kept it
        // for as long as the entry lives (1.6 KB per idle session on the login page).
        var effects: [Effect] = []
        effects.reserveCapacity(journal.count - start)
        if lastPreferenceReport < start {
            effects.append(contentsOf: journal[start...])
        } else {
            // Only reports to sinks outside the view (begun with at most `stack.count` views
            // rendering, this one's parent the innermost): a reader inside it gets the rest again
            // when the view renders, and what that reader hands on is journaled as its own report.
            for effect in journal[start...] {
                if case .preference(let journaled) = effect, journaled.depth > stack.count { continue }
                effects.append(effect)
            }
        }
        frame.storage = .stored
        let entry = Entry(value: value, environment: environment, nodes: nodes, effects: effects, frame: frame, path: path, isControl: isControl)
        if let old = entries.updateValue(entry, forKey: key) { old.frame.storage = .superseded }
        record(.keep(key))
    }

    /// The render produced something that happens once (see the type's comment): the open views render afresh next time.
    func noteEvent(wholePage: Bool = true) {
        if wholePage { sawEvent = true }
        forbidReuse(from: 0)
    }

    /// The views open from `depth` down (those inside a container that began
    /// rendering at that depth) read what the container collects from its content
    /// (`NavigationLevel.noteUse`, `ListRowCollector.noteWrapped`): not reusable.
    func forbidReuse(from depth: Int) {
        var i = depth
        while i < stack.count {
            stack[i].frame.cacheable = false
            i += 1
        }
    }

    /// A view rendered alone, with the environment of its last render, reached a
    /// container that finished rendering: what it told it reaches no element, so
    /// the whole page renders again (`RenderContext.renderAlone`).
    func noteLateReport() {
        if isRecording { sawEvent = true }
    }

    /// Lets go of every stored render (a hibernating session, `Session.hibernate`):
    /// the next render evaluates every view, as the first one did, and fills the cache again.
    package func forget() {
        for entry in entries.values { entry.frame.storage = .superseded }
        entries = [:]
        visited = []
        observers = [:]
        watches = [:]
        clearPending()
        pending = []
        reuseAllowed = false
    }

    var observerCount: Int { observers.values.reduce(0) { $0 + $1.count } }

    func noteObserver(_ id: ObjectIdentifier) {
        guard let frame = current else { return }
        observers[id, default: []].note(frame)
    }

    /// An observed object is about to change: false if no view is known to observe it (render everything).
    package func objectWillChange(_ id: ObjectIdentifier) -> Bool {
        // An empty list: views have the object but none read it in a render (`noteSubscribed`): nothing to render.
        guard let frames = observers.removeValue(forKey: id) else { return false }
        for frame in frames { frame.invalidate() }
        return true
    }

    /// A view has `object` without depending on it yet (an `@EnvironmentObject` it
    /// has not read): a change to it needs no view evaluated again, not all of them.
    func noteSubscribed(_ id: ObjectIdentifier) {
        if observers[id] == nil { observers[id] = [] }
    }
}
