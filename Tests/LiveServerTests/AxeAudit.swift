import Foundation
import LiveServerTesting

/// axe-core (the rules engine of browsers' accessibility panels) run in the
/// page through our WebDriver client. The engine comes from the pinned PyPI
/// wheel that bundles it: `scripts/axe-core.sh` installs it and prints the
/// file's path, which `make test` passes as LIVEUI_AXE_JS; without that
/// variable the file is looked for where the script puts it. Missing, the
/// suite fails: accessibility is not optional.
struct AxeAudit {
    /// WCAG 2.0–2.2 A and AA, and Deque's best practices.
    static let tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

    struct Violation: CustomStringConvertible {
        let page: String
        let rule: String
        let impact: String
        let target: String
        let message: String
        var description: String { "\(page): \(rule) (\(impact)) at \(target): \(message)" }
    }

    let source: String

    init() throws {
        let env = ProcessInfo.processInfo.environment["LIVEUI_AXE_JS"].flatMap { $0.isEmpty ? nil : $0 }
        let path = env ?? ServerProcess.repositoryRoot.appendingPathComponent(".build/axe/axe.min.js").path
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
            throw WebDriver.Failure(
                description: "axe-core not found at \(path): run scripts/axe-core.sh (make test does; it installs the pinned "
                    + "axe-playwright-python wheel from PyPI into .build/axe and prints the file's path for LIVEUI_AXE_JS)")
        }
        source = String(decoding: data, as: UTF8.self)
    }

    /// Waits until the page joined its session and no transition is running
    /// (a view half faded in has half its contrast).
    static func settle(_ browser: WebDriver) throws {
        guard try browser.waitUntil("return !!(window.LiveUI && LiveUI.state && LiveUI.state.joined)", timeout: 10) else {
            throw WebDriver.Failure(description: "the page did not join its session")
        }
        _ = try browser.waitUntil(
            """
            return !!document.getAnimations && document.getAnimations().every(a =>
              a.playState !== 'running' || a.effect.getComputedTiming().iterations === Infinity);
            """, timeout: 5)
    }

    /// Runs axe on the page as it is now; `page` names it in the findings.
    func run(_ browser: WebDriver, page: String) throws -> [Violation] {
        try Self.settle(browser)
        if try browser.execute("return typeof window.axe === 'object'") as? Bool != true {
            try browser.execute(source)
        }
        try browser.execute(
            """
            window.__axeResult = null;
            axe.run(document, { runOnly: { type: 'tag', values: arguments[0] }, resultTypes: ['violations'] })
              .then(r => { window.__axeResult = r.violations.flatMap(v => v.nodes.map(n =>
                  [v.id, v.impact || '', n.target.join(' '), n.failureSummary || v.help])); },
                    e => { window.__axeResult = [['axe-error', 'critical', 'document', String(e)]]; });
            """, [Self.tags])
        guard try browser.waitUntil("return window.__axeResult !== null", timeout: 30) else {
            throw WebDriver.Failure(description: "axe did not finish on \(page)")
        }
        let rows = try browser.execute("return window.__axeResult") as? [[String]] ?? []
        var found = rows.map { Violation(page: page, rule: $0[0], impact: $0[1], target: $0[2], message: $0[3]) }
        // Ours, beyond axe (which wants at least one): the page's title is its <h1> exactly once.
        let h1s =
            try browser.execute(
                """
                return [...document.querySelectorAll('h1, [role=heading][aria-level="1"]')]
                  .filter(e => e.getClientRects().length && !e.closest('[aria-hidden=true], [inert]'))
                  .map(e => (e.id ? '#' + e.id : e.tagName) + ' "' + e.textContent.trim() + '"');
                """) as? [String] ?? []
        if h1s.count != 1 {
            found.append(
                Violation(
                    page: page, rule: "one-h1 (LiveUI)", impact: "moderate", target: h1s.joined(separator: ", "),
                    message: "\(h1s.count) level-one headings shown; the page's title should be its one <h1>"))
        }
        return found
    }
}

extension WebDriver {
    /// Clicks the button or link whose text (or accessible label) is `text`, the first in page order.
    func click(text: String) throws {
        let found =
            try execute(
                """
                const want = arguments[0];
                const all = [...document.querySelectorAll('button, a, [role=button], summary, label')];
                const e = all.find(e => e.getAttribute('aria-label') === want || e.textContent.trim() === want);
                document.querySelectorAll('[data-axe-click]').forEach(x => x.removeAttribute('data-axe-click'));
                if (!e) return false;
                e.setAttribute('data-axe-click', '');
                e.scrollIntoView({ block: 'center' });
                return true;
                """, [text]) as? Bool ?? false
        guard found else { throw Failure(description: "nothing to click named \"\(text)\"") }
        try click(try find("[data-axe-click]"))
    }

    /// Types into the text field labelled (or with the placeholder) `label`.
    func type(intoField label: String, _ text: String) throws {
        let found =
            try execute(
                """
                const want = arguments[0];
                const e = [...document.querySelectorAll('input, textarea')].find(e =>
                  e.placeholder === want || e.getAttribute('aria-label') === want || (e.labels && [...e.labels].some(l => l.textContent.trim() === want)));
                if (!e) return false;
                document.querySelectorAll('[data-axe-type]').forEach(x => x.removeAttribute('data-axe-type'));
                e.setAttribute('data-axe-type', '');
                return true;
                """, [label]) as? Bool ?? false
        guard found else { throw Failure(description: "no field \"\(label)\"") }
        try type(try find("[data-axe-type]"), text)
    }
}
