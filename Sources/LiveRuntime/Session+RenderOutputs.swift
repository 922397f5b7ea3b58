import LiveHTML
import LiveUI

// What a render leaves for the session besides its tree: problems to log,
// animations for the next patch, where the focus should go, and which views
// appeared and disappeared (moved out of Session.swift to keep it short).

extension Session {
    /// A render's problems and warnings: kept, and each distinct one logged once.
    func takeProblems(_ ctx: RenderContext) {
        problems += ctx.problems
        if problems.count > 100 { problems.removeFirst(problems.count - 100) }
        if !ctx.problems.isEmpty || !ctx.warnings.isEmpty {
            // Each distinct one once per session: a view that keeps rendering a problem reports it once.
            let found =
                ctx.problems.map { Diagnostic(message: $0, isError: true) } + ctx.warnings.map { Diagnostic(message: $0, isError: false) }
            for diagnostic in found where seenDiagnostics.count < 100 && seenDiagnostics.insert(diagnostic.message).inserted {
                diagnostics.append(diagnostic)
            }
        }
    }

    func takeAnimations(_ ctx: RenderContext) {
        if pendingAnimation == nil, let implicit = ctx.implicitAnimation { pendingAnimation = implicit }
        for scope in ctx.animationScopes {
            pendingScopes.removeAll { $0.id == scope.id }
            pendingScopes.append(scope)
        }
    }

    /// Asks the browser to move its focus only when the app's focus state
    /// changed, and only if the browser is not already there: focus the
    /// user moved themselves is never taken back.
    func updateFocus(_ desired: String?) {
        guard desired != desiredFocus else { return }
        if let desired {
            focusRequest = desired == clientFocus ? nil : .element(desired)
            clientFocus = desired
        } else if let focused = clientFocus, focused == desiredFocus {
            // The app cleared the focus it had: blur that field (and only that one).
            focusRequest = .clear
            clientFocus = nil
        } else {
            focusRequest = nil
        }
        desiredFocus = desired
    }

    func runLifecycle(_ ctx: RenderContext) {
        let present = Set(ctx.appearActions.keys).union(ctx.disappearActions.keys)
        let appeared = present.subtracting(lifecycleKeys).sorted()
        let disappeared = lifecycleKeys.subtracting(present).sorted()
        let previousDisappear = disappearActions
        lifecycleKeys = present
        disappearActions = ctx.disappearActions
        for key in disappeared { previousDisappear[key]?() }
        for key in appeared { ctx.appearActions[key]?() }
    }
}
